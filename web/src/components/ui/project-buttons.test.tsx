// @vitest-environment jsdom
// The vote, vibe and share buttons of every list, with the session, the toasts and the /api client
// replaced at their module boundaries and the browser's share and clipboard stubbed: what a tap does
// signed in, signed out and while the session loads.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryPageData } from '../../lib/query-page-data';
import { PageDataProvider } from '../../lib/page-data';
import type { ReactNode } from 'react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../../test/dom-root';
import { QUERY_KEYS } from '../../lib/query-keys';
import type { SessionStatus } from '../../lib/session';
import { ShareButton } from './share-button';
import { VIBE_SIGN_IN } from './sign-in-prompt';
import { VibeButton } from './vibe-button';
import { VoteButton } from './vote-button';

const mocks = vi.hoisted(() => ({
  session: {
    status: 'signedIn' as SessionStatus,
    hint: false,
    ready: vi.fn(),
    signIn: vi.fn(),
    token: 'id-token' as string | null,
  },
  preloadSession: vi.fn(),
  toast: vi.fn(),
  call: vi.fn(),
}));

vi.mock('../../lib/session', () => ({
  useSessionActions: () => ({
    currentStatus: () => mocks.session.status,
    ready: mocks.session.ready,
    signIn: mocks.session.signIn,
    getIdToken: async () => mocks.session.token,
  }),
  useSignedIn: () => mocks.session.status === 'signedIn',
  hasSessionHint: () => mocks.session.hint,
  preloadSession: mocks.preloadSession,
}));
vi.mock('./toaster', () => ({ toast: mocks.toast, preloadToaster: () => undefined }));
vi.mock('../../lib/api', () => ({ browserApi: { call: mocks.call } }));

const dom = withDomRoot();
let client: QueryClient;

function render(element: ReactNode) {
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <PageDataProvider value={queryPageData(client)}>{element}</PageDataProvider>
      </QueryClientProvider>,
    ),
  );
}
const button = () => dom.container.querySelector('button')!;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
async function tap() {
  act(() => button().click());
  await settle();
}

/** The sign-in toast: its 'Sign in' button signs in where the member is. */
const SIGN_IN_ACTION = { label: 'Sign in', onClick: expect.any(Function) };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

function browserCan({
  share,
  writeText,
}: {
  share?: () => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeAll(async () => {
  await import('./earn-share-bonus'); // loaded by the first share, as after a first tap
});

beforeEach(() => {
  client = new QueryClient();
  mocks.session.status = 'signedIn';
  mocks.session.hint = false;
  mocks.session.token = 'id-token';
  mocks.session.ready.mockReset().mockImplementation(async () => mocks.session.status);
  mocks.session.signIn.mockReset();
  mocks.preloadSession.mockReset();
  mocks.toast.mockReset();
  mocks.call.mockReset();
});

afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
});

describe('VoteButton', () => {
  it('votes for a signed-in member, named with its count, with the signed-in tip', async () => {
    const onVote = vi.fn();
    render(<VoteButton projectName="Tiny Tunes" count={12} onVote={onVote} />);
    expect(button().getAttribute('aria-label')).toBe('Vote for Tiny Tunes, 12 votes');
    expect(button().getAttribute('data-tip')).toBe('vote-in');
    await tap();
    expect(onVote).toHaveBeenCalledTimes(1);
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it("asks a signed-out visitor to sign in with the page's words, and does not vote", async () => {
    mocks.session.status = 'signedOut';
    const onVote = vi.fn();
    render(
      <VoteButton
        projectName="Tiny Tunes"
        onVote={onVote}
        signInPrompt={{ title: 'Sign in', description: 'Please' }}
      />,
    );
    expect(button().getAttribute('data-tip')).toBe('vote-out');
    await tap();
    expect(onVote).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Sign in',
      description: 'Please',
      type: 'warning',
      action: SIGN_IN_ACTION,
    });
  });

  it("signs in from the toast's 'Sign in' button and stays on the page, welcomed", async () => {
    mocks.session.status = 'signedOut';
    window.history.replaceState(null, '', '/projects/tiny-tunes?tab=votes#top');
    mocks.session.signIn.mockResolvedValue({ uid: 'ada', email: 'ada@example.com', fullName: 'Ada Lovelace' });
    render(<VoteButton projectName="Tiny Tunes" onVote={() => undefined} />);
    await tap();
    const [{ action }] = mocks.toast.mock.calls[0] as [{ action: { onClick: () => void } }];
    await act(async () => action.onClick());
    expect(mocks.session.signIn).toHaveBeenCalledWith({ returnTo: '/projects/tiny-tunes?tab=votes#top' });
    expect(mocks.toast).toHaveBeenLastCalledWith({
      title: 'Welcome back!',
      description: 'Signed in as Ada Lovelace',
      type: 'success',
    });
  });

  it('answers a browser that never had a session at once while the session loads', async () => {
    mocks.session.status = 'loading';
    const onVote = vi.fn();
    render(<VoteButton projectName="Tiny Tunes" onVote={onVote} />);
    await tap();
    expect(mocks.session.ready).not.toHaveBeenCalled();
    expect(onVote).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please sign in to vote for projects.',
      type: 'warning',
      action: SIGN_IN_ACTION,
    });
  });

  it('for a returning member, waits for the session then votes, busy from the tap to the answer', async () => {
    mocks.session.status = 'loading';
    mocks.session.hint = true;
    const known = deferred<SessionStatus>();
    mocks.session.ready.mockReturnValue(known.promise);
    const voted = deferred<void>();
    const onVote = vi.fn(() => voted.promise);
    render(<VoteButton projectName="Tiny Tunes" onVote={onVote} />);
    await tap();
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(onVote).not.toHaveBeenCalled();

    known.resolve('signedIn');
    await settle();
    expect(onVote).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-busy')).toBe('true');
    voted.resolve();
    await settle();
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('prompts a returning member whose session turned out signed out', async () => {
    mocks.session.status = 'loading';
    mocks.session.hint = true;
    mocks.session.ready.mockResolvedValue('signedOut');
    const onVote = vi.fn();
    render(<VoteButton projectName="Tiny Tunes" onVote={onVote} />);
    await tap();
    expect(onVote).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Authentication Required' }));
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('is disabled and busy while its vote is on its way, and starts loading the session on touch', () => {
    render(<VoteButton projectName="Tiny Tunes" pending onVote={() => undefined} />);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    act(() => button().dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(mocks.preloadSession).toHaveBeenCalled();
  });
});

describe('VibeButton', () => {
  it('fills the heart once the project has vibes, and names the count', () => {
    render(<VibeButton projectName="Tiny Tunes" count={0} onVibe={() => undefined} />);
    expect(button().hasAttribute('data-filled')).toBe(false);
    expect(button().querySelector('.vc-icon-heart-outline')).not.toBeNull();
    render(<VibeButton projectName="Tiny Tunes" count={3} onVibe={() => undefined} />);
    expect(button().getAttribute('data-filled')).toBe('true');
    expect(button().querySelector('.vc-icon-heart')).not.toBeNull();
    expect(button().getAttribute('aria-label')).toBe('Send vibes to Tiny Tunes, 3 vibes');
  });

  it('sends a vibe signed in, and asks a signed-out visitor to sign in', async () => {
    const onVibe = vi.fn();
    render(<VibeButton projectName="Tiny Tunes" count={1} onVibe={onVibe} />);
    await tap();
    expect(onVibe).toHaveBeenCalledTimes(1);

    mocks.session.status = 'signedOut';
    render(<VibeButton projectName="Tiny Tunes" count={1} onVibe={onVibe} />);
    await tap();
    expect(onVibe).toHaveBeenCalledTimes(1);
    expect(mocks.toast).toHaveBeenCalledWith({ ...VIBE_SIGN_IN, type: 'warning', action: SIGN_IN_ACTION });
  });
});

describe('ShareButton', () => {
  const project = { id: 'p1', projectName: 'Tiny Tunes' };

  it('copies the row link where there is no native share, then claims the weekly bonus and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    browserCan({ writeText });
    mocks.call.mockResolvedValue({ applied: true, bonusAmount: 2 });
    client.setQueryData([...QUERY_KEYS.myQuota, 'ada'], { remaining: 1 });
    const onShared = vi.fn();
    render(<ShareButton project={project} path="/launchpad" onShared={onShared} />);
    expect(button().getAttribute('aria-label')).toBe('Share Tiny Tunes');
    await tap();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/launchpad#project-p1`);
    expect(onShared).toHaveBeenCalledWith('copied');
    expect(mocks.call).toHaveBeenCalledWith('earn', { body: { action: 'share' }, token: 'id-token' });
    expect(mocks.toast.mock.calls).toEqual([
      [{ title: 'Link copied!', type: 'success' }],
      [{ title: 'Link copied!', description: 'Bonus votes earned! +2 votes added to your quota', type: 'success' }],
    ]);
    expect(client.getQueryState([...QUERY_KEYS.myQuota, 'ada'])?.isInvalidated).toBe(true);
  });

  it('leaves the copy toast alone when the bonus was already earned this week', async () => {
    browserCan({ writeText: async () => undefined });
    mocks.call.mockResolvedValue({ applied: false, bonusAmount: 0 });
    render(<ShareButton project={project} />);
    await tap();
    expect(mocks.toast.mock.calls).toEqual([[{ title: 'Link copied!', type: 'success' }]]);
  });

  it('shows no toast after a native share, claims the bonus, and announces it', async () => {
    const share = vi.fn(async () => undefined);
    browserCan({ share });
    mocks.call.mockResolvedValue({ applied: true, bonusAmount: 2 });
    render(<ShareButton project={project} />);
    await tap();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/#project-p1` }));
    expect(mocks.toast.mock.calls).toEqual([
      [{ title: 'Bonus votes earned!', description: '+2 votes added to your quota', type: 'success' }],
    ]);
  });

  it('asks for the share sheet and the clipboard within the tap, before it waits for anything', async () => {
    mocks.call.mockResolvedValue({ applied: false, bonusAmount: 0 });
    const share = vi.fn(async () => undefined);
    browserCan({ share });
    render(<ShareButton project={project} />);
    act(() => button().click());
    expect(share).toHaveBeenCalledTimes(1);
    const writeText = vi.fn(async () => undefined);
    browserCan({ writeText });
    act(() => button().click());
    expect(writeText).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('does nothing more when the member cancels the native share: no toast, no bonus, no session load', async () => {
    browserCan({ share: () => Promise.reject(new DOMException('cancelled', 'AbortError')) });
    render(<ShareButton project={project} />);
    await tap();
    expect(mocks.toast).not.toHaveBeenCalled();
    expect(mocks.session.ready).not.toHaveBeenCalled();
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('claims no bonus for a signed-out visitor', async () => {
    mocks.session.status = 'signedOut';
    browserCan({ writeText: async () => undefined });
    render(<ShareButton project={project} />);
    await tap();
    expect(mocks.call).not.toHaveBeenCalled();
    expect(mocks.toast.mock.calls).toEqual([[{ title: 'Link copied!', type: 'success' }]]);
  });

  it('keeps the copy toast when the bonus call fails, and re-reads the quota (it may have been applied)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browserCan({ writeText: async () => undefined });
    mocks.call.mockRejectedValue(new TypeError('Failed to fetch'));
    client.setQueryData([...QUERY_KEYS.myQuota, 'ada'], { remaining: 1 });
    render(<ShareButton project={project} />);
    await tap();
    expect(mocks.toast.mock.calls).toEqual([[{ title: 'Link copied!', type: 'success' }]]);
    expect(client.getQueryState([...QUERY_KEYS.myQuota, 'ada'])?.isInvalidated).toBe(true);
  });

  it('says the share failed when neither a share nor a copy works', async () => {
    browserCan({ writeText: () => Promise.reject(new Error('denied')) });
    document.execCommand = () => false; // jsdom has no legacy copy either
    render(<ShareButton />);
    expect(button().getAttribute('aria-label')).toBe('Share VibeChart');
    await tap();
    expect(mocks.toast.mock.calls).toEqual([
      [{ title: 'Share failed', description: 'Unable to copy share link', type: 'error' }],
    ]);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it("copies the site's link with the site's toast", async () => {
    const writeText = vi.fn(async () => undefined);
    browserCan({ writeText });
    mocks.session.status = 'signedOut';
    render(<ShareButton />);
    await tap();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Link Copied!', type: 'success' });
  });
});
