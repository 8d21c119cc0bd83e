// @vitest-environment jsdom
// SIGN IN and SIGN OUT as the member sees them: the session and the toasts mocked at their modules,
// the hook in a memory router (a sign-in that names a page goes there).
import { act, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigate } from 'react-router';
import { NavigationProvider } from './navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../test/dom-root';
import { useAuthActions } from './use-auth-actions';

const mocks = vi.hoisted(() => ({ signIn: vi.fn(), signOut: vi.fn(), toast: vi.fn() }));

vi.mock('./session', () => ({ useSession: () => ({ signIn: mocks.signIn, signOut: mocks.signOut }) }));
vi.mock('../components/ui/toaster', () => ({ toast: mocks.toast }));

const dom = withDomRoot();
let actions: ReturnType<typeof useAuthActions>;
let router: DataRouter;

function Probe() {
  const value = useAuthActions();
  useEffect(() => {
    actions = value;
  });
  return null;
}

const withCode = (code: string) => Object.assign(new Error(code), { code });

/** The router's place and navigation, as the app's layout gives them (app/router-navigation.tsx). */
function RouterPlace() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <NavigationProvider value={{ pathname, hash, navigate: (to) => void navigate(to), client: true }}>
      <Outlet />
    </NavigationProvider>
  );
}

beforeEach(() => {
  mocks.signIn.mockReset();
  mocks.signOut.mockReset();
  mocks.toast.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  router = createMemoryRouter(
    [
      {
        element: <RouterPlace />,
        children: [
          { path: '/', element: <Probe /> },
          { path: '/submit', element: <Probe /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  act(() => dom.root.render(<RouterProvider router={router} />));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAuthActions', () => {
  it('welcomes the member by name, else by e-mail', async () => {
    mocks.signIn.mockResolvedValueOnce({ uid: 'a', email: 'ada@example.com', fullName: 'Ada Lovelace' });
    await actions.signIn();
    mocks.signIn.mockResolvedValueOnce({ uid: 'b', email: 'bob@example.com', fullName: null });
    await actions.signIn();
    expect(mocks.toast.mock.calls).toEqual([
      [{ title: 'Welcome back!', description: 'Signed in as Ada Lovelace', type: 'success' }],
      [{ title: 'Welcome back!', description: 'Signed in as bob@example.com', type: 'success' }],
    ]);
  });

  it('says nothing when the member closes the sign-in window, and reports a real failure', async () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']) {
      mocks.signIn.mockRejectedValueOnce(withCode(code));
      await actions.signIn();
    }
    expect(mocks.toast).not.toHaveBeenCalled();

    mocks.signIn.mockRejectedValueOnce(withCode('auth/network-request-failed'));
    await expect(actions.signIn()).resolves.toBeUndefined();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Sign In Failed',
      description: 'Failed to sign in with Google. Please try again.',
      type: 'error',
    });
  });

  it('takes the member to the page named at sign-in once signed in, and nowhere when it fails', async () => {
    mocks.signIn.mockRejectedValueOnce(withCode('auth/popup-closed-by-user'));
    await act(() => actions.signIn('/submit'));
    expect(router.state.location.pathname).toBe('/');

    mocks.signIn.mockResolvedValueOnce({ uid: 'a', email: 'ada@example.com', fullName: 'Ada Lovelace' });
    await act(() => actions.signIn('/submit'));
    expect(mocks.signIn).toHaveBeenLastCalledWith({ returnTo: '/submit' });
    expect(router.state.location.pathname).toBe('/submit');
  });

  it('confirms a sign-out, and says why one failed', async () => {
    mocks.signOut.mockResolvedValueOnce(undefined);
    await actions.signOut();
    mocks.signOut.mockRejectedValueOnce(new Error('offline'));
    await actions.signOut();
    expect(mocks.toast.mock.calls).toEqual([
      [{ title: 'Signed out', description: 'You have been signed out successfully', type: 'info' }],
      [{ title: 'Sign-out failed', description: 'Sign-out failed: offline', type: 'error' }],
    ]);
  });
});
