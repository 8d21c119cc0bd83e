// The router's place and client navigation for the components that also run without it (lib/navigation.tsx).
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Navigation } from '../lib/navigation';
import { NavigationProvider } from '../lib/navigation';

export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ pathname, hash, navigate: (to) => void navigate(to), client: true }),
    [pathname, hash, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
