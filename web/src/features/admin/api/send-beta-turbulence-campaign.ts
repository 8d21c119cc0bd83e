// POST /api/admin/send-beta-turbulence-campaign (docs/product.md#calls): one call sends for at most 40 s and
// answers {sent, failed, skipped, remaining, complete}; the mutation calls again until complete
// (campaign-run.ts), reporting progress after each call. A fresh ID token per call: a long run may
// outlive one.
import { useMutation } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { requireIdToken } from '../../../lib/id-token';
import type { CampaignProgress } from '../campaign-run';
import { runCampaign } from '../campaign-run';

export async function sendBetaTurbulenceCampaign({ adminKey, token }: { adminKey: string; token: string }) {
  return browserApi.call('sendBetaTurbulenceCampaign', { body: { adminKey }, token });
}

export function useSendBetaTurbulenceCampaign(onProgress: (progress: CampaignProgress) => void) {
  const { getIdToken } = useSession();
  return useMutation({
    // The variables hold the admin key: drop them from the mutation cache as soon as the page is gone.
    gcTime: 0,
    mutationFn: async ({ adminKey }: { adminKey: string }) =>
      runCampaign(
        async () => sendBetaTurbulenceCampaign({ adminKey, token: await requireIdToken(getIdToken) }),
        onProgress,
      ),
  });
}
