// POST /api/admin/send-beta-turbulence-test (docs/product.md#calls): the campaign e-mail to the admin's own
// address (taken from the token by the server), which unlocks the campaign run for this admin.
import { useAdminMutation } from './admin-call';

export function useSendBetaTurbulenceTest() {
  // The variables hold the admin key: drop them from the mutation cache as soon as the page is gone.
  return useAdminMutation('sendBetaTurbulenceTest', ({ adminKey }: { adminKey: string }) => ({ body: { adminKey } }), {
    gcTime: 0,
  });
}
