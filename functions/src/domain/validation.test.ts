import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  contactInputSchema,
  voteActionInputSchema,
  voteInputSchema,
  newsletterInputSchema,
  oldSubmissionSchema,
  thumbnailProblem,
  toolSuggestionInputSchema,
  v2SubmissionSchema,
} from './validation';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

const oldValid = { title: 'Tiny Tunes', url: 'tinytunes.app', toolIds: ['cursor'], summary: 'Songs from a sentence.' };
const v2Valid = { title: 'Tiny Tunes', url: 'https://tinytunes.app', summary: 'Songs from a sentence.' };

describe('old submit form (docs/product.md#validation)', () => {
  it('accepts a valid payload and normalises the URL', () => {
    const parsed = oldSubmissionSchema.parse(oldValid);
    expect(parsed.url).toBe('https://tinytunes.app/');
    expect(parsed.intention).toBeNull();
    expect(parsed.securityVerified).toBe(false);
  });

  it.each([
    [{ title: '' }, MESSAGES.titleRequired],
    [{ title: '   ' }, MESSAGES.titleRequired],
    [{ title: 'x'.repeat(101) }, MESSAGES.titleMax],
    [{ url: 'javascript:alert(1)' }, MESSAGES.urlInvalid],
    [{ url: 'not a url' }, MESSAGES.urlInvalid],
    [{ toolIds: [] }, MESSAGES.toolsMin],
    [{ toolIds: ['a', 'b', 'c'] }, MESSAGES.toolsMax],
    [{ summary: '' }, MESSAGES.summaryRequired],
    [{ summary: 'x'.repeat(201) }, MESSAGES.summaryMax],
    [{ intention: 'x'.repeat(41) }, MESSAGES.intentionMax],
    [{ socialProof: 'data:text/html,hi' }, MESSAGES.urlInvalid],
  ])('%j -> %s', (patch, message) => {
    expect(messagesOf(oldSubmissionSchema.safeParse({ ...oldValid, ...patch }))).toContain(message);
  });
});

describe('v2 submit form (docs/product.md#validation)', () => {
  it('defaults stage, links and flags', () => {
    const parsed = v2SubmissionSchema.parse(v2Valid);
    expect(parsed.stage).toBe('Prototype');
    expect(parsed.modelProviders).toEqual([]);
    expect(parsed.openToCollaborators).toBe(false);
  });

  it.each([
    [{ modelProviders: ['a', 'b', 'c'] }, MESSAGES.modelProvidersMax],
    [{ ideAgents: ['a', 'b', 'c'] }, MESSAGES.ideAgentsMax],
    [{ hostsFrameworks: ['a', 'b', 'c'] }, MESSAGES.hostsFrameworksMax],
    [{ links: { github: 'vbscript:x' } }, MESSAGES.urlInvalid],
    [{ title: 'x'.repeat(101) }, MESSAGES.titleMax],
  ])('%j -> %s', (patch, message) => {
    expect(messagesOf(v2SubmissionSchema.safeParse({ ...v2Valid, ...patch }))).toContain(message);
  });

  it('allows empty link fields', () => {
    const parsed = v2SubmissionSchema.parse({ ...v2Valid, links: { github: '', website: 'example.com' } });
    expect(parsed.links).toMatchObject({ github: null, website: 'https://example.com/' });
  });
});

describe('thumbnail, tool suggestion, contact, newsletter', () => {
  it('checks the thumbnail type and size', () => {
    expect(thumbnailProblem(null)).toBe(MESSAGES.thumbnailRequired);
    expect(thumbnailProblem({ size: 10, type: 'image/gif' })).toBe(MESSAGES.thumbnailFormat);
    expect(thumbnailProblem({ size: 3 * 1024 * 1024, type: 'image/png' })).toBe(MESSAGES.thumbnailTooLarge);
    expect(thumbnailProblem({ size: 1000, type: 'image/jpg' })).toBeNull();
  });

  it('validates tool suggestions', () => {
    expect(messagesOf(toolSuggestionInputSchema.safeParse({ category: 'ide_agent', suggestion: '  ' }))).toContain(
      MESSAGES.suggestionRequired,
    );
    expect(
      messagesOf(toolSuggestionInputSchema.safeParse({ category: 'ide_agent', suggestion: 'x'.repeat(101) })),
    ).toContain(MESSAGES.suggestionMax);
    expect(toolSuggestionInputSchema.safeParse({ category: 'other', suggestion: 'Zed' }).success).toBe(false);
  });

  it.each([
    [{ name: '' }, MESSAGES.contactNameRequired],
    [{ name: 'x'.repeat(101) }, MESSAGES.contactNameMax],
    [{ email: 'nope' }, MESSAGES.emailInvalid],
    [{ subject: '' }, MESSAGES.subjectRequired],
    [{ subject: 'x'.repeat(201) }, MESSAGES.subjectMax],
    [{ message: 'too short' }, MESSAGES.messageMin],
    [{ message: 'x'.repeat(1001) }, MESSAGES.messageMax],
  ])('contact %j -> %s', (patch, message) => {
    const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A long enough message.' };
    expect(contactInputSchema.safeParse(valid).success).toBe(true);
    expect(messagesOf(contactInputSchema.safeParse({ ...valid, ...patch }))).toContain(message);
  });

  it('validates newsletter e-mails with the simple pattern', () => {
    expect(newsletterInputSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(messagesOf(newsletterInputSchema.safeParse({ email: '' }))).toContain(MESSAGES.emailRequiredLong);
    expect(messagesOf(newsletterInputSchema.safeParse({ email: 'a@b' }))).toContain(MESSAGES.emailInvalid);
    expect(messagesOf(newsletterInputSchema.safeParse({ email: 'a b@c.d' }))).toContain(MESSAGES.emailInvalid);
  });
});

describe('id fields', () => {
  it('say which rule an id broke', () => {
    expect(messagesOf(voteInputSchema.safeParse({}))).toEqual(['submissionId is required']);
    expect(messagesOf(voteInputSchema.safeParse({ submissionId: 'x'.repeat(201) }))).toEqual([
      'submissionId must be 200 characters or less',
    ]);
    expect(
      messagesOf(voteActionInputSchema.safeParse({ sessionId: 's'.repeat(201), projectId: 'p', action: 'vote' })),
    ).toEqual(['sessionId must be 200 characters or less']);
  });
});
