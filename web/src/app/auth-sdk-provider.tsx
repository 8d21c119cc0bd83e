import type { ReactNode } from 'react';
import { AuthProvider, useFirebaseApp } from 'reactfire';
import { getAppAuth } from '../lib/auth';

/** The lazily loaded half of <WithAuth>. */
export default function AuthSdkProvider({ children }: { children: ReactNode }) {
  const auth = getAppAuth(useFirebaseApp());
  return <AuthProvider sdk={auth}>{children}</AuthProvider>;
}
