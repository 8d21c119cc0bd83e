// POST /api/admin/beta-turbulence-preview (docs/product.md#calls): who the campaign would reach (totalUsers,
// realRecipients, testAccountsFiltered, batchInfo). Needs the typed admin key, so it runs on the
// "Load Preview" step as a mutation and the key never lands in a query cache key.
import { useAdminMutation } from './admin-call';

export function useLoadBetaTurbulencePreview() {
  // The variables hold the admin key: drop them from the mutation cache as soon as the page is gone.
  return useAdminMutation('betaTurbulencePreview', ({ adminKey }: { adminKey: string }) => ({ body: { adminKey } }), {
    gcTime: 0,
  });
}
