// GET /api/my-submissions (docs/product.md#calls): the signed-in user's submissions. The server takes the user from
// the bearer token, so no userId is sent (a query userId would be ignored anyway).
import type { z } from 'zod';
import type { mySubmissionSchema } from '@domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLiveRefresh } from '../../../lib/use-live-refresh';

export type MySubmission = z.infer<typeof mySubmissionSchema>;

/** Also invalidated by /submit after a submission (features share the key, not code). */
export const mySubmissionsQueryKey = (uid: string | null) => ['my-submissions', uid] as const;

export async function getMySubmissions({ token, signal }: { token: string; signal?: AbortSignal }) {
  return browserApi.call('mySubmissions', { token, signal });
}

export function mySubmissionsQueryOptions(uid: string | null, getIdToken: () => Promise<string | null>) {
  return queryOptions({
    queryKey: mySubmissionsQueryKey(uid),
    enabled: uid !== null,
    queryFn: async ({ signal }) => {
      const token = await getIdToken();
      if (!token) throw new Error('Must be logged in');
      return getMySubmissions({ token, signal });
    },
  });
}

/** Live: pending → approved shows without a reload (a Firestore listener on the member's submissions). */
export function useMySubmissions() {
  const { user, getIdToken } = useSession();
  const uid = user?.uid ?? null;
  useLiveRefresh(uid ? { kind: 'mySubmissions', uid } : null, [mySubmissionsQueryKey(uid)]);
  return useQuery(mySubmissionsQueryOptions(uid, getIdToken));
}
