// The inbox of the browser tests: the SMTP sink of the emulator tests, on the port the emulated api's
// SMTP_URL points at (scripts/test.mjs and dev-suite write it to functions/.secret.local).
import { readFileSync } from 'node:fs';
import type { SmtpSink } from '../functions/test/smtp-sink';
import { startSmtpSink } from '../functions/test/smtp-sink';

export type Inbox = SmtpSink;

/** The port the emulated api sends to (npm test: 2525; dev-suite: 2525 + 10 × offset). */
export const TEST_SMTP_PORT = Number(process.env.VIBECHART_TEST_SMTP_PORT ?? 2525);

export function startInbox(): Promise<Inbox> {
  return startSmtpSink(TEST_SMTP_PORT);
}

/** The campaign key the emulated api was started with (written by scripts/lib/local-mail.mjs). */
export function campaignKey(): string {
  const text = readFileSync(new URL('../functions/.secret.local', import.meta.url), 'utf8');
  const key = /^ADMIN_CAMPAIGN_KEY=(.+)$/m.exec(text)?.[1]?.trim();
  if (!key) throw new Error('functions/.secret.local has no ADMIN_CAMPAIGN_KEY (run through dev-suite or npm test)');
  return key;
}
