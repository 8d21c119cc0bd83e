// Signed-in vote and vibe for a list: pending state here, the requests, toasts and refreshes in
// vote-actions.ts, loaded on the first click. Pages pass the query keys of their own list.
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import type * as VoteActions from './vote-actions';
import type { ActionContext } from './vote-actions';

const loadActions = (): Promise<typeof VoteActions> => import('./vote-actions');
type Runner<R> = (mod: typeof VoteActions, id: string, ctx: ActionContext) => Promise<R | null>;

export interface ListAction {
  /** Runs the request for this id (toasts included). */
  mutate: (id: string) => void;
  isPending: boolean;
  /** The id of the running request, if any. */
  variables: string | null;
}

/** `mutate` is stable across renders (list rows are memoised); the latest keys/callback are used. */
function useAction<R>(
  run: Runner<R>,
  listKeys: readonly QueryKey[],
  onDone: ((id: string, result: R) => void) | undefined,
): ListAction {
  const queryClient = useQueryClient();
  const { user, getIdToken } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef({ listKeys, onDone, uid: user?.uid ?? null, getIdToken });
  useEffect(() => {
    latest.current = { listKeys, onDone, uid: user?.uid ?? null, getIdToken };
  });
  const mutate = useCallback(
    (id: string) => {
      setPending(id);
      void (async () => {
        try {
          const { listKeys: keys, uid, getIdToken: token } = latest.current;
          const [mod, idToken] = await Promise.all([loadActions(), token()]);
          const result = await run(mod, id, { queryClient, token: idToken, uid, listKeys: keys });
          if (result) latest.current.onDone?.(id, result);
        } finally {
          setPending(null);
        }
      })();
    },
    [run, queryClient],
  );
  return { mutate, isPending: pending !== null, variables: pending };
}

const vote: Runner<{ remaining: number }> = (mod, id, ctx) => mod.runVote(id, ctx);
const vibe: Runner<{ vibeCount: number }> = (mod, id, ctx) => mod.runVibe(id, ctx);

export interface VoteActionOptions {
  listKeys: readonly QueryKey[];
  onVoted?: (submissionId: string, remaining: number) => void;
}

/** POST /api/votes with the chart's toasts; refreshes the list, chart stats and the quota. */
export function useCastVote({ listKeys, onVoted }: VoteActionOptions): ListAction {
  const onDone = useCallback((id: string, r: { remaining: number }) => onVoted?.(id, r.remaining), [onVoted]);
  return useAction(vote, listKeys, onDone);
}

export interface VibeActionOptions {
  listKeys: readonly QueryKey[];
  onVibed?: (id: string, vibeCount: number) => void;
}

/** POST /api/projects/{id}/vibe: 'Vibe sent!' or 'Error'; refreshes the list and total vibes. */
export function useSendVibe({ listKeys, onVibed }: VibeActionOptions): ListAction {
  const onDone = useCallback((id: string, r: { vibeCount: number }) => onVibed?.(id, r.vibeCount), [onVibed]);
  return useAction(vibe, listKeys, onDone);
}
