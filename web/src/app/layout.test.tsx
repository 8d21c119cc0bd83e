// @vitest-environment jsdom
// The top bar's session-dependent parts: SIGN IN (hidden for a returning member until the session is
// known), the profile menu once signed in, and SUBMIT's guard. The session and the sign-in actions are
// mocked at their modules; the counters' API answers from a table bound to the query client.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../lib/api';
import { bindApi } from '../lib/api';
import type { SessionStatus } from '../lib/session';
import { InBrowser, withDomRoot } from '../test/dom-root';
import { Layout } from './layout';
import { SUBMIT_BLOCKED_MS, SUBMIT_BLOCKED_TEXT } from './nav';

const mocks = vi.hoisted(() => ({
  status: 'loading' as SessionStatus,
  hint: false,
  ready: vi.fn(),
  preloadSession: vi.fn(),
  signIn: vi.fn(),
}));

vi.mock('../lib/session', () => ({
  useSession: () => ({
    status: mocks.status,
    isAdmin: false,
    user: mocks.status === 'signedIn' ? { uid: 'ada', email: 'ada@example.com', fullName: 'Ada Lovelace' } : null,
    ready: mocks.ready,
    getIdToken: async () => 'id-token',
  }),
  hasSessionHint: () => mocks.hint,
  preloadSession: mocks.preloadSession,
}));
// The menu itself (Chakra) is the profile menu's business; here it only has to appear.
vi.mock('./profile-menu', () => ({ default: () => <button data-testid="profile-button">PROFILE</button> }));
vi.mock('../lib/use-auth-actions', () => ({ useAuthActions: () => ({ signIn: mocks.signIn, signOut: vi.fn() }) }));

const ANSWERS: Record<string, unknown> = {
  chartStats: { totalVotes: 10, totalProjects: 4, totalBuilders: 3 },
  totalVibes: { totalVibes: 2 },
  myQuota: { remaining: 5 },
};
const fakeApi: Api = { call: (async (name: string) => ANSWERS[name] ?? null) as Api['call'] };

const dom = withDomRoot();
let client: QueryClient;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>HOME PAGE</p> },
          { path: '/submit', element: <p>SUBMIT FORM</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  act(() =>
    dom.root.render(
      <InBrowser>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </InBrowser>,
    ),
  );
  return router;
}

// The whole layout renders in jsdom: a generous bound per test for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** Lets React render until `done()`, at most `ms` (a lazy chunk's load). */
async function until(done: () => boolean, ms = 4_000) {
  for (let waited = 0; waited < ms && !done(); waited += 20) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
const signInButton = () => dom.container.querySelector<HTMLButtonElement>('[data-testid="sign-in-button"]');
const submitLink = () => dom.container.querySelector<HTMLAnchorElement>('[data-testid="submit-button"]')!;
const blockedTip = () =>
  [...dom.container.querySelectorAll('[role="tooltip"]')].find((tip) => tip.textContent === SUBMIT_BLOCKED_TEXT)!
    .parentElement!;

beforeEach(() => {
  mocks.status = 'loading';
  mocks.hint = false;
  mocks.ready.mockReset().mockImplementation(async () => mocks.status);
  mocks.preloadSession.mockReset();
  mocks.signIn.mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom does not scroll
  client = bindApi(new QueryClient({ defaultOptions: { queries: { retry: false } } }), fakeApi);
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the top bar while the session is unknown', () => {
  it("marks SIGN IN as unknown (a returning member's page hides it), and drops the mark once signed out", async () => {
    renderAt('/');
    expect(signInButton()!.getAttribute('data-session')).toBe('unknown');
    mocks.status = 'signedOut';
    renderAt('/');
    expect(signInButton()!.hasAttribute('data-session')).toBe(false);
  });

  it('starts loading auth when SIGN IN gets the focus, and signs in on a click', () => {
    renderAt('/');
    act(() => signInButton()!.focus());
    expect(mocks.preloadSession).toHaveBeenCalled();
    act(() => signInButton()!.click());
    expect(mocks.signIn).toHaveBeenCalledTimes(1);
  });
});

describe('the top bar signed in', () => {
  it('shows the profile menu instead of SIGN IN', async () => {
    mocks.status = 'signedIn';
    renderAt('/');
    await until(() => dom.container.querySelector('[data-testid="profile-button"]') !== null);
    expect(dom.container.querySelector('[data-testid="profile-button"]')!.textContent).toContain('PROFILE');
    expect(signInButton()).toBeNull();
  });
});

describe('SUBMIT', () => {
  it('takes a member to the form', async () => {
    mocks.status = 'signedIn';
    const router = renderAt('/');
    act(() => submitLink().click());
    await settle();
    expect(router.state.location.pathname).toBe('/submit');
    expect(dom.container.textContent).toContain('SUBMIT FORM');
  });

  it('keeps a signed-out visitor on the page and says why for a few seconds', async () => {
    mocks.status = 'signedOut';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderAt('/');
    expect(blockedTip().hasAttribute('data-open')).toBe(false);
    await act(async () => submitLink().click());
    expect(router.state.location.pathname).toBe('/');
    expect(blockedTip().hasAttribute('data-open')).toBe(true);
    act(() => vi.advanceTimersByTime(SUBMIT_BLOCKED_MS + 10));
    expect(blockedTip().hasAttribute('data-open')).toBe(false);
  });

  it('opens the join dialog for a signed-out visitor, whose sign-in returns to the submit form', async () => {
    mocks.status = 'signedOut';
    renderAt('/');
    await act(async () => submitLink().click());
    const joinDialog = () => document.body.querySelector('[data-testid="join-dialog"]');
    await until(() => joinDialog() !== null, 15_000); // Chakra's first load in jsdom
    expect(joinDialog()!.textContent).toContain('Join the Community');
    const join = [...joinDialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Sign in with Google')!;
    act(() => join.click());
    expect(mocks.signIn).toHaveBeenCalledWith('/submit');
    await until(() => joinDialog() === null);
    expect(joinDialog()).toBeNull(); // it closes as the sign-in starts
  });

  it('keeps a browser that never had a session on the page at once while the session loads', async () => {
    const router = renderAt('/');
    await act(async () => submitLink().click());
    expect(mocks.ready).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(blockedTip().hasAttribute('data-open')).toBe(true);
  });

  it('waits for a loading session before deciding, for a browser that had one', async () => {
    mocks.hint = true;
    let answer!: (status: SessionStatus) => void;
    mocks.ready.mockReturnValue(new Promise<SessionStatus>((resolve) => (answer = resolve)));
    const router = renderAt('/');
    act(() => submitLink().click());
    await settle();
    expect(router.state.location.pathname).toBe('/');
    answer('signedIn');
    await settle();
    expect(router.state.location.pathname).toBe('/submit');
  });
});
