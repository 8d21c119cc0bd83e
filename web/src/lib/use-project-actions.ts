// Vote and vibe on a project, on every page that shows one (docs/product.md#calls,
// #errors-and-toasts): one request of each kind at a time, the bearer from the session, the page's
// table of requests and toasts (project-action-toasts.ts, loaded with the first click), then the
// page's data and the counters read again (lib/page-data.tsx). The vote and vibe buttons handle a signed-out click
// themselves (sign-in prompt); these run for a signed-in user.
import type { ApiOutput } from '@domain/api';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../components/ui/toaster';
import { requireIdToken } from './id-token';
import { browserApi } from './api';
import type { ProjectActionsPage, ProjectActionsTable } from './project-action-toasts';
import { usePageData } from './page-data';
import { QUERY_KEYS } from './query-keys';
import { useSession } from './session';
import { countInTotal, rememberVibeAnswer, rememberVoteAnswer, totalBeforeAction } from './action-answers';

const loadTable = async (page: ProjectActionsPage): Promise<ProjectActionsTable> =>
  (await import('./project-action-toasts')).PROJECT_ACTIONS[page];

export interface ProjectActionsOptions {
  /** Whose requests and toasts: 'chart' (also the project page), 'list' (launchpad, archive), 'allProjects'. */
  page: ProjectActionsPage;
  /** The page's own queries, refetched after a vote or vibe (with the counters and the quota). */
  refresh: readonly QueryKey[];
}

export interface ProjectActions {
  /** Stable across renders (list rows are memoised). */
  vote: (id: string) => void;
  vibe: (id: string) => void;
  /** The project whose vote (vibe) is on its way, if any. */
  votingId: string | null;
  vibingId: string | null;
}

/** One request at a time per kind, as the button shows it: the id on its way, or null. */
function usePendingId(): [string | null, (id: string, work: () => Promise<unknown>) => Promise<void>] {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const latest = useRef(0);
  const run = useCallback(async (id: string, work: () => Promise<unknown>) => {
    const call = ++latest.current;
    setPendingId(id);
    try {
      await work();
    } finally {
      if (latest.current === call) setPendingId(null);
    }
  }, []);
  return [pendingId, run];
}

export function useProjectActions({ page, refresh }: ProjectActionsOptions): ProjectActions {
  const data = usePageData();
  const { user, getIdToken } = useSession();
  const latest = useRef({ refresh, uid: user?.uid ?? null, getIdToken });
  useEffect(() => {
    latest.current = { refresh, uid: user?.uid ?? null, getIdToken };
  });
  // Not awaited: the button is free again at once; the rows update when the refetch lands.
  const refetch = useCallback((...also: QueryKey[]) => void data.refresh([...latest.current.refresh, ...also]), [data]);
  const [votingId, runVote] = usePendingId();
  const [vibingId, runVibe] = usePendingId();

  const vote = useCallback(
    (submissionId: string) =>
      void runVote(submissionId, async () => {
        // After a final error too: the call was retried with its key, so the vote may have been stored.
        const settled = () => refetch(QUERY_KEYS.chartStats, QUERY_KEYS.myQuota);
        const totalBefore = totalBeforeAction('totalVotes');
        let answer: ApiOutput<'vote'>;
        try {
          const [table, token] = await Promise.all([loadTable(page), requireIdToken(latest.current.getIdToken)]);
          const body = table.voteAction ? { submissionId, action: table.voteAction } : { submissionId };
          answer = await browserApi.call('vote', { body, token });
        } catch (error) {
          toast((await loadTable(page)).voteFailed(error));
          return settled();
        }
        const { remaining, voteCount, weeklyVotes } = answer;
        data.setMyQuota(latest.current.uid, remaining);
        // The server's counts after the vote: every row of this project shows them (action-answers.ts).
        if (voteCount !== undefined && weeklyVotes !== undefined)
          rememberVoteAnswer(submissionId, { voteCount, weeklyVotes });
        // The counters' total counts it too, though their answers are cached (action-answers.ts).
        countInTotal('totalVotes', totalBefore);
        toast((await loadTable(page)).voted(remaining));
        settled();
      }),
    [page, runVote, data, refetch],
  );

  const vibe = useCallback(
    (id: string) =>
      void runVibe(id, async () => {
        const settled = () => refetch(QUERY_KEYS.totalVibes);
        const totalBefore = totalBeforeAction('totalVibes');
        let vibeCount: number;
        try {
          const [table, token] = await Promise.all([loadTable(page), requireIdToken(latest.current.getIdToken)]);
          ({ vibeCount } =
            table.vibeRoute === 'vibe'
              ? await browserApi.call('vibe', { body: { submissionId: id }, token })
              : await browserApi.call('projectVibe', { params: { id }, token }));
        } catch (error) {
          toast((await loadTable(page)).vibeFailed(error));
          return settled();
        }
        // Its count after the vibe: every row of this project shows it, whatever a cache still answers.
        rememberVibeAnswer(id, { vibeCount });
        countInTotal('totalVibes', totalBefore);
        toast((await loadTable(page)).vibed);
        settled();
      }),
    [page, runVibe, refetch],
  );

  return { vote, vibe, votingId, vibingId };
}
