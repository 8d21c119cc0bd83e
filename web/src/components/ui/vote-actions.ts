// The signed-in vote and vibe requests with the chart's toasts (spec §8) and refreshes (spec §4/§7),
// as plain functions: use-vote-actions.ts loads this module on the first click, so none of it is in
// the chart's first paint.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchApi } from '../../lib/lazy-api';
import { QUERY_KEYS } from '../../lib/query-keys';
import { toast } from './toaster';
import { chartVoteErrorToast } from './vote-toasts';

function serverMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) return String(error.serverMessage);
  return error instanceof Error ? error.message : String(error);
}

export interface ActionContext {
  queryClient: QueryClient;
  token: string | null;
  uid: string | null;
  /** The page's list (refetched afterwards). */
  listKeys: readonly QueryKey[];
}

/** POST /api/votes {submissionId}: 'Vote counted! ✨' / 'N votes remaining this week'; null on failure (toasted). */
export async function runVote(submissionId: string, ctx: ActionContext): Promise<{ remaining: number } | null> {
  try {
    const result = await fetchApi('vote', { body: { submissionId }, token: ctx.token });
    ctx.queryClient.setQueryData([...QUERY_KEYS.myQuota, ctx.uid], { remaining: result.remaining });
    toast({ title: 'Vote counted! ✨', description: `${result.remaining} votes remaining this week`, type: 'success' });
    for (const queryKey of [...ctx.listKeys, QUERY_KEYS.chartStats, QUERY_KEYS.myQuota]) {
      void ctx.queryClient.invalidateQueries({ queryKey });
    }
    return result;
  } catch (error) {
    toast({ ...chartVoteErrorToast(error), type: 'error' });
    // After a final error (the call was retried with its key) the vote may still have been stored:
    // re-read the quota and the list so the page shows the truth.
    for (const queryKey of [...ctx.listKeys, QUERY_KEYS.myQuota]) void ctx.queryClient.invalidateQueries({ queryKey });
    return null;
  }
}

/** POST /api/projects/{id}/vibe: 'Vibe sent!', or 'Error' with the server message; null on failure. */
export async function runVibe(id: string, ctx: ActionContext): Promise<{ vibeCount: number } | null> {
  try {
    const result = await fetchApi('projectVibe', { params: { id }, token: ctx.token });
    toast({ title: 'Vibe sent!', type: 'success' });
    for (const queryKey of [...ctx.listKeys, QUERY_KEYS.totalVibes])
      void ctx.queryClient.invalidateQueries({ queryKey });
    return result;
  } catch (error) {
    const message = serverMessage(error).replace(/^\d{3}: /, '');
    toast({ title: 'Error', description: message || 'Failed to send vibe', type: 'error' });
    for (const queryKey of ctx.listKeys) void ctx.queryClient.invalidateQueries({ queryKey });
    return null;
  }
}
