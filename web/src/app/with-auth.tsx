import type { ReactNode } from 'react';
import { Suspense, lazy } from 'react';

const AuthSdkProvider = lazy(() => import('./auth-sdk-provider'));

interface WithAuthProps {
  children: ReactNode;
  /** Shown while the Auth SDK chunk loads (first use only). */
  fallback?: ReactNode;
}

/**
 * Wrap the parts that need a user (sign-in button, route guards, vote buttons) in this: it loads
 * firebase/auth and reactfire's AuthProvider on first use, so useUser/useSigninCheck work inside
 * while the chart's first paint carries no Auth code. All boundaries share one Auth instance.
 */
export function WithAuth({ children, fallback = null }: WithAuthProps) {
  return (
    <Suspense fallback={fallback}>
      <AuthSdkProvider>{children}</AuthSdkProvider>
    </Suspense>
  );
}

/** Start loading the Auth chunk early (e.g. on hover of a SIGN IN button). */
export function preloadAuth(): void {
  void import('./auth-sdk-provider');
}
