// @vitest-environment jsdom
// Vote and vibe from a list, with the /api client, the session and the toasts replaced at their module
// boundaries: what is sent, what the page shows while it runs, the answer's toast, and what refreshes.
import type { QueryKey } from '@tanstack/react-query';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../test/dom-root';
import { resetAnswers, useCountedTotals, useVibeAnswer, useVoteAnswer } from './action-answers';
import { ApiError } from './api-error';
import type { ProjectActionsPage } from './project-action-toasts';
import { QUERY_KEYS } from './query-keys';
import { queryPageData } from './query-page-data';
import { PageDataProvider } from './page-data';
import { useProjectActions } from './use-project-actions';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: vi.fn(),
  token: 'id-token' as string | null,
}));

vi.mock('./api', () => ({ browserApi: { call: mocks.call } }));
vi.mock('../components/ui/toaster', () => ({ toast: mocks.toast }));
vi.mock('./session', () => ({
  useSession: () => ({
    user: mocks.token ? { uid: 'ada', email: 'ada@example.com', fullName: 'Ada' } : null,
    getIdToken: async () => mocks.token,
  }),
}));

const PAGE_LIST: QueryKey = ['projects', 'launchpad'];
const dom = withDomRoot();
let client: QueryClient;

function Row({ page }: { page: ProjectActionsPage }) {
  const actions = useProjectActions({ page, refresh: [PAGE_LIST] });
  // What every row of p1 shows of the member's own answers (action-answers.ts).
  const votes = useVoteAnswer('p1');
  const vibes = useVibeAnswer('p1');
  // The counters, as the shell shows them: the page read 100 votes and 50 vibes (cached answers).
  const totals = useCountedTotals({ totalVotes: 100, totalVibes: 50 });
  return (
    <>
      <button type="button" onClick={() => actions.vote('p1')}>
        vote
      </button>
      <button type="button" onClick={() => actions.vibe('p1')}>
        vibe
      </button>
      <output>{`voting:${actions.votingId ?? '-'} vibing:${actions.vibingId ?? '-'}`}</output>
      <data>{`votes:${votes ? `${votes.voteCount}/${votes.weeklyVotes}` : '-'} vibes:${vibes?.vibeCount ?? '-'}`}</data>
      <meter>{`totals:${totals.totalVotes}/${totals.totalVibes}`}</meter>
    </>
  );
}

function render(page: ProjectActionsPage) {
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <PageDataProvider value={queryPageData(client)}>
          <Row page={page} />
        </PageDataProvider>
      </QueryClientProvider>,
    ),
  );
}

const click = (name: 'vote' | 'vibe') =>
  act(() => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!.click());
const status = () => dom.container.querySelector('output')!.textContent;
const answers = () => dom.container.querySelector('data')!.textContent;
const totals = () => dom.container.querySelector('meter')!.textContent;

/** Lets the mutation, the lazily loaded toast table and the callbacks run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** An answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const refused = (status: number, code: string, message: string) =>
  new ApiError(status, message, JSON.stringify({ error: 'x', code, message }));

/** Seeds the queries a vote or vibe may refresh, to see which it marked stale. */
function seed(...keys: QueryKey[]) {
  for (const key of keys) client.setQueryData(key, { seeded: true });
}
const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;

beforeAll(async () => {
  // The chunks the first vote loads (its toasts, the refusal text): here already, as after a first click.
  await Promise.all([import('./project-action-toasts'), import('@domain/messages')]);
});

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  mocks.call.mockReset();
  mocks.toast.mockReset();
  mocks.token = 'id-token';
  resetAnswers();
});

afterEach(() => {
  client.clear();
});

describe('voting', () => {
  it('sends the chart vote with the bearer, shows it running, then the votes left, and refreshes', async () => {
    const answer = deferred<{ remaining: number; voteCount: number; weeklyVotes: number }>();
    mocks.call.mockReturnValue(answer.promise);
    seed(PAGE_LIST, QUERY_KEYS.chartStats, QUERY_KEYS.totalVibes);
    render('chart');
    click('vote');
    await settle();
    expect(mocks.call).toHaveBeenCalledWith('vote', { body: { submissionId: 'p1' }, token: 'id-token' });
    expect(status()).toBe('voting:p1 vibing:-');

    answer.resolve({ remaining: 7, voteCount: 12, weeklyVotes: 4 });
    await settle();
    expect(status()).toBe('voting:- vibing:-');
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Vote counted! ✨',
      description: '7 votes remaining this week',
      type: 'success',
    });
    expect(answers()).toBe('votes:12/4 vibes:-');
    expect(totals()).toBe('totals:101/50');
    expect(client.getQueryData([...QUERY_KEYS.myQuota, 'ada'])).toEqual({ remaining: 7 });
    expect(stale(PAGE_LIST)).toBe(true);
    expect(stale(QUERY_KEYS.chartStats)).toBe(true);
    expect(stale(QUERY_KEYS.totalVibes)).toBe(false);
  });

  it('reads the stats again when their first read, still loading, began before the vote', async () => {
    const reads: Array<(stats: { votes: number }) => void> = [];
    const stats = new QueryObserver(client, {
      queryKey: QUERY_KEYS.chartStats,
      queryFn: () => new Promise<{ votes: number }>((answer) => reads.push(answer)),
    });
    const stop = stats.subscribe(() => {});
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    mocks.call.mockResolvedValue({ remaining: 7 });
    render('chart');
    click('vote');
    await settle();
    expect(reads).toHaveLength(2);
    reads[0]!({ votes: 10 }); // counted before the vote: not shown
    reads[1]!({ votes: 11 });
    await vi.waitFor(() => expect(stats.getCurrentResult().data).toEqual({ votes: 11 }));
    stop();
  });

  it("sends action 'vote' from the launchpad and the archive, and none from All Projects", async () => {
    mocks.call.mockResolvedValue({ remaining: 3 });
    render('list');
    click('vote');
    await settle();
    expect(mocks.call).toHaveBeenLastCalledWith('vote', {
      body: { submissionId: 'p1', action: 'vote' },
      token: 'id-token',
    });
    render('allProjects');
    click('vote');
    await settle();
    expect(mocks.call).toHaveBeenLastCalledWith('vote', { body: { submissionId: 'p1' }, token: 'id-token' });
    expect(mocks.toast).toHaveBeenLastCalledWith({ title: 'Vote Recorded', type: 'success' });
  });

  it("shows the page's toast for a refusal, reports no vote, and still refreshes (it may have been stored)", async () => {
    mocks.call.mockRejectedValue(refused(409, 'quota_used', 'Insufficient votes'));
    seed(PAGE_LIST, QUERY_KEYS.chartStats);
    render('list');
    click('vote');
    await settle();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Out of votes',
      description: "You've used all votes this week. Resets Monday.",
      type: 'warning',
    });
    expect(answers()).toBe('votes:- vibes:-');
    expect(totals()).toBe('totals:100/50');
    expect(status()).toBe('voting:- vibing:-');
    expect(stale(PAGE_LIST)).toBe(true);
    expect(stale(QUERY_KEYS.chartStats)).toBe(true);
  });

  it('asks to sign in, without calling the server, when the session has no token any more', async () => {
    mocks.token = null;
    render('chart');
    click('vote');
    await settle();
    expect(mocks.call).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Sign in to vote',
      description: "We need to know it's really you before counting your vote.",
      type: 'error',
    });
  });
});

describe('vibing', () => {
  it("sends the chart's vibe to the project's route, shows it running, then thanks, and refreshes the vibes", async () => {
    const answer = deferred<{ vibeCount: number }>();
    mocks.call.mockReturnValue(answer.promise);
    seed(PAGE_LIST, QUERY_KEYS.totalVibes, QUERY_KEYS.chartStats);
    render('chart');
    click('vibe');
    await settle();
    expect(mocks.call).toHaveBeenCalledWith('projectVibe', { params: { id: 'p1' }, token: 'id-token' });
    expect(status()).toBe('voting:- vibing:p1');

    answer.resolve({ vibeCount: 4 });
    await settle();
    expect(status()).toBe('voting:- vibing:-');
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Vibe sent!', type: 'success' });
    expect(answers()).toBe('votes:- vibes:4');
    expect(totals()).toBe('totals:100/51');
    expect(stale(QUERY_KEYS.totalVibes)).toBe(true);
    expect(stale(PAGE_LIST)).toBe(true);
    expect(stale(QUERY_KEYS.chartStats)).toBe(false);
  });

  it("sends the list's vibe to POST /api/vibes and shows the server's refusal", async () => {
    mocks.call.mockRejectedValue(refused(409, 'already_vibed_today', 'You already sent vibes today'));
    render('list');
    click('vibe');
    await settle();
    expect(mocks.call).toHaveBeenCalledWith('vibe', { body: { submissionId: 'p1' }, token: 'id-token' });
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'You already sent vibes today',
      type: 'error',
    });
    expect(answers()).toBe('votes:- vibes:-');
    expect(totals()).toBe('totals:100/50');
  });
});
