// The admin forms' own checks with the server's schemas (zod): a module of its own, so the e-mail
// preview and campaign pages load it (and zod) after they show (load-input-checks.ts), not with them.
import { MESSAGES } from '@domain/messages';
import { adminKeyInputSchema, testEmailInputSchema } from '@domain/validation';

export type Checked<K extends string> = { ok: true; value: string } | { ok: false; error: string; field: K };

/**
 * The test-send address (docs/product.md#validation: non-empty, 'Email Required'), checked with the server's schema.
 */
export function checkTestEmail(value: string): Checked<'testEmail'> {
  const result = testEmailInputSchema.safeParse({ testEmail: value });
  if (result.success) return { ok: true, value: result.data.testEmail };
  return { ok: false, field: 'testEmail', error: result.error.issues[0]?.message ?? MESSAGES.testEmailRequired };
}

/**
 * The campaign's admin key (docs/product.md#validation: non-empty, 'Admin key required'). Only
 * trimmed; the server checks it.
 */
export function checkAdminKey(value: string): Checked<'adminKey'> {
  const result = adminKeyInputSchema.safeParse({ adminKey: value });
  if (result.success) return { ok: true, value: result.data.adminKey };
  return { ok: false, field: 'adminKey', error: result.error.issues[0]?.message ?? MESSAGES.adminKeyRequired };
}
