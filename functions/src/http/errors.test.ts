import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES } from '../domain/errors';
import type { ErrorCode } from '../domain/errors';
import { STATUS_OF_KIND, statusOf } from './errors';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe('domain errors over HTTP (one table: kind → status)', () => {
  it('gives every code a 4xx or 5xx status through its kind', () => {
    for (const code of codes) {
      const status = statusOf(new DomainError(code, 'x'));
      expect(status, code).toBe(STATUS_OF_KIND[ERROR_CODES[code]]);
      expect(status >= 400 && status < 600, code).toBe(true);
    }
  });

  it("keeps the spec's statuses for the refusals clients know", () => {
    const status = (code: ErrorCode) => statusOf(new DomainError(code));
    expect(status('must_be_logged_in')).toBe(401);
    expect(status('admin_only')).toBe(403);
    expect(status('project_not_found')).toBe(404);
    expect(status('max_votes_per_project')).toBe(409);
    expect(status('quota_used')).toBe(409);
    expect(status('thumbnail_too_large')).toBe(413);
    expect(status('idempotency_key_reused')).toBe(422);
    expect(status('rate_limited')).toBe(429);
    expect(status('mail_send_failed')).toBe(502);
    expect(status('busy')).toBe(503);
  });

  it('says something readable for a code thrown without a text (never the bare code)', () => {
    const bare = ['invalid_input', 'unknown_tool', 'not_pending', 'route_not_found'];
    for (const code of codes.filter((c) => !bare.includes(c))) {
      const error = new DomainError(code);
      expect(error.message, code).not.toBe(code);
      expect(error.message.length, code).toBeGreaterThan(5);
    }
  });
});
