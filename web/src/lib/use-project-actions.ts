// Vote and vibe on a project, on every page that shows one (docs/product.md#calls,
// #errors-and-toasts): one TanStack mutation each, the bearer from the session, the page's table of
// requests and toasts (project-action-toasts.ts, loaded with the first click), then the page's
// queries and the counters refreshed. The vote and vibe buttons handle a signed-out click
// themselves (sign-in prompt); these run for a signed-in user.
import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../components/ui/toaster';
import { requireIdToken } from './id-token';
import { browserApi } from './api';
import type { ProjectActionsPage, ProjectActionsTable } from './project-action-toasts';
import { QUERY_KEYS } from './query-keys';
import { readAgain } from './read-again';
import { useSession } from './session';
import { rememberVoteAnswer } from './vote-answers';

const loadTable = async (page: ProjectActionsPage): Promise<ProjectActionsTable> =>
  (await import('./project-action-toasts')).PROJECT_ACTIONS[page];

export interface ProjectActionsOptions {
  /** Whose requests and toasts: 'chart' (also the project page), 'list' (launchpad, archive), 'allProjects'. */
  page: ProjectActionsPage;
  /** The page's own queries, refetched after a vote or vibe (with the counters and the quota). */
  refresh: readonly QueryKey[];
  /** After a counted vote / a sent vibe (the chart shows the vibe's new count on its frozen rows). */
  onVoted?: (id: string, remaining: number) => void;
  onVibed?: (id: string, vibeCount: number) => void;
}

export interface ProjectActions {
  /** Stable across renders (list rows are memoised). */
  vote: (id: string) => void;
  vibe: (id: string) => void;
  /** The project whose vote (vibe) is on its way, if any. */
  votingId: string | null;
  vibingId: string | null;
}

export function useProjectActions({ page, refresh, onVoted, onVibed }: ProjectActionsOptions): ProjectActions {
  const queryClient = useQueryClient();
  const { user, getIdToken } = useSession();
  const latest = useRef({ refresh, onVoted, onVibed });
  useEffect(() => {
    latest.current = { refresh, onVoted, onVibed };
  });
  // Not awaited: the button is free again at once; the rows update when the refetch lands.
  const refetch = (...also: QueryKey[]) => {
    void readAgain(queryClient, [...latest.current.refresh, ...also]);
  };

  const voteMutation = useMutation({
    mutationFn: async (submissionId: string) => {
      const [table, token] = await Promise.all([loadTable(page), requireIdToken(getIdToken)]);
      const body = table.voteAction ? { submissionId, action: table.voteAction } : { submissionId };
      return browserApi.call('vote', { body, token });
    },
    onSuccess: async ({ remaining, voteCount, weeklyVotes }, id) => {
      queryClient.setQueryData([...QUERY_KEYS.myQuota, user?.uid ?? null], { remaining });
      // The server's counts after the vote: every row of this project shows them (vote-answers.ts).
      if (voteCount !== undefined && weeklyVotes !== undefined) rememberVoteAnswer(id, { voteCount, weeklyVotes });
      toast((await loadTable(page)).voted(remaining));
      latest.current.onVoted?.(id, remaining);
    },
    onError: async (error) => toast((await loadTable(page)).voteFailed(error)),
    // After a final error too: the call was retried with its key, so the vote may have been stored.
    onSettled: () => refetch(QUERY_KEYS.chartStats, QUERY_KEYS.myQuota),
  });

  const vibeMutation = useMutation({
    mutationFn: async (id: string) => {
      const [table, token] = await Promise.all([loadTable(page), requireIdToken(getIdToken)]);
      return table.vibeRoute === 'vibe'
        ? browserApi.call('vibe', { body: { submissionId: id }, token })
        : browserApi.call('projectVibe', { params: { id }, token });
    },
    onSuccess: async ({ vibeCount }, id) => {
      toast((await loadTable(page)).vibed);
      latest.current.onVibed?.(id, vibeCount);
    },
    onError: async (error) => toast((await loadTable(page)).vibeFailed(error)),
    onSettled: () => refetch(QUERY_KEYS.totalVibes),
  });

  return {
    vote: voteMutation.mutate,
    vibe: vibeMutation.mutate,
    votingId: voteMutation.isPending ? voteMutation.variables : null,
    vibingId: vibeMutation.isPending ? vibeMutation.variables : null,
  };
}
