// The bearer of a signed-in /api call, from the session (lib/session.tsx). A call without one would
// only be refused, so it fails here first with the server's own refusal (401 must_be_logged_in),
// which every page's toasts already answer.
// The server's text (domain/messages.ts) loads only on that rare path, not with the first paint.
import { ApiError } from './api-error';

export async function requireIdToken(getIdToken: () => Promise<string | null>): Promise<string> {
  const token = await getIdToken();
  if (token) return token;
  const { MESSAGES } = await import('@domain/messages');
  throw new ApiError(401, MESSAGES.mustBeLoggedIn, MESSAGES.mustBeLoggedIn, 'must_be_logged_in');
}
