// Strings are refused by their length before any pattern runs: zod runs a
// schema's later checks after a failed one unless told to abort, so the order is structural.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from './messages';
import {
  SIMPLE_EMAIL_RE,
  contactInputSchema,
  newsletterInputSchema,
  oldSubmissionSchema,
  testEmailInputSchema,
} from './validation';

afterEach(() => vi.restoreAllMocks());

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('newsletter e-mail', () => {
  it('never runs its pattern on an over-long address, and says the length', () => {
    const test = vi.spyOn(SIMPLE_EMAIL_RE, 'test');
    const exec = vi.spyOn(SIMPLE_EMAIL_RE, 'exec');
    for (const email of [`a@${'b.'.repeat(50_000)} `, 'x'.repeat(100_000), `${'a'.repeat(321)}@example.com`]) {
      const result = newsletterInputSchema.safeParse({ email });
      expect(messages(result)).toEqual([MESSAGES.emailTooLong]);
    }
    expect(test).not.toHaveBeenCalled();
    expect(exec).not.toHaveBeenCalled();
    // the pattern does run on addresses within the limit
    expect(newsletterInputSchema.safeParse({ email: 'reader@example.com' }).success).toBe(true);
    expect(test).toHaveBeenCalled();
  });

  it('the linear pattern accepts exactly what the old one did', () => {
    const OLD = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const samples = [
      'a@b.c',
      'a@.b.c',
      'a@b..c',
      'a@b.c.',
      'a@.c',
      'a@b.',
      'a@bc',
      'a@b c.d',
      '@b.c',
      'a@@b.c',
      'first.last+tag@sub.example.co.uk',
      'a@b.c d',
      'a@..',
      'a@...',
      'a@x..',
      'ü@例え.テスト',
    ];
    for (const s of samples) expect(SIMPLE_EMAIL_RE.test(s), s).toBe(OLD.test(s));
  });

  it('required and invalid messages are unchanged', () => {
    expect(messages(newsletterInputSchema.safeParse({ email: '   ' }))).toEqual([MESSAGES.emailRequiredLong]);
    expect(messages(newsletterInputSchema.safeParse({ email: 'not-an-address' }))).toEqual([MESSAGES.emailInvalid]);
  });
});

describe('every other string is capped before transforms and patterns', () => {
  it('contact: e-mail and message refused by length on huge input', () => {
    const result = contactInputSchema.safeParse({
      name: 'n'.repeat(200_000),
      email: 'e'.repeat(200_000),
      subject: 's'.repeat(200_000),
      message: 'm'.repeat(200_000),
    });
    expect(messages(result)).toEqual([
      MESSAGES.contactNameMax,
      MESSAGES.emailTooLong,
      MESSAGES.subjectMax,
      MESSAGES.messageMax,
    ]);
  });

  it('test e-mail: the length message, not the pattern', () => {
    expect(messages(testEmailInputSchema.safeParse({ testEmail: `${'a'.repeat(400)}@example.com` }))).toEqual([
      MESSAGES.emailTooLong,
    ]);
  });

  it('submission text fields do not trim or scan megabytes', () => {
    const trim = vi.spyOn(String.prototype, 'trim');
    const result = oldSubmissionSchema.safeParse({
      title: ' '.repeat(1_000_000),
      url: 'https://example.com',
      toolIds: ['x'],
      summary: 'ok summary',
      intention: '\u200b'.repeat(1_000_000),
    });
    expect(messages(result)).toEqual([MESSAGES.titleMax, MESSAGES.intentionMax]);
    expect(trim.mock.contexts.some((s) => String(s).length > 10_000)).toBe(false);
  });
});
