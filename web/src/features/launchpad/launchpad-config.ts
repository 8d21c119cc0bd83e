// The launchpad's "access check" (docs/product.md#screens) is a feature flag (docs/product.md#screens: on unless the
// build sets VITE_LAUNCHPAD_ENABLED=false; when off, /launchpad and /new redirect to /all-projects.
export const LAUNCHPAD_ENABLED: boolean = launchpadEnabled(import.meta.env.VITE_LAUNCHPAD_ENABLED);

export function launchpadEnabled(value: unknown): boolean {
  return (
    String(value ?? '')
      .trim()
      .toLowerCase() !== 'false'
  );
}

export const LAUNCHPAD_FALLBACK_PATH = '/all-projects';
