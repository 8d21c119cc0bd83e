// The HTTP face of the domain's errors: one status per kind of failure, decided here and nowhere else.
import type { ErrorKind } from '../domain/errors';
import { DomainError } from '../domain/errors';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
};

export function statusOf(error: DomainError): number {
  return STATUS_OF_KIND[error.kind];
}

export { DomainError };
