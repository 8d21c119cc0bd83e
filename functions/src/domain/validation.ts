// Request payload schemas with their exact validation messages: the field rules (URL, trimmed text,
// tool lists), the submission forms and every other request body or query. Shared by the server
// routes and the web forms, so a message is written once.
import { z } from 'zod';
import { LIMITS, REVIEW_SESSION_DEFAULT_SIZE, REVIEW_SESSION_MAX_SIZE, THUMBNAIL_MAX_BYTES } from './constants';
import { invalidInput } from './errors';
import { MESSAGES } from './messages';
import { STAGES, TOOL_CATEGORIES } from './tools';
import { URL_PROBLEM_MESSAGES, normalizeUrl, submittedUrlProblem } from './url';

/** The field's own message, or the precise reason for a URL that parses but is not a public site. */
function urlMessage(value: string, message: string): string {
  const problem = submittedUrlProblem(value);
  return problem && problem !== 'invalid' ? URL_PROBLEM_MESSAGES[problem] : message;
}

/** A URL field: normalised by the spec's URL helper; only http(s) passes. */
export const urlField = (message: string) =>
  z
    .string({ error: message })
    .max(2048, message)
    .transform((value, ctx) => {
      const url = normalizeUrl(value);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: urlMessage(value, message) });
        return z.NEVER;
      }
      return url;
    });

/** Optional URL: empty or missing gives null; anything else must be a valid http(s) URL. */
export const optionalUrlField = (message: string) =>
  z
    .string({ error: message })
    .max(2048, message)
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const url = normalizeUrl(value);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: urlMessage(value, message) });
        return z.NEVER;
      }
      return url;
    });

/** The longest e-mail address any form accepts (RFC 5321's path limit). */
export const EMAIL_MAX = 320;

/** Whitespace and invisible characters only (zero-width space/joiners, word joiner, BOM): blank. */
const INVISIBLE_ONLY = /^[\s\u200b-\u200d\u2060\ufeff]*$/;
/** Trimmed text, or '' when nothing visible is left (so "required" catches a zero-width-only value). */
export const visibleTrim = (v: string) => (INVISIBLE_ONLY.test(v) ? '' : v.trim());

/**
 * Every string is refused by its length before any pattern or transform reads it: zod runs a
 * schema's later checks even after one failed (unless `abort`), and a transform or pipe only after
 * all of them passed. `rawCap` leaves room for surrounding spaces before the field's own limit.
 */
export const rawCap = (max: number) => max * 4 + 256;
export const capped = (max: number, message: string, required: string = message) =>
  z.string({ error: required }).max(rawCap(max), { message, abort: true });

export const trimmed = (required: string, max: number, maxMessage: string) =>
  capped(max, maxMessage, required).transform(visibleTrim).pipe(z.string().min(1, required).max(max, maxMessage));

export const titleField = trimmed(MESSAGES.titleRequired, LIMITS.title, MESSAGES.titleMax);
export const summaryField = trimmed(MESSAGES.summaryRequired, LIMITS.summary, MESSAGES.summaryMax);

const toolList = (max: string) =>
  z.array(z.string().trim().min(1).max(60), { error: max }).max(LIMITS.toolsPerGroup, max).default([]);

export const linksInputSchema = z
  .object({
    github: optionalUrlField(MESSAGES.urlInvalid),
    website: optionalUrlField(MESSAGES.urlInvalid),
    x: optionalUrlField(MESSAGES.urlInvalid),
    linkedin: optionalUrlField(MESSAGES.urlInvalid),
  })
  .strict();

/** POST /api/projects/v2, multipart fields after parsing JSON-as-text fields. */
export const v2SubmissionSchema = z.object({
  title: titleField,
  url: urlField(MESSAGES.urlInvalid),
  summary: summaryField,
  modelProviders: toolList(MESSAGES.modelProvidersMax),
  ideAgents: toolList(MESSAGES.ideAgentsMax),
  hostsFrameworks: toolList(MESSAGES.hostsFrameworksMax),
  stage: z.enum(STAGES).default('Prototype'),
  links: linksInputSchema.default({ github: null, website: null, x: null, linkedin: null }),
  openToCollaborators: z.boolean().default(false),
  securityVerified: z.boolean().default(false),
});
export type V2SubmissionInput = z.infer<typeof v2SubmissionSchema>;

/** Thumbnail checks the client can make before upload; the server checks the bytes again. */
export function thumbnailProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file) return MESSAGES.thumbnailRequired;
  if (!['image/jpeg', 'image/jpg', 'image/png'].includes(file.type)) return MESSAGES.thumbnailFormat;
  if (file.size > THUMBNAIL_MAX_BYTES) return MESSAGES.thumbnailTooLarge;
  return null;
}

/** POST /api/projects (old form), multipart fields after parsing JSON-as-text fields. */
export const oldSubmissionSchema = z.object({
  title: titleField,
  url: urlField(MESSAGES.urlInvalid),
  toolIds: z
    .array(z.string().trim().min(1).max(60), { error: MESSAGES.toolsMin })
    .min(1, MESSAGES.toolsMin)
    .max(LIMITS.toolsPerGroup, MESSAGES.toolsMax),
  summary: summaryField,
  intention: capped(LIMITS.intention, MESSAGES.intentionMax)
    .transform(visibleTrim)
    .pipe(z.string().max(LIMITS.intention, MESSAGES.intentionMax))
    .optional()
    .nullable()
    .transform((v) => v || null),
  socialProof: optionalUrlField(MESSAGES.urlInvalid),
  securityVerified: z.boolean().default(false),
});
export type OldSubmissionInput = z.infer<typeof oldSubmissionSchema>;

export const toolSuggestionInputSchema = z.object({
  category: z.enum(TOOL_CATEGORIES, { error: 'Category must be model_provider, ide_agent or host_framework' }),
  suggestion: trimmed(MESSAGES.suggestionRequired, LIMITS.toolSuggestion, MESSAGES.suggestionMax),
  projectId: z.string().min(1).max(200).optional().nullable(),
});

export const contactInputSchema = z.object({
  name: trimmed(MESSAGES.contactNameRequired, LIMITS.contactName, MESSAGES.contactNameMax),
  email: capped(EMAIL_MAX, MESSAGES.emailTooLong, MESSAGES.emailInvalid)
    .trim()
    .max(EMAIL_MAX, { message: MESSAGES.emailTooLong, abort: true })
    .pipe(z.email(MESSAGES.emailInvalid)),
  subject: trimmed(MESSAGES.subjectRequired, LIMITS.contactSubject, MESSAGES.subjectMax),
  message: capped(LIMITS.contactMessageMax, MESSAGES.messageMax, MESSAGES.messageMin)
    .transform(visibleTrim)
    .pipe(
      z.string().min(LIMITS.contactMessageMin, MESSAGES.messageMin).max(LIMITS.contactMessageMax, MESSAGES.messageMax),
    ),
});

/**
 * The newsletter's "simple address pattern": non-space text, an at sign, a dot part — i.e. the old
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/, written so that no input can make it backtrack: the domain's first
 * character, then non-dots up to its first later dot, then at least one character. Each character
 * has one way to match, so the cost is linear (the old form was quadratic on "a@b.b.b.b…b ").
 */
export const SIMPLE_EMAIL_RE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const newsletterInputSchema = z.object({
  email: capped(EMAIL_MAX, MESSAGES.emailTooLong, MESSAGES.emailRequiredLong)
    .trim()
    .min(1, { message: MESSAGES.emailRequiredLong, abort: true })
    .max(EMAIL_MAX, { message: MESSAGES.emailTooLong, abort: true })
    // The form's simple pattern, then the stored schema's stricter check: one message for either.
    .refine((email) => SIMPLE_EMAIL_RE.test(email) && isStorableEmail(email), MESSAGES.emailInvalid),
});

/** The stored schema's address check: stricter than the form's simple pattern (refuses a@b.c). */
export function isStorableEmail(email: string): boolean {
  return z.email().safeParse(email.trim()).success;
}

/**
 * An id that ends up in a document path: no slash, not `.`/`..`, not `__…__` (Firestore would throw,
 * a 500), with a message for each way it can be wrong. `trim`: surrounding spaces are dropped first.
 */
export const documentIdField = (name: string, { trim = false } = {}) =>
  z
    .string({ error: `${name} is required` })
    .transform((v) => (trim ? v.trim() : v))
    .pipe(
      z
        .string()
        .min(1, `${name} is required`)
        .max(200, `${name} must be 200 characters or less`)
        .refine((v) => !v.includes('/') && v !== '.' && v !== '..' && !/^__.*__$/.test(v), `${name} is invalid`),
    );

export const voteInputSchema = z.object({
  submissionId: documentIdField('submissionId', { trim: true }),
  action: z.literal('vote').optional(),
});

/** POST /api/vibes (launchpad and archive). */
export const vibeInputSchema = z.object({ submissionId: documentIdField('submissionId', { trim: true }) });

/** A route's `:id` that names a project (POST /api/projects/:id/vibe). */
export const projectIdParamsSchema = z.object({ id: documentIdField('Project id', { trim: true }) });

/**
 * The `Idempotency-Key` header of the routes that spend (API routes with `idempotent: true`): one
 * key per user action, generated by the client (a UUID), resent unchanged on every retry of it.
 * Optional for old clients (they get the old behaviour: no replay protection).
 */
export { IDEMPOTENCY_KEY_HEADER } from './constants';
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key must be a string' })
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may only contain letters, digits, - and _');

export const earnInputSchema = z.object({
  action: z.enum(['share', 'review5'], { error: "action must be 'share' or 'review5'" }),
});

export const voteSessionInputSchema = z.object({
  targetCount: z.coerce
    .number()
    .int()
    .min(1)
    .max(REVIEW_SESSION_MAX_SIZE)
    .catch(REVIEW_SESSION_DEFAULT_SIZE)
    .default(REVIEW_SESSION_DEFAULT_SIZE),
  excludeProjectId: z
    .string({ error: 'excludeProjectId must be a string' })
    .max(200, 'excludeProjectId must be 200 characters or less')
    .optional()
    .nullable(),
});

export const voteActionInputSchema = z.object({
  sessionId: documentIdField('sessionId'),
  projectId: documentIdField('projectId'),
  action: z.enum(['vote', 'skip'], { error: "action must be 'vote' or 'skip'" }),
});

export const adminStatusInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: "status must be 'approved' or 'rejected'" }),
});

/** An admin's decision on a flagged vote group: what, and why (kept with the decision). */
export const fairnessDecisionInputSchema = z.object({
  action: z.enum(['discount', 'dismiss'], { error: "action must be 'discount' or 'dismiss'" }),
  note: z
    .string({ error: MESSAGES.fairnessNoteRequired })
    .trim()
    .min(3, MESSAGES.fairnessNoteRequired)
    .max(500, MESSAGES.fairnessNoteMax),
});

/** Highest page of the paged lists (launchpad, archive): 1..1000 (a hard cap). */
export const MAX_PAGE = 1000;
/**
 * Largest page of the paged lists: the page size of docs/product.md#limits-and-constants (24);
 * a larger limit is refused.
 */
export const MAX_PAGE_LIMIT = 24;

/**
 * A public, CDN-cached GET's query: only the named parameters, each once, so nobody can split the
 * cache with made-up ones (`?x=1`): an unknown parameter is a 400 naming it.
 */
export const strictQuery = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter: ${issue.keys.join(', ')} (allowed: ${Object.keys(shape).join(', ') || 'none'})`
        : undefined,
  });

/** A whole number in canonical form (digits, no sign, no leading zero), one value only, within min..max. */
export const queryInt = (name: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: `${name} must be a whole number from ${min} to ${max}` })
    .max(6, `${name} must be a whole number from ${min} to ${max}`)
    .regex(/^[1-9][0-9]*$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .default(fallback);

export const pageQuerySchema = strictQuery({
  page: queryInt('page', 1, MAX_PAGE, 1),
  limit: queryInt('limit', 1, MAX_PAGE_LIMIT, MAX_PAGE_LIMIT),
});

/** POST /api/admin/send-test-voting-reminder: the address typed in the test-send box. */
export const testEmailInputSchema = z.object({
  testEmail: capped(EMAIL_MAX, MESSAGES.emailTooLong, MESSAGES.testEmailRequired)
    .trim()
    .min(1, { message: MESSAGES.testEmailRequired, abort: true })
    .max(EMAIL_MAX, { message: MESSAGES.emailTooLong, abort: true })
    .pipe(z.email(MESSAGES.emailInvalid)),
});

/** The campaign routes: the admin key typed in the campaign page (checked on the server). */
export const adminKeyInputSchema = z.object({
  adminKey: capped(512, MESSAGES.adminKeyInvalid, MESSAGES.adminKeyRequired)
    .trim()
    .min(1, MESSAGES.adminKeyRequired)
    .max(512, MESSAGES.adminKeyInvalid),
});

/**
 * Parses untrusted input with a schema. On failure: DomainError invalid_input with the first issue's
 * message (the spec's texts live in the schemas) and every issue in `details`, per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

/** An id that can name a Firestore document (no slash, not `.`/`..`/`__x__`): others cannot exist. */
export function isDocumentId(id: string): boolean {
  return id.length >= 1 && id.length <= 200 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
