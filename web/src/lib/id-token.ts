// The bearer of a signed-in /api call, from the session (lib/session.tsx). A call without one would
// only be refused, so it fails here first with the server's own refusal (401 must_be_logged_in),
// which every page's toasts already answer.
import { ApiError } from './api-error';

export const NOT_SIGNED_IN = 'Must be logged in';

export async function requireIdToken(getIdToken: () => Promise<string | null>): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new ApiError(401, NOT_SIGNED_IN, NOT_SIGNED_IN, 'must_be_logged_in');
  return token;
}
