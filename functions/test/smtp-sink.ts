// A real SMTP server inside the test process (smtp-server): every message the code under test sends
// arrives here, raw, with its envelope and arrival time. A small MIME reader gives the headers (as
// sent, and unfolded) and the decoded text and HTML parts. Addresses in `refuse` are rejected at
// RCPT TO, like a mailbox that does not exist.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EMAIL_BATCH_DELAY_MS, EMAIL_BATCH_SIZE } from '../src/domain/constants';
import { createSmtpMailer } from '../src/infra/mail';
import type { MailDeps, MailSettings } from '../src/services/mail';

export interface ReceivedMail {
  raw: string;
  /** The header block exactly as received (folded lines kept). */
  headerBlock: string;
  /** Unfolded header lines, e.g. "Subject: Hi". */
  headerLines: string[];
  header(name: string): string | undefined;
  envelopeTo: string[];
  text: string;
  html: string;
  receivedAt: number;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  refuse: Set<string>;
  to(address: string): ReceivedMail[];
  clear(): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function splitHead(raw: string): [string, string] {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 4)];
}

function unfold(headerBlock: string): string[] {
  return headerBlock.split(/\r\n(?![ \t])/).map((line) => line.replace(/\r\n[ \t]+/g, ' '));
}

function headerOf(lines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  const line = lines.find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(lines: string[], body: string): string {
  const encoding = (headerOf(lines, 'content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain and text/html parts of a (possibly multipart) entity. */
function parts(entity: string, out: { text: string; html: string }): void {
  const [head, body] = splitHead(entity);
  const lines = unfold(head);
  const type = (headerOf(lines, 'content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(lines, 'content-type') ?? '')?.[1];
    if (!boundary) return;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      parts(part.replace(/^\r\n/, ''), out);
    }
    return;
  }
  if (type.startsWith('text/html')) out.html += decodeBody(lines, body);
  else if (type.startsWith('text/plain')) out.text += decodeBody(lines, body);
}

export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const [headerBlock] = splitHead(raw);
  const headerLines = unfold(headerBlock);
  const content = { text: '', html: '' };
  parts(raw, content);
  return {
    raw,
    headerBlock,
    headerLines,
    header: (name) => headerOf(headerLines, name),
    envelopeTo,
    text: content.text,
    html: content.html,
    receivedAt: Date.now(),
  };
}

/** A real SMTP server on 127.0.0.1: a free port, or `port` (the browser tests' fixed sink port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('550 No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    refuse,
    to: (address) => messages.filter((m) => m.envelopeTo.includes(address.toLowerCase())),
    clear: () => {
      messages.length = 0;
      refuse.clear();
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail settings for tests: the sink's SMTP URL, a fixed unsubscribe secret, and a sleep that records. */
export interface TestMail {
  settings: MailSettings;
  deps: MailDeps;
  /** Each pause between batches: the delay asked for and how many messages had arrived by then. */
  sleeps: Array<{ ms: number; delivered: number }>;
}

export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789';
export const TEST_CAMPAIGN_KEY = 'correct horse battery staple';

export interface TestMailOptions {
  /** The site origin in links (e.g. the harness URL, read when a request runs). */
  siteUrl?: () => string;
  /** false: no SMTP configured (mailer null). */
  smtp?: boolean;
  unsubscribeSecret?: string | null;
  campaignKey?: string | null;
  campaignBudgetMs?: number;
}

export function testMail(
  sink: SmtpSink,
  {
    siteUrl = () => 'https://vibechart.test',
    smtp = true,
    unsubscribeSecret = TEST_UNSUBSCRIBE_SECRET,
    campaignKey = TEST_CAMPAIGN_KEY,
    campaignBudgetMs,
  }: TestMailOptions = {},
): TestMail {
  const sleeps: TestMail['sleeps'] = [];
  const settings = (): MailSettings => ({
    mailer: smtp ? createSmtpMailer(sink.url, 'VibeChart <hello@vibechart.dev>') : null,
    siteUrl: siteUrl(),
    unsubscribeSecret,
    batchSize: EMAIL_BATCH_SIZE,
    batchDelayMs: EMAIL_BATCH_DELAY_MS,
    // Records the 2 s pause instead of waiting it, so a test of 3 batches takes milliseconds.
    sleep: async (ms) => {
      sleeps.push({ ms, delivered: sink.messages.length });
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
  return {
    get settings() {
      return settings();
    },
    deps: { settings, campaignKey: () => campaignKey, campaignBudgetMs },
    sleeps,
  };
}
