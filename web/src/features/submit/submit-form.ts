// The submit forms' model, free of React: values, which errors show, the multipart payloads
// (docs/product.md#calls) and the failure toasts (docs/product.md#errors-and-toasts; the checks
// themselves, with zod, are form-checks.ts). Identity fields (userId, userEmail, userFullName) are
// not sent: the server takes the user from the ID token and ignores them (docs/product.md#roles).
import { LIMITS } from '@domain/constants';
import { STAGES } from '@domain/tools';
import type { Stage } from '@domain/tools';
import type { OldSubmissionInput, V2SubmissionInput } from '@domain/validation';
import { ApiError, errorCodeOf } from '../../lib/api-error';

export const LINK_KEYS = ['github', 'website', 'x', 'linkedin'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
export const TOOL_GROUPS = ['modelProviders', 'ideAgents', 'hostsFrameworks'] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];

export interface V2FormValues {
  title: string;
  url: string;
  summary: string;
  modelProviders: string[];
  ideAgents: string[];
  hostsFrameworks: string[];
  stage: Stage;
  links: Record<LinkKey, string>;
  openToCollaborators: boolean;
  securityVerified: boolean;
}

export const EMPTY_V2_FORM: V2FormValues = {
  title: '',
  url: '',
  summary: '',
  modelProviders: [],
  ideAgents: [],
  hostsFrameworks: [],
  stage: 'Prototype',
  links: { github: '', website: '', x: '', linkedin: '' },
  openToCollaborators: false,
  securityVerified: false,
};

export interface V1FormValues {
  title: string;
  url: string;
  /** builder_tools ids (GET /api/builder-tools). */
  toolIds: string[];
  summary: string;
  intention: string;
  socialProof: string;
  securityVerified: boolean;
}

export const EMPTY_V1_FORM: V1FormValues = {
  title: '',
  url: '',
  toolIds: [],
  summary: '',
  intention: '',
  socialProof: '',
  securityVerified: false,
};

/** Field name (dotted for links, e.g. "links.github") → the first message for it. */
export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Which errors a form shows: a field's once it was left (touched), every field's after a submit
 * attempt. A fresh form — on first open, after 'Start over' and after a successful submit — shows none.
 */
export interface FormFeedback {
  readonly touched: ReadonlySet<string>;
  readonly attempted: boolean;
}

export const FRESH_FEEDBACK: FormFeedback = { touched: new Set(), attempted: false };

export function touchField(feedback: FormFeedback, field: string): FormFeedback {
  return feedback.touched.has(field) ? feedback : { ...feedback, touched: new Set(feedback.touched).add(field) };
}

export function attemptSubmit(feedback: FormFeedback): FormFeedback {
  return feedback.attempted ? feedback : { ...feedback, attempted: true };
}

/** The error to show under `field` now, if any. */
export function shownError(feedback: FormFeedback, errors: FieldErrors, field: string): string | undefined {
  return feedback.attempted || feedback.touched.has(field) ? errors[field] : undefined;
}

export interface ThumbnailLike {
  size: number;
  type: string;
}

/** POST /api/projects/v2 multipart: lists and links as JSON text; links only when one is filled. */
export function buildV2FormData(data: V2SubmissionInput, thumbnail: Blob, fileName = 'thumbnail'): FormData {
  const form = new FormData();
  form.set('title', data.title);
  form.set('url', data.url);
  form.set('summary', data.summary);
  for (const group of TOOL_GROUPS) form.set(group, JSON.stringify(data[group]));
  form.set('stage', data.stage);
  const links = Object.fromEntries(LINK_KEYS.flatMap((key) => (data.links[key] ? [[key, data.links[key]]] : [])));
  if (Object.keys(links).length > 0) form.set('links', JSON.stringify(links));
  form.set('openToCollaborators', String(data.openToCollaborators));
  form.set('securityVerified', String(data.securityVerified));
  form.set('thumbnail', thumbnail, fileName);
  return form;
}

/** POST /api/projects multipart (the old form): toolIds as JSON text; optional fields only when given. */
export function buildV1FormData(data: OldSubmissionInput, thumbnail: Blob, fileName = 'thumbnail'): FormData {
  const form = new FormData();
  form.set('title', data.title);
  form.set('url', data.url);
  form.set('toolIds', JSON.stringify(data.toolIds));
  form.set('summary', data.summary);
  if (data.intention) form.set('intention', data.intention);
  if (data.socialProof) form.set('socialProof', data.socialProof);
  form.set('securityVerified', String(data.securityVerified));
  form.set('thumbnail', thumbnail, fileName);
  return form;
}

/** docs/product.md#submit: a tool can be picked only while fewer than 2 are selected; a selected one can be removed. */
export function canPickTool(selected: readonly string[], tool: string, max: number = LIMITS.toolsPerGroup): boolean {
  return selected.includes(tool) || selected.length < max;
}

export function toggleTool(selected: readonly string[], tool: string, max: number = LIMITS.toolsPerGroup): string[] {
  if (selected.includes(tool)) return selected.filter((t) => t !== tool);
  return selected.length < max ? [...selected, tool] : [...selected];
}

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/**
 * The hint for a thumbnail's size (docs/product.md#screens, #limits-and-constants: square
 * recommended, 800×800 optimal); null when fine.
 */
export function dimensionHint(width: number, height: number): string | null {
  if (width !== height) return `This image is ${width}×${height}: a square image is recommended (800×800 optimal).`;
  if (width < 800) return `This image is ${width}×${height}: 800×800 is optimal.`;
  return null;
}

export interface ToastText {
  title: string;
  description?: string;
}

/** The raw body text of an ApiError ("status: body" → "body"). */
function bodyTextOf(error: ApiError): string {
  const prefix = `${error.status}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}

/** docs/product.md#errors-and-toasts v2: 'Submission failed' with the server message, or 'HTTP {status}: {text}'. */
export function v2SubmitFailure(error: unknown): ToastText {
  if (error instanceof ApiError) {
    const body = bodyTextOf(error);
    // serverMessage differs from the body only when the body was our JSON error with a message.
    if (error.serverMessage && error.serverMessage !== body) {
      return { title: 'Submission failed', description: error.serverMessage };
    }
    const text = /^\s*</.test(body) ? '' : body.trim().slice(0, 200);
    return { title: 'Submission failed', description: `HTTP ${error.status}: ${text}`.trim() };
  }
  return { title: 'Submission failed', description: error instanceof Error ? error.message : String(error) };
}

export const NOT_SIGNED_IN_TO_SUBMIT = 'You must be signed in to submit a project';

/**
 * The old form's toasts (docs/product.md#errors-and-toasts): the most specific cause first, read from
 * the server's error code (domain/errors.ts); an error that never reached the
 * server is a connection one.
 */
export function oldSubmitFailure(error: unknown): ToastText {
  const status = error instanceof ApiError ? error.status : null;
  const code = errorCodeOf(error);
  if (!(error instanceof ApiError) && error instanceof TypeError) {
    return { title: 'Connection trouble', description: 'Please check your internet connection and try again.' };
  }
  if (status === 401 || code === 'must_be_logged_in') {
    return { title: 'Please sign in again', description: "Your session expired. Sign in and we'll save your project." };
  }
  if (status === 413 || code === 'thumbnail_too_large') {
    return { title: 'Image too large', description: 'Please use an image smaller than 2MB.' };
  }
  if (code === 'thumbnail_format') {
    return { title: 'Image format not supported', description: 'Please use a JPEG or PNG image for your thumbnail.' };
  }
  if (code === 'thumbnail_required') {
    return { title: 'Missing thumbnail', description: 'Your project needs a thumbnail image to shine on the chart!' };
  }
  if (status === 400 || code === 'invalid_input') {
    return { title: 'Almost there!', description: 'Please double-check all required fields and try again.' };
  }
  return {
    title: "Couldn't submit your project",
    description: 'Something went wrong on our end. Please try again in a moment.',
  };
}

export const TOOL_SUGGESTION_THANKS = "Thanks for the suggestion! We'll add it soon.";
