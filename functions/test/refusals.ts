// The API's JSON error answers that several test files expect, each written once: its status and its
// exact body (spec texts from domain/messages, or the error middleware's fixed texts).
import { expect } from 'vitest';
import { MESSAGES } from '../src/domain/messages';

export interface Refusal {
  status: number;
  body: { error: string; code: string; message: string };
}

const refusal = (status: number, error: string, code: string, message: string): Refusal => ({
  status,
  body: { error, code, message },
});

export const REFUSALS = {
  mustBeLoggedIn: refusal(401, 'unauthenticated', 'must_be_logged_in', MESSAGES.mustBeLoggedIn),
  projectNotFound: refusal(404, 'not_found', 'project_not_found', MESSAGES.projectNotFound),
  projectNotApproved: refusal(409, 'conflict', 'project_not_approved', MESSAGES.projectNotApproved),
  maxVotesPerProject: refusal(409, 'conflict', 'max_votes_per_project', MESSAGES.maxVotesPerProject),
  quotaUsed: refusal(409, 'conflict', 'quota_used', MESSAGES.quotaUsed),
  busy: refusal(503, 'unavailable', 'busy', MESSAGES.busy),
  malformedBody: refusal(400, 'bad_request', 'malformed_body', 'Request body is not valid JSON'),
  bodyTooLarge: refusal(413, 'payload_too_large', 'body_too_large', 'Request body is too large'),
} satisfies Record<string, Refusal>;

/** `res` is `refusal`: its status and exactly its body. */
export function expectRefusal(res: { status: number; body: unknown }, { status, body }: Refusal): void {
  expect(res.status).toBe(status);
  expect(res.body).toEqual(body);
}
