// A non-OK /api answer (spec §8): its own module so the first paint can know it without the client.
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
