// A non-OK /api answer (docs/product.md#errors-and-toasts): its own module so the first paint can
// know it without the client.
import type { ErrorCode } from '@domain/errors';

export class ApiError extends Error {
  /** The server's error code (domain/errors.ts) when the body is our JSON error, else null. */
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    /** The server's `message` field when the body is our JSON error, else the raw text. */
    readonly serverMessage: string,
    bodyText: string,
    code?: ErrorCode | null,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.code = code === undefined ? codeInBody(bodyText) : code;
  }
}

function codeInBody(bodyText: string): ErrorCode | null {
  try {
    const parsed = JSON.parse(bodyText) as { code?: unknown };
    return typeof parsed?.code === 'string' ? (parsed.code as ErrorCode) : null;
  } catch {
    return null;
  }
}

/** The server's code for a failed call (pages choose their toasts by it, never by its English). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

const MAX_SHOWN_MESSAGE = 200;

/**
 * The server's `message` for an API error, else the error's own text; '' when there is none or it
 * is not a readable sentence (an HTML error page from a proxy, a very long body).
 */
export function serverMessageOf(error: unknown): string {
  const text = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
  const trimmed = text.trim();
  return trimmed.startsWith('<') || trimmed.length > MAX_SHOWN_MESSAGE ? '' : trimmed;
}
