import type { ErrorCode } from '@domain/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { ApiError } from '../../lib/api-error';
import type { V1FormValues, V2FormValues } from './submit-form';
import {
  EMPTY_V1_FORM,
  EMPTY_V2_FORM,
  FRESH_FEEDBACK,
  attemptSubmit,
  buildV1FormData,
  buildV2FormData,
  canPickTool,
  dimensionHint,
  oldSubmitFailure,
  shownError,
  toggleTool,
  touchField,
  v2SubmitFailure,
} from './submit-form';
import { validateToolSuggestion, validateV1Form, validateV2Form } from './form-checks';

const PNG = { size: 10_000, type: 'image/png' };
const validV2: V2FormValues = {
  ...EMPTY_V2_FORM,
  title: 'Tiny Tunes',
  url: 'tinytunes.app',
  summary: 'Music made by AI for small moments.',
};
const validV1: V1FormValues = {
  ...EMPTY_V1_FORM,
  title: 'Tiny Tunes',
  url: 'https://tinytunes.app',
  toolIds: ['cursor'],
  summary: 'Music made by AI.',
};

function v2Errors(patch: Partial<V2FormValues>, thumbnail: { size: number; type: string } | null = PNG) {
  const result = validateV2Form({ ...validV2, ...patch }, thumbnail);
  return result.ok ? {} : result.errors;
}
function v1Errors(patch: Partial<V1FormValues>, thumbnail: { size: number; type: string } | null = PNG) {
  const result = validateV1Form({ ...validV1, ...patch }, thumbnail);
  return result.ok ? {} : result.errors;
}

describe('v2 form validation (docs/product.md#validation, every message)', () => {
  it('accepts a valid form and normalises the URL with the URL helper', () => {
    const result = validateV2Form(validV2, PNG);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.url).toBe('https://tinytunes.app/');
    expect(result.data.stage).toBe('Prototype');
    expect(result.data.links).toEqual({ github: null, website: null, x: null, linkedin: null });
  });

  it.each([
    ['title', { title: '   ' }, MESSAGES.titleRequired],
    ['title', { title: 'x'.repeat(101) }, MESSAGES.titleMax],
    ['url', { url: '' }, MESSAGES.urlInvalid],
    ['url', { url: 'javascript:alert(1)' }, MESSAGES.urlInvalid],
    ['summary', { summary: '' }, MESSAGES.summaryRequired],
    ['summary', { summary: 'y'.repeat(201) }, MESSAGES.summaryMax],
    ['modelProviders', { modelProviders: ['GPT-5', 'o3', 'Grok 3'] }, MESSAGES.modelProvidersMax],
    ['ideAgents', { ideAgents: ['Cursor', 'Bolt', 'Zed'] }, MESSAGES.ideAgentsMax],
    ['hostsFrameworks', { hostsFrameworks: ['Vercel', 'Deno', 'Vite'] }, MESSAGES.hostsFrameworksMax],
    ['links.github', { links: { ...validV2.links, github: 'ftp://x' } }, MESSAGES.urlInvalid],
    ['links.website', { links: { ...validV2.links, website: 'not a url' } }, MESSAGES.urlInvalid],
    ['links.x', { links: { ...validV2.links, x: 'data:text/html,hi' } }, MESSAGES.urlInvalid],
    ['links.linkedin', { links: { ...validV2.links, linkedin: 'https://' } }, MESSAGES.urlInvalid],
  ] as const)('%s: %j gives the message', (field, patch, message) => {
    expect(v2Errors(patch as Partial<V2FormValues>)[field]).toBe(message);
  });

  it('keeps title 100 and summary 200 characters as the limit, not over it', () => {
    expect(v2Errors({ title: 'x'.repeat(100), summary: 'y'.repeat(200) })).toEqual({});
  });

  it.each([
    [null, MESSAGES.thumbnailRequired],
    [{ size: 2 * 1024 * 1024 + 1, type: 'image/png' }, MESSAGES.thumbnailTooLarge],
    [{ size: 1000, type: 'image/gif' }, MESSAGES.thumbnailFormat],
    [{ size: 1000, type: 'image/webp' }, MESSAGES.thumbnailFormat],
  ])('thumbnail %j gives %s', (file, message) => {
    expect(v2Errors({}, file).thumbnail).toBe(message);
  });

  it('accepts JPEG (image/jpeg and image/jpg) and PNG up to exactly 2 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png']) {
      expect(v2Errors({}, { size: 2 * 1024 * 1024, type })).toEqual({});
    }
  });

  it('never requires the security checkbox, collaborators or links', () => {
    expect(v2Errors({ securityVerified: false, openToCollaborators: false })).toEqual({});
    expect(v2Errors({ securityVerified: true, openToCollaborators: true })).toEqual({});
  });

  it('reports every broken field at once', () => {
    expect(Object.keys(v2Errors({ title: '', url: '', summary: '' }, null)).sort()).toEqual(
      ['summary', 'thumbnail', 'title', 'url'].sort(),
    );
  });
});

describe('old form validation (docs/product.md#validation, every message)', () => {
  it('accepts a valid form', () => {
    expect(validateV1Form(validV1, { size: 5, type: 'image/jpg' }).ok).toBe(true);
  });

  it.each([
    ['title', { title: '' }, MESSAGES.titleRequired],
    ['title', { title: 'x'.repeat(101) }, MESSAGES.titleMax],
    ['url', { url: 'nope nope' }, MESSAGES.urlInvalid],
    ['toolIds', { toolIds: [] }, MESSAGES.toolsMin],
    ['toolIds', { toolIds: ['cursor', 'bolt', 'v0'] }, MESSAGES.toolsMax],
    ['summary', { summary: ' ' }, MESSAGES.summaryRequired],
    ['summary', { summary: 'y'.repeat(201) }, MESSAGES.summaryMax],
    ['intention', { intention: 'z'.repeat(41) }, MESSAGES.intentionMax],
    ['socialProof', { socialProof: 'mailto:me@example.com' }, MESSAGES.urlInvalid],
  ] as const)('%s: %j gives the message', (field, patch, message) => {
    expect(v1Errors(patch as Partial<V1FormValues>)[field]).toBe(message);
  });

  it('takes intention and social proof as optional', () => {
    expect(v1Errors({ intention: '', socialProof: '' })).toEqual({});
  });

  it('checks the thumbnail the same way', () => {
    expect(v1Errors({}, null).thumbnail).toBe(MESSAGES.thumbnailRequired);
    expect(v1Errors({}, { size: 3e6, type: 'image/jpeg' }).thumbnail).toBe(MESSAGES.thumbnailTooLarge);
    expect(v1Errors({}, { size: 3, type: 'application/pdf' }).thumbnail).toBe(MESSAGES.thumbnailFormat);
  });
});

describe('tool suggestion (docs/product.md#validation)', () => {
  it('requires text after trimming and at most 100 characters', () => {
    const empty = validateToolSuggestion('ide_agent', '   ');
    expect(empty.ok ? null : empty.errors.suggestion).toBe('Suggestion is required');
    const long = validateToolSuggestion('ide_agent', 'a'.repeat(101));
    expect(long.ok ? null : long.errors.suggestion).toBe('Suggestion must be 100 characters or less');
    expect(validateToolSuggestion('host_framework', '  Coolify ')).toEqual({
      ok: true,
      data: { category: 'host_framework', suggestion: 'Coolify' },
    });
  });

  it('refuses an unknown category', () => {
    const result = validateToolSuggestion('browser', 'Arc');
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.errors.category).toMatch(/model_provider/);
  });
});

describe('tool selection (docs/product.md#states-and-transitions)', () => {
  it('picks only while fewer than 2 are selected and always lets a selected one go', () => {
    expect(toggleTool([], 'Cursor')).toEqual(['Cursor']);
    expect(toggleTool(['Cursor'], 'Bolt')).toEqual(['Cursor', 'Bolt']);
    expect(toggleTool(['Cursor', 'Bolt'], 'Zed')).toEqual(['Cursor', 'Bolt']);
    expect(toggleTool(['Cursor', 'Bolt'], 'Cursor')).toEqual(['Bolt']);
    expect(canPickTool(['Cursor', 'Bolt'], 'Zed')).toBe(false);
    expect(canPickTool(['Cursor', 'Bolt'], 'Bolt')).toBe(true);
    expect(canPickTool(['Cursor'], 'Zed')).toBe(true);
  });
});

describe('multipart payloads (docs/product.md#calls)', () => {
  const thumbnail = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

  it('v2: lists and links as JSON text, links only when one is filled, no identity fields', () => {
    const result = validateV2Form(
      {
        ...validV2,
        modelProviders: ['GPT-5'],
        ideAgents: ['Cursor', 'Claude Code'],
        links: { github: 'github.com/me/tiny', website: '', x: '', linkedin: '' },
        stage: 'Startup',
        openToCollaborators: true,
      },
      PNG,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const form = buildV2FormData(result.data, thumbnail, 'tiny.png');
    expect(form.get('title')).toBe('Tiny Tunes');
    expect(form.get('url')).toBe('https://tinytunes.app/');
    expect(JSON.parse(form.get('modelProviders') as string)).toEqual(['GPT-5']);
    expect(JSON.parse(form.get('ideAgents') as string)).toEqual(['Cursor', 'Claude Code']);
    expect(JSON.parse(form.get('hostsFrameworks') as string)).toEqual([]);
    expect(JSON.parse(form.get('links') as string)).toEqual({ github: 'https://github.com/me/tiny' });
    expect(form.get('stage')).toBe('Startup');
    expect(form.get('openToCollaborators')).toBe('true');
    expect(form.get('securityVerified')).toBe('false');
    expect((form.get('thumbnail') as File).name).toBe('tiny.png');
    expect(form.has('userId')).toBe(false);

    const bare = validateV2Form(validV2, PNG);
    if (!bare.ok) throw new Error('valid form refused');
    expect(buildV2FormData(bare.data, thumbnail).has('links')).toBe(false);
  });

  it('old form: toolIds as JSON text, optional fields only when given', () => {
    const result = validateV1Form({ ...validV1, intention: 'Make people smile', securityVerified: true }, PNG);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const form = buildV1FormData(result.data, thumbnail);
    expect(JSON.parse(form.get('toolIds') as string)).toEqual(['cursor']);
    expect(form.get('intention')).toBe('Make people smile');
    expect(form.has('socialProof')).toBe(false);
    expect(form.get('securityVerified')).toBe('true');
  });
});

describe('failure toasts (docs/product.md#errors-and-toasts)', () => {
  it('v2: the server message when the body is our JSON error, else HTTP {status}: {text}', () => {
    const json = JSON.stringify({ error: 'bad_request', message: 'Unknown IDE/agent "Foo"' });
    expect(v2SubmitFailure(new ApiError(400, 'Unknown IDE/agent "Foo"', json))).toEqual({
      title: 'Submission failed',
      description: 'Unknown IDE/agent "Foo"',
    });
    expect(v2SubmitFailure(new ApiError(502, 'Bad Gateway', 'Bad Gateway'))).toEqual({
      title: 'Submission failed',
      description: 'HTTP 502: Bad Gateway',
    });
    expect(v2SubmitFailure(new ApiError(500, '<html>oops</html>', '<html>oops</html>')).description).toBe('HTTP 500:');
  });

  // The old form reads the status and the error code, never the message.
  const api = (status: number, code: ErrorCode) =>
    new ApiError(status, code, JSON.stringify({ error: 'x', code, message: code }));
  const OOPS = 'Something went wrong on our end. Please try again in a moment.';
  it.each([
    [new TypeError('Failed to fetch'), 'Connection trouble', 'Please check your internet connection and try again.'],
    [
      api(401, 'must_be_logged_in'),
      'Please sign in again',
      "Your session expired. Sign in and we'll save your project.",
    ],
    [api(413, 'thumbnail_too_large'), 'Image too large', 'Please use an image smaller than 2MB.'],
    [api(400, 'thumbnail_format'), 'Image format not supported', 'Please use a JPEG or PNG image for your thumbnail.'],
    [
      api(400, 'thumbnail_required'),
      'Missing thumbnail',
      'Your project needs a thumbnail image to shine on the chart!',
    ],
    [api(400, 'invalid_input'), 'Almost there!', 'Please double-check all required fields and try again.'],
    [api(500, 'internal'), "Couldn't submit your project", OOPS],
  ])('old form: %s → %s', (error, title, description) => {
    expect(oldSubmitFailure(error)).toEqual({ title, description });
  });
});

describe('thumbnail size hint (square recommended, 800×800 optimal)', () => {
  it('hints at non-square and small images, is quiet for 800×800 and larger squares', () => {
    expect(dimensionHint(1200, 630)).toBe('This image is 1200×630: a square image is recommended (800×800 optimal).');
    expect(dimensionHint(400, 400)).toBe('This image is 400×400: 800×800 is optimal.');
    expect(dimensionHint(800, 800)).toBeNull();
    expect(dimensionHint(1600, 1600)).toBeNull();
  });
});

describe('which errors the form shows (a fresh form starts clean)', () => {
  const emptyErrors = () => {
    const result = validateV2Form(EMPTY_V2_FORM, null);
    return result.ok ? {} : result.errors;
  };
  const shownAll = (feedback: typeof FRESH_FEEDBACK) =>
    Object.keys(emptyErrors()).flatMap((field) => shownError(feedback, emptyErrors(), field) ?? []);

  it('shows nothing on a fresh empty form, though it is invalid', () => {
    expect(emptyErrors()).toMatchObject({ title: MESSAGES.titleRequired, summary: MESSAGES.summaryRequired });
    expect(shownAll(FRESH_FEEDBACK)).toEqual([]);
  });

  it("shows a field's error once it was left, and every error after a submit attempt", () => {
    const touched = touchField(FRESH_FEEDBACK, 'title');
    expect(shownAll(touched)).toEqual([MESSAGES.titleRequired]);
    expect(touchField(touched, 'title')).toBe(touched);
    const attempted = attemptSubmit(touched);
    expect(shownAll(attempted)).toEqual(Object.values(emptyErrors()));
    expect(attemptSubmit(attempted)).toBe(attempted);
  });
});
