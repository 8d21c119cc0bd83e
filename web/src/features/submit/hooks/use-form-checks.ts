// The forms' checks (form-checks.ts, with zod) as a chunk of their own: asked for when a form mounts,
// so the form renders first and the checks are there before anyone has typed a field and left it.
import { useEffect, useState } from 'react';
import type * as FormChecksModule from '../form-checks';

export type FormChecks = typeof FormChecksModule;

let loaded: FormChecks | null = null;
let loading: Promise<FormChecks> | null = null;

export function loadFormChecks(): Promise<FormChecks> {
  loading ??= import('../form-checks').then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      loading = null; // a failed chunk load is tried again next time
      throw error;
    },
  );
  return loading;
}

/** The checks once loaded (null until then). */
export function useFormChecks(): FormChecks | null {
  const [checks, setChecks] = useState<FormChecks | null>(loaded);
  useEffect(() => {
    if (checks) return;
    let mounted = true;
    loadFormChecks().then(
      (module) => mounted && setChecks(module),
      (error: unknown) => console.error('form checks did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, [checks]);
  return checks;
}
