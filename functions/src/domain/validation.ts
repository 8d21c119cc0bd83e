// Request payload schemas with the exact validation messages of spec §5. Shared by the server
// routes and the web forms, so a message is written once.
import { z } from 'zod';
import { LIMITS, THUMBNAIL_MAX_BYTES } from './constants';
import { MESSAGES } from './messages';
import { STAGES, TOOL_CATEGORIES } from './tools';
import { normalizeUrl } from './url';

/** A URL field: normalised by the spec's URL helper; only http(s) passes. */
export const urlField = (message: string) =>
  z
    .string({ error: message })
    .max(2048, message)
    .transform((value, ctx) => {
      const url = normalizeUrl(value);
      if (!url) {
        ctx.addIssue({ code: 'custom', message });
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
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return url;
    });

/** Whitespace and invisible characters only (zero-width space/joiners, word joiner, BOM): blank. */
const INVISIBLE_ONLY = /^[\s\u200b-\u200d\u2060\ufeff]*$/;
/** Trimmed text, or '' when nothing visible is left (so "required" catches a zero-width-only value). */
export const visibleTrim = (v: string) => (INVISIBLE_ONLY.test(v) ? '' : v.trim());

const trimmed = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).transform(visibleTrim).pipe(z.string().min(1, required).max(max, maxMessage));

export const titleField = trimmed(MESSAGES.titleRequired, LIMITS.title, MESSAGES.titleMax);
export const summaryField = trimmed(MESSAGES.summaryRequired, LIMITS.summary, MESSAGES.summaryMax);

const toolList = (max: string) =>
  z.array(z.string().trim().min(1).max(60), { error: max }).max(LIMITS.toolsPerGroup, max).default([]);

/** POST /api/projects (old form), multipart fields after parsing JSON-as-text fields. */
export const oldSubmissionSchema = z.object({
  title: titleField,
  url: urlField(MESSAGES.urlInvalid),
  toolIds: z
    .array(z.string().trim().min(1).max(60), { error: MESSAGES.toolsMin })
    .min(1, MESSAGES.toolsMin)
    .max(LIMITS.toolsPerGroup, MESSAGES.toolsMax),
  summary: summaryField,
  intention: z
    .string()
    .transform(visibleTrim)
    .pipe(z.string().max(LIMITS.intention, MESSAGES.intentionMax))
    .optional()
    .nullable()
    .transform((v) => v || null),
  socialProof: optionalUrlField(MESSAGES.urlInvalid),
  securityVerified: z.boolean().default(false),
});
export type OldSubmissionInput = z.infer<typeof oldSubmissionSchema>;

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

export const toolSuggestionInputSchema = z.object({
  category: z.enum(TOOL_CATEGORIES, { error: 'Category must be model_provider, ide_agent or host_framework' }),
  suggestion: trimmed(MESSAGES.suggestionRequired, LIMITS.toolSuggestion, MESSAGES.suggestionMax),
  projectId: z.string().min(1).max(200).optional().nullable(),
});

export const contactInputSchema = z.object({
  name: trimmed(MESSAGES.contactNameRequired, LIMITS.contactName, MESSAGES.contactNameMax),
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .max(320, MESSAGES.emailInvalid)
    .pipe(z.email(MESSAGES.emailInvalid)),
  subject: trimmed(MESSAGES.subjectRequired, LIMITS.contactSubject, MESSAGES.subjectMax),
  message: z
    .string({ error: MESSAGES.messageMin })
    .transform(visibleTrim)
    .pipe(
      z.string().min(LIMITS.contactMessageMin, MESSAGES.messageMin).max(LIMITS.contactMessageMax, MESSAGES.messageMax),
    ),
});
export const CONTACT_SUBJECTS = ['General Question', 'Feature Request', 'Bug Report', 'Partnership', 'Other'] as const;

/** The newsletter's "simple address pattern": non-space text, an at sign, a dot part. */
export const SIMPLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const newsletterInputSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequiredLong })
    .trim()
    .min(1, MESSAGES.emailRequiredLong)
    .max(320, MESSAGES.emailInvalid)
    .regex(SIMPLE_EMAIL_RE, MESSAGES.emailInvalid),
});

export const voteInputSchema = z.object({
  submissionId: z
    .string({ error: 'submissionId is required' })
    .trim()
    .min(1, 'submissionId is required')
    .max(200, 'submissionId must be 200 characters or less'),
  action: z.literal('vote').optional(),
});

/**
 * The `Idempotency-Key` header of the routes that spend (API routes with `idempotent: true`): one
 * key per user action, generated by the client (a UUID), resent unchanged on every retry of it.
 * Optional for old clients (they get the old behaviour: no replay protection).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key must be a string' })
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may only contain letters, digits, - and _');

export const earnInputSchema = z.object({
  action: z.enum(['share', 'review5'], { error: "action must be 'share' or 'review5'" }),
});

export const voteSessionInputSchema = z.object({
  targetCount: z.coerce.number().int().min(1).max(20).catch(5).default(5),
  excludeProjectId: z.string().max(200).optional().nullable(),
});

export const voteActionInputSchema = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .min(1, 'sessionId is required')
    .max(200, 'sessionId must be 200 characters or less'),
  projectId: z
    .string({ error: 'projectId is required' })
    .min(1, 'projectId is required')
    .max(200, 'projectId must be 200 characters or less'),
  action: z.enum(['vote', 'skip'], { error: "action must be 'vote' or 'skip'" }),
});

export const adminStatusInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: "status must be 'approved' or 'rejected'" }),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** POST /api/admin/send-test-voting-reminder: the address typed in the test-send box. */
export const testEmailInputSchema = z.object({
  testEmail: z
    .string({ error: MESSAGES.testEmailRequired })
    .trim()
    .min(1, MESSAGES.testEmailRequired)
    .max(320, MESSAGES.emailInvalid)
    .pipe(z.email(MESSAGES.emailInvalid)),
});

/** The campaign routes: the admin key typed in the campaign page (checked on the server). */
export const adminKeyInputSchema = z.object({
  adminKey: z
    .string({ error: MESSAGES.adminKeyRequired })
    .trim()
    .min(1, MESSAGES.adminKeyRequired)
    .max(512, MESSAGES.adminKeyInvalid),
});
