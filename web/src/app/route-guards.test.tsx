// @vitest-environment jsdom
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InBrowser, withDomRoot } from '../test/dom-root';
import type { Session } from '../lib/session';
import { GUARD_REDIRECT_MS, RequireAdmin, RequireUser } from './route-guards';

const signIn = vi.fn(async (_returnTo?: string) => undefined);
let session: Session;

vi.mock('../lib/session', () => ({ useSession: () => session }));
vi.mock('../lib/use-auth-actions', () => ({ useAuthActions: () => ({ signIn, signOut: vi.fn() }) }));

function sessionOf(status: Session['status'], isAdmin = false): Session {
  return {
    status,
    isAdmin,
    user: status === 'signedIn' ? { uid: 'u1', email: 'u1@example.com', fullName: 'U One' } : null,
    getIdToken: async () => (status === 'signedIn' ? 'token' : null),
    signIn: async () => ({ uid: 'u1', email: 'u1@example.com', fullName: 'U One' }),
    signOut: async () => undefined,
    ready: vi.fn(async () => (status === 'loading' ? 'signedOut' : status)),
  } as Session;
}

const dom = withDomRoot();

beforeEach(() => {
  vi.useFakeTimers();
  signIn.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>HOME PAGE</p> },
      {
        path: '/submit',
        element: (
          <RequireUser>
            <p>SUBMIT FORM</p>
          </RequireUser>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <p>ADMIN TABLE</p>
          </RequireAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  // No provider here: the refusal brings its own Chakra scope.
  act(() =>
    dom.root.render(
      <InBrowser>
        <RouterProvider router={router} />
      </InBrowser>,
    ),
  );
  return router;
}

const text = () => dom.container.textContent ?? '';

describe('RequireUser', () => {
  it('shows a skeleton while the session loads, and asks for it at once', () => {
    session = sessionOf('loading');
    renderAt('/submit');
    expect(dom.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(text()).not.toContain('SUBMIT FORM');
    expect(session.ready).toHaveBeenCalled();
  });

  it('renders the page for a signed-in user', () => {
    session = sessionOf('signedIn');
    const router = renderAt('/submit');
    expect(text()).toContain('SUBMIT FORM');
    act(() => vi.advanceTimersByTime(GUARD_REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/submit');
  });

  it('tells a signed-out visitor to join, then redirects home after the delay', () => {
    session = sessionOf('signedOut');
    const router = renderAt('/submit');
    expect(text()).toContain('Join the Community');
    expect(text()).toContain('Go Home & Sign In');
    expect(text()).not.toContain('SUBMIT FORM');
    act(() => vi.advanceTimersByTime(GUARD_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/submit');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/');
    expect(text()).toContain('HOME PAGE');
  });

  it('"Go Home & Sign In" starts the sign-in back to this page and goes home at once', () => {
    session = sessionOf('signedOut');
    const router = renderAt('/submit?from=promo');
    const button = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Go Home & Sign In');
    act(() => button!.click());
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('/submit?from=promo');
    expect(router.state.location.pathname).toBe('/');
  });

  it("carries the guarded page's own title and description while the session loads", () => {
    session = sessionOf('loading');
    renderAt('/submit');
    expect(document.title).toMatch(/^Submit your AI project/);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^Submit a project you built with AI tools/);
  });
});

describe('RequireAdmin', () => {
  it.each([
    ['signed out', sessionOf('signedOut')],
    ['signed in without the admin claim', sessionOf('signedIn', false)],
  ])('refuses a visitor %s and redirects home', (_name, s) => {
    session = s;
    const router = renderAt('/admin');
    expect(text()).toContain('Admin Access Only');
    expect(text()).toContain('Back to VibeChart');
    expect(text()).not.toContain('ADMIN TABLE');
    act(() => vi.advanceTimersByTime(GUARD_REDIRECT_MS + 10));
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the page for an admin', () => {
    session = sessionOf('signedIn', true);
    renderAt('/admin');
    expect(text()).toContain('ADMIN TABLE');
    expect(text()).not.toContain('Admin Access Only');
  });

  it('shows a skeleton while the session loads', () => {
    session = sessionOf('loading');
    renderAt('/admin');
    expect(dom.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(text()).not.toContain('Admin Access Only');
  });
});
