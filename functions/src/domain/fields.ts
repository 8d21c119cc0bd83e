// Field rules (URL, trimmed text, tool lists) and the submission form's schema (v2), with the exact
// messages of spec §5. validation.ts re-exports them with the other request schemas: the web app
// loads this module first and validation.ts a task later (lib/lazy-api.ts), so neither evaluation
// holds a phone's main thread for long.
import { z } from 'zod';
import { LIMITS, THUMBNAIL_MAX_BYTES } from './constants';
import { MESSAGES } from './messages';
import { STAGES } from './tools';
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
