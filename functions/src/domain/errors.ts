// The one error the server's layers throw: a code that says what went wrong, and the user-facing
// text from messages.ts. Services, jobs and infra know codes, never HTTP: http/errors.ts turns a
// code's kind into a status in one table, and the web maps codes (not English words) to its toasts.
import { MESSAGES } from './messages';

/** The class of failure a code belongs to; the HTTP layer gives each kind one status. */
export type ErrorKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'internal'
  | 'bad_gateway'
  | 'unavailable';

/** Every error code the API answers with (the JSON error's `code`), and its kind. */
export const ERROR_CODES = {
  invalid_input: 'bad_request',
  must_be_logged_in: 'unauthenticated',
  google_sign_in_required: 'forbidden',
  admin_only: 'forbidden',
  project_not_found: 'not_found',
  project_not_approved: 'conflict',
  max_votes_per_project: 'conflict',
  quota_used: 'conflict',
  own_project: 'forbidden',
  fairness_group_not_found: 'not_found',
  fairness_group_decided: 'conflict',
  already_vibed_today: 'conflict',
  review_session_required: 'conflict',
  session_not_found: 'not_found',
  session_expired: 'conflict',
  session_not_yours: 'forbidden',
  session_item_not_found: 'not_found',
  daily_submission_limit: 'rate_limited',
  rate_limited: 'rate_limited',
  busy: 'unavailable',
  unavailable: 'unavailable',
  internal: 'internal',
  thumbnail_required: 'bad_request',
  thumbnail_too_large: 'payload_too_large',
  thumbnail_format: 'bad_request',
  unknown_tool: 'bad_request',
  account_email_missing: 'bad_request',
  account_email_invalid: 'bad_request',
  email_invalid: 'bad_request',
  idempotency_key_invalid: 'bad_request',
  idempotency_key_reused: 'unprocessable',
  not_pending: 'conflict',
  not_held_for_review: 'conflict',
  admin_key_invalid: 'forbidden',
  campaign_not_configured: 'unavailable',
  send_test_first: 'conflict',
  mail_not_configured: 'unavailable',
  unsubscribe_not_configured: 'unavailable',
  mail_send_failed: 'bad_gateway',
  address_unsubscribed: 'conflict',
  week_not_monday: 'bad_request',
  chart_not_found: 'not_found',
  file_not_found: 'not_found',
  route_not_found: 'not_found',
  body_too_large: 'payload_too_large',
  body_encoded: 'unsupported_media_type',
  not_multipart: 'unsupported_media_type',
  malformed_body: 'bad_request',
} as const satisfies Record<string, ErrorKind>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The text of the codes that always say the same thing (the others pass theirs). */
const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_input: MESSAGES.invalidRequest,
  must_be_logged_in: MESSAGES.mustBeLoggedIn,
  google_sign_in_required: MESSAGES.googleSignInRequired,
  admin_only: MESSAGES.adminOnly,
  project_not_found: MESSAGES.projectNotFound,
  project_not_approved: MESSAGES.projectNotApproved,
  max_votes_per_project: MESSAGES.maxVotesPerProject,
  quota_used: MESSAGES.quotaUsed,
  own_project: MESSAGES.ownProject,
  fairness_group_not_found: MESSAGES.fairnessGroupNotFound,
  fairness_group_decided: MESSAGES.fairnessGroupDecided,
  already_vibed_today: MESSAGES.alreadyVibedToday,
  review_session_required: MESSAGES.reviewSessionRequired,
  session_not_found: MESSAGES.sessionNotFound,
  session_expired: MESSAGES.sessionExpired,
  session_not_yours: MESSAGES.sessionNotYours,
  session_item_not_found: MESSAGES.sessionItemNotFound,
  daily_submission_limit: MESSAGES.dailySubmissionLimit,
  rate_limited: MESSAGES.rateLimited,
  busy: MESSAGES.busy,
  unavailable: MESSAGES.unavailable,
  internal: MESSAGES.internal,
  thumbnail_required: MESSAGES.thumbnailRequired,
  thumbnail_too_large: MESSAGES.thumbnailTooLarge,
  thumbnail_format: MESSAGES.thumbnailFormat,
  account_email_missing: MESSAGES.accountHasNoEmail,
  account_email_invalid: MESSAGES.accountEmailInvalid,
  email_invalid: MESSAGES.emailInvalid,
  idempotency_key_invalid: MESSAGES.idempotencyKeyInvalid,
  idempotency_key_reused: MESSAGES.idempotencyKeyReused,
  not_held_for_review: MESSAGES.notHeldForReview,
  admin_key_invalid: MESSAGES.adminKeyInvalid,
  campaign_not_configured: MESSAGES.campaignKeyNotConfigured,
  send_test_first: MESSAGES.sendTestFirst,
  mail_not_configured: MESSAGES.mailNotConfigured,
  unsubscribe_not_configured: MESSAGES.unsubscribeNotConfigured,
  mail_send_failed: MESSAGES.mailSendFailed,
  address_unsubscribed: MESSAGES.addressUnsubscribed,
  week_not_monday: MESSAGES.weekNotMonday,
  chart_not_found: MESSAGES.chartNotFound,
  file_not_found: MESSAGES.fileNotFound,
  body_too_large: MESSAGES.bodyTooLarge,
  body_encoded: MESSAGES.bodyEncoded,
  not_multipart: MESSAGES.notMultipart,
  malformed_body: MESSAGES.malformedMultipart,
};

export class DomainError extends Error {
  readonly kind: ErrorKind;

  constructor(
    readonly code: ErrorCode,
    /** The user-facing text: the code's own unless the code takes one (from messages.ts FORMATS). */
    message?: string,
    /** Structured detail for clients (e.g. every validation issue, per field). */
    readonly details?: unknown,
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.name = 'DomainError';
    this.kind = ERROR_CODES[code];
  }
}

/** A validation failure: the first issue's text, every issue in `details` (forms show them per field). */
export function invalidInput(issues: { path: string; message: string }[]): DomainError {
  return new DomainError('invalid_input', issues[0]?.message, { issues });
}
