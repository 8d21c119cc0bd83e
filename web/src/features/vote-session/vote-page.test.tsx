// @vitest-environment jsdom
// The review session (/vote) as a member plays it with the keyboard and the buttons: the /api client,
// the session and the toasts replaced at their module boundaries, the page itself real (Chakra).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraScope } from '../../chakra/chakra-scope';
import { ApiError } from '../../lib/api-error';
import { QUERY_KEYS } from '../../lib/query-keys';
import { LAST_SUBMITTED_KEY, SUBMIT_DRAFT_KEY } from '../../lib/submit-storage';
import { InBrowser, withDomRoot } from '../../test/dom-root';
import type { SessionItem } from './session-model';
import { VotePage } from './vote-page';

const mocks = vi.hoisted(() => ({
  status: 'signedIn' as 'signedIn' | 'signedOut',
  call: vi.fn(),
  toast: vi.fn(),
  signIn: vi.fn(),
}));

vi.mock('../../lib/session', () => ({
  useSession: () => ({
    status: mocks.status,
    user: mocks.status === 'signedIn' ? { uid: 'ada', email: 'ada@example.com', fullName: 'Ada' } : null,
    ready: async () => mocks.status,
    getIdToken: async () => (mocks.status === 'signedIn' ? 'id-token' : null),
  }),
}));
vi.mock('../../lib/api', () => ({ browserApi: { call: mocks.call } }));
vi.mock('../../components/ui/toaster', () => ({ toast: mocks.toast }));
vi.mock('../../lib/use-auth-actions', () => ({ useAuthActions: () => ({ signIn: mocks.signIn }) }));

// The page renders Chakra in jsdom: slow on a busy machine, so a generous bound per test.
vi.setConfig({ testTimeout: 30_000 });

const item = (id: string, position: number): SessionItem => ({
  id: `item-${id}`,
  position,
  acted: false,
  project: {
    id,
    title: `Project ${id.toUpperCase()}`,
    summary: 'A project.',
    url: null,
    thumbnail_url: null,
    stackTags: [],
  },
});
const ITEMS = ['a', 'b', 'c', 'd', 'e'].map(item);

/** The server: answers each /api call by name; vote actions from a queue the test fills. */
let actionAnswers: (() => Promise<unknown>)[];
let sessionAnswer: () => Promise<unknown>;

const dom = withDomRoot();
let client: QueryClient;

function render(path = '/vote') {
  act(() =>
    dom.root.render(
      <InBrowser>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/vote"
                element={
                  <ChakraScope>
                    <VotePage />
                  </ChakraScope>
                }
              />
              <Route path="/submit" element={<p>SUBMIT PAGE</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InBrowser>,
    ),
  );
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
const text = () => dom.container.textContent ?? '';
const progress = () => dom.container.querySelector('[data-testid="review-progress"]')?.textContent ?? null;
const title = () => dom.container.querySelector('[data-testid="review-title"]')?.textContent ?? null;
const bonusNote = () => dom.container.querySelector('[data-testid="review-bonus"]')?.textContent ?? null;
const buttonNamed = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const actionCalls = () => mocks.call.mock.calls.filter(([name]) => name === 'voteAction').map(([, o]) => o.body);

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = window) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const answered =
  (completed = false) =>
  () =>
    Promise.resolve({ ok: true, completed });

async function startSession(path = '/vote') {
  render(path);
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mocks.status = 'signedIn';
  mocks.toast.mockReset();
  mocks.signIn.mockReset();
  actionAnswers = [];
  sessionAnswer = () => Promise.resolve({ sessionId: 's1', items: ITEMS });
  mocks.call.mockReset().mockImplementation((name: string) => {
    if (name === 'voteSession') return sessionAnswer();
    if (name === 'voteAction') return (actionAnswers.shift() ?? answered())();
    throw new Error(`unexpected call ${name}`);
  });
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
});

describe('/vote before a session', () => {
  it('asks a signed-out visitor to sign in and starts nothing', async () => {
    mocks.status = 'signedOut';
    await startSession();
    expect(text()).toContain('Please sign in to vote on projects');
    act(() => buttonNamed('Sign in with Google')!.click());
    expect(mocks.signIn).toHaveBeenCalledTimes(1);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('starts a session of the asked size without the project just submitted, then forgets that project', async () => {
    sessionStorage.setItem(LAST_SUBMITTED_KEY, 'mine');
    await startSession('/vote?target=3');
    expect(mocks.call).toHaveBeenCalledWith('voteSession', {
      body: { targetCount: 3, excludeProjectId: 'mine' },
      token: 'id-token',
    });
    expect(sessionStorage.getItem(LAST_SUBMITTED_KEY)).toBeNull();
    expect(progress()).toBe('Review 1 of 5');
    expect(title()).toBe('Project A');
  });

  it('says so when no project is left to review', async () => {
    sessionAnswer = () => Promise.resolve({ sessionId: 's1', items: [] });
    await startSession();
    expect(text()).toContain('No projects available for voting at this time.');
  });

  it('shows a failed start with its reason, and starts again on "Try again"', async () => {
    sessionAnswer = () =>
      Promise.reject(new ApiError(503, 'Busy, try again', '{"error":"x","message":"Busy, try again"}'));
    await startSession();
    expect(text()).toContain('Failed to start voting session');
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Error', description: 'Busy, try again', type: 'error' });

    sessionAnswer = () => Promise.resolve({ sessionId: 's2', items: ITEMS });
    act(() => buttonNamed('Try again')!.click());
    await settle();
    expect(progress()).toBe('Review 1 of 5');
  });
});

describe('/vote during a session', () => {
  it('votes with V and skips with S, each item once, moving on to the next one', async () => {
    await startSession();
    press('v');
    await settle();
    press('S');
    await settle();
    expect(actionCalls()).toEqual([
      { sessionId: 's1', projectId: 'a', action: 'vote' },
      { sessionId: 's1', projectId: 'b', action: 'skip' },
    ]);
    expect(progress()).toBe('Review 3 of 5');
    expect(title()).toBe('Project C');
  });

  it('sends one request for a double press, and takes no key while it runs', async () => {
    const answer = deferred<unknown>();
    actionAnswers.push(() => answer.promise);
    await startSession();
    // Two presses in one task: the second comes before React has rendered the first.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'v' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'v' }));
    });
    press('ArrowRight');
    press('s');
    await settle();
    expect(actionCalls()).toHaveLength(1);
    expect(progress()).toBe('Review 1 of 5');

    answer.resolve({ ok: true, completed: false });
    await settle();
    expect(progress()).toBe('Review 2 of 5');
  });

  it('moves with the arrows and the buttons without acting', async () => {
    await startSession();
    press('ArrowRight');
    press('ArrowRight');
    expect(title()).toBe('Project C');
    press('ArrowLeft');
    expect(title()).toBe('Project B');
    act(() => buttonNamed('← Previous')!.click());
    expect(title()).toBe('Project A');
    expect(buttonNamed('← Previous')!.disabled).toBe(true);
    expect(actionCalls()).toEqual([]);
  });

  it('does not act on keys typed in a field or with a modifier', async () => {
    await startSession();
    const field = document.body.appendChild(document.createElement('input'));
    press('v', {}, field);
    press('v', { ctrlKey: true });
    press('s', { metaKey: true });
    await settle();
    field.remove();
    expect(actionCalls()).toEqual([]);
  });

  it('keeps the member on the item when a vote fails, with the server’s reason, and lets them try again', async () => {
    actionAnswers.push(() =>
      Promise.reject(new ApiError(409, 'Insufficient votes', '{"error":"conflict","message":"Insufficient votes"}')),
    );
    await startSession();
    press('v');
    await settle();
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Error', description: 'Insufficient votes', type: 'error' });
    expect(title()).toBe('Project A');
    act(() => buttonNamed('Skip')!.click());
    await settle();
    expect(actionCalls()).toEqual([
      { sessionId: 's1', projectId: 'a', action: 'vote' },
      { sessionId: 's1', projectId: 'a', action: 'skip' },
    ]);
    expect(title()).toBe('Project B');
  });
});

describe('/vote after a session', () => {
  async function completeAll() {
    await startSession();
    for (const key of ['v', 's', 'v', 's', 'v']) {
      press(key);
      await settle();
    }
  }

  it('thanks the member and says the bonus the completing answer credited, with nothing to claim', async () => {
    actionAnswers.push(answered(), answered(), answered(), answered(), () =>
      Promise.resolve({ ok: true, completed: true, remaining: 2, bonusEarned: 3 }),
    );
    await completeAll();
    expect(dom.container.querySelector('[data-testid="review-complete"]')).not.toBeNull();
    expect(text()).toContain('Thanks for voting!');
    expect(bonusNote()).toBe('+3 bonus votes added to your quota for this week.');
    expect(buttonNamed('Earn +3 bonus votes')).toBeNull();
    expect(mocks.call.mock.calls.filter(([name]) => name === 'earn')).toEqual([]);
  });

  it("says the week's bonus was earned before when the completing answer credits none", async () => {
    actionAnswers.push(answered(), answered(), answered(), answered(), () =>
      Promise.resolve({ ok: true, completed: true, remaining: 2, bonusEarned: 0 }),
    );
    await completeAll();
    expect(bonusNote()).toBe("You've already earned this week's review bonus.");
  });

  it('tells a member who skipped all five that a vote earns the bonus', async () => {
    await startSession();
    for (const key of ['s', 's', 's', 's', 's']) {
      press(key);
      await settle();
    }
    expect(bonusNote()).toBe('Vote for at least one project in a review session to earn +3 bonus votes.');
  });

  it('refreshes the quota when the completing answer is a skip credited the bonus', async () => {
    const quotaKey = [...QUERY_KEYS.myQuota, 'ada'];
    actionAnswers.push(answered(), answered(), answered(), answered(), () =>
      Promise.resolve({ ok: true, completed: true, remaining: 4, bonusEarned: 3 }),
    );
    await startSession();
    for (const key of ['v', 's', 's', 's']) {
      press(key);
      await settle();
    }
    client.setQueryData(quotaKey, { remaining: 1 }); // as read after the vote
    press('s');
    await settle();
    expect(bonusNote()).toBe('+3 bonus votes added to your quota for this week.');
    expect(client.getQueryState(quotaKey)!.isInvalidated).toBe(true);
  });

  it('offers no bonus for a session the server ended before 5 reviews', async () => {
    actionAnswers.push(answered(), answered(true));
    await startSession();
    press('v');
    await settle();
    press('v');
    await settle();
    expect(text()).toContain('Thanks for voting!');
    expect(bonusNote()).toBeNull();
  });

  it('"Keep Voting" starts a new session; "Share Your Project" opens a clean submit form', async () => {
    await completeAll();
    act(() => buttonNamed('Keep Voting')!.click());
    await settle();
    expect(mocks.call.mock.calls.filter(([name]) => name === 'voteSession')).toHaveLength(2);
    expect(progress()).toBe('Review 1 of 5');

    for (const key of ['v', 'v', 'v', 'v', 'v']) {
      press(key);
      await settle();
    }
    localStorage.setItem(SUBMIT_DRAFT_KEY, '{"title":"old"}');
    act(() => buttonNamed('Share Your Project')!.click());
    await settle();
    expect(localStorage.getItem(SUBMIT_DRAFT_KEY)).toBeNull();
    expect(text()).toContain('SUBMIT PAGE');
  });
});
