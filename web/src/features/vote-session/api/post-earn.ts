// POST /api/earn (docs/product.md#calls): JSON action ('review5' here); answers applied + bonusAmount. The quota
// grows, so it is refreshed.
import type { ApiOutput } from '@domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { REFRESH_AFTER_EARN } from './refresh-keys';

export async function postEarn({
  action,
  token,
}: {
  action: 'share' | 'review5';
  token: string;
}): Promise<ApiOutput<'earn'>> {
  return browserApi.call('earn', { body: { action }, token });
}

export function useEarn() {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'share' | 'review5') => {
      const token = await getIdToken();
      if (!token) throw new Error('Must be logged in');
      return postEarn({ action, token });
    },
    // After an error too: the bonus may have been applied though its answer was lost.
    onSettled: () => {
      for (const queryKey of REFRESH_AFTER_EARN) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
