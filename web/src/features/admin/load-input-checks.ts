// The admin forms' checks (admin-input-checks.ts, with zod) stay out of the pages' first load: a page
// fetches them once it shows, so a send does not wait for them, and each send reads them from here.
import { useEffect } from 'react';

export const loadInputChecks = () => import('./admin-input-checks');

/** Starts fetching the checks as the page shows (a failure is met again, and reported, on send). */
export function usePreloadInputChecks(): void {
  useEffect(() => {
    loadInputChecks().catch(() => undefined);
  }, []);
}
