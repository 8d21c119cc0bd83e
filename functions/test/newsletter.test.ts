// The weekly newsletter after the Monday chart, against the emulators and a real SMTP server in this
// process: subscribers get the new top 10 with movement, in batches; a re-run of the chart job mails
// nobody twice; a newsletter killed halfway finishes on the next run; without SMTP config the job
// logs one line and skips; older weeks and locked runs send nothing.
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { newsletterSubscriberSchema, submissionSchema } from '../src/domain/entities';
import { addLocalDays, weekStartInstant } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import { typedCollection } from '../src/services/firestore';
import { newsletterSubscriberId } from '../src/services/inbox';
import { newsletterSubject } from '../src/services/mail-templates';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import { adminDb, clearFirestore, putSubmissions } from './helpers';
import { useSmtpSink } from './lifecycle';
import { testMail } from './smtp-sink';

const db = adminDb();
const W1 = '2026-11-09';
const W2 = '2026-11-16';
const SUBSCRIBERS = Array.from({ length: 7 }, (_, i) => `fan${i + 1}@vibers.dev`);
const TEST_SUBSCRIBER = 'qa@example.com';
const UNSUBSCRIBED = 'gone@vibers.dev';

const { sink, mail } = useSmtpSink();

const id = (i: number) => `P${String(i).padStart(2, '0')}`;

function project(i: number, over: Partial<z.input<typeof submissionSchema>> = {}): Submission {
  return submissionSchema.parse({
    id: id(i),
    projectName: `Project <${i}>`,
    description: `What project ${i} does`,
    submittedBy: `uid-${i}`,
    builderName: `Builder ${i}`,
    status: 'approved',
    createdAt: new Date('2026-10-01T10:00:00Z'),
    approvedAt: new Date('2026-10-02T10:00:00Z'),
    launchpadLiveAt: new Date('2026-10-02T10:00:00Z'),
    aiScore: Math.round((9.0 - (i - 1) * 0.1) * 10) / 10,
    innovationScore: 7,
    utilityScore: 7,
    reviewText: 'A scripted review.',
    aiJudgedAt: new Date('2026-11-01T10:00:00Z'),
    ...over,
  });
}

async function seed(): Promise<void> {
  await putSubmissions(...Array.from({ length: 12 }, (_, i) => project(i + 1)));
  const subscribers = typedCollection(COLLECTIONS.newsletterSubscribers, newsletterSubscriberSchema, db);
  for (const email of [...SUBSCRIBERS, TEST_SUBSCRIBER, UNSUBSCRIBED]) {
    const key = newsletterSubscriberId(email);
    await subscribers.doc(key).set({
      id: key,
      email,
      consentAt: new Date('2026-10-05T10:00:00Z'),
      source: 'site',
      unsubscribedAt: null,
      // Confirmed through the double opt-in link (newsletter-optin.test.ts covers the unconfirmed).
      confirmedAt: new Date('2026-10-05T10:00:00Z'),
      confirmationSentAt: new Date('2026-10-05T09:59:00Z'),
      confirmTokenHash: null,
      pendingExpiresAt: null,
    });
  }
  await unsubscribeAddress(db, recipientKeyOf(UNSUBSCRIBED), new Date('2026-10-20T10:00:00Z'), 'link');
}

const monday = (week: string) => weekStartInstant(week);
const newsletterFor = (log?: (line: string) => void) => ({ settings: mail.settings, ...(log ? { log } : {}) });

/** "rank. name (movement)" lines of the plain-text part. */
function topLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => /^\d+\. /.test(line));
}

beforeEach(async () => {
  await clearFirestore();
  await seed();
});

describe('the weekly newsletter after the chart job', () => {
  it('mails each subscriber the new top 10 with movement, in batches of 5, once per week', async () => {
    const result = await runChartJob({ db, now: monday(W1), newsletter: newsletterFor() });
    expect(result).toMatchObject({ status: 'published', weekOf: W1, entries: 12, current: true });
    expect(result.status === 'published' && result.newsletter).toEqual({
      status: 'sent',
      weekOf: W1,
      sent: 7,
      failed: 0,
      skipped: 0,
      remaining: 0,
    });
    expect(sink.messages.map((m) => m.envelopeTo[0]).sort()).toEqual([...SUBSCRIBERS].sort());
    expect(mail.sleeps).toEqual([{ ms: 2000, delivered: 5 }]);
    const mail1 = sink.to(SUBSCRIBERS[0]!)[0]!;
    expect(mail1.header('subject')).toBe(newsletterSubject(W1));
    expect(mail1.header('list-unsubscribe')).toMatch(/^<https:\/\/vibechart\.test\/api\/unsubscribe\?token=/);
    expect(topLines(mail1.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1}. Project <${i + 1}> by Builder ${i + 1} (New Entry)`),
    );
    // Names are escaped in the HTML part and link to the project page on the site.
    expect(mail1.html).toContain('Project &lt;1&gt;</a>');
    expect(mail1.html).toContain('href="https://vibechart.test/p/P01"');
    expect(mail1.html).not.toContain('Project <1>');

    // Re-running the job for the same week publishes the same chart and mails nobody again.
    const rerun = await runChartJob({ db, now: addLocalDays(monday(W1), 1), newsletter: newsletterFor() });
    expect(rerun.status === 'published' && rerun.newsletter).toMatchObject({ status: 'sent', sent: 0, skipped: 7 });
    expect(sink.messages).toHaveLength(7);
  });

  it("next week's newsletter shows the movement", async () => {
    await runChartJob({ db, now: monday(W1), newsletter: newsletterFor() });
    sink.clear();
    // P12 gets 40 votes in week 1: 79 + 20 = 99, the new number one.
    await db
      .collection(COLLECTIONS.submissions)
      .doc(id(12))
      .set({ votesByWeek: { [W1]: 40 }, voteCount: 40 }, { merge: true });
    const result = await runChartJob({ db, now: monday(W2), newsletter: newsletterFor() });
    expect(result.status === 'published' && result.newsletter).toMatchObject({ status: 'sent', sent: 7 });
    const lines = topLines(sink.to(SUBSCRIBERS[3]!)[0]!.text);
    expect(lines[0]).toBe('1. Project <12> by Builder 12 (↑11)');
    expect(lines[1]).toBe('2. Project <1> by Builder 1 (↓1)');
    expect(lines).toHaveLength(10);
    expect(sink.to(SUBSCRIBERS[3]!)[0]!.header('subject')).toBe(newsletterSubject(W2));
  });

  it('a newsletter killed halfway is reported, and the next run of the job mails only the rest', async () => {
    const killed = await runChartJob({
      db,
      now: monday(W1),
      newsletter: { settings: mail.settings, failAfterBatches: 1 },
    });
    expect(killed.status).toBe('published');
    expect(killed.status === 'published' && killed.newsletter).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('killed after 1 batches'),
    });
    // The chart is out regardless.
    expect((await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).get()).get('weekOf')).toBe(W1);
    expect(sink.messages).toHaveLength(5);
    const rerun = await runChartJob({ db, now: monday(W1), newsletter: newsletterFor() });
    expect(rerun.status === 'published' && rerun.newsletter).toMatchObject({ sent: 2, skipped: 5 });
    const counts = new Map<string, number>();
    for (const m of sink.messages) counts.set(m.envelopeTo[0]!, (counts.get(m.envelopeTo[0]!) ?? 0) + 1);
    expect(counts.size).toBe(7);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('without SMTP configuration: one clear log line, no mail, the chart published', async () => {
    const lines: string[] = [];
    const result = await runChartJob({
      db,
      now: monday(W1),
      newsletter: { settings: null, log: (line) => lines.push(line) },
    });
    expect(result).toMatchObject({
      status: 'published',
      newsletter: { status: 'skipped', reason: 'SMTP_URL is not configured' },
    });
    expect(lines).toEqual([`Weekly newsletter for ${W1} skipped: SMTP_URL is not configured`]);
    const noMailer = await runChartJob({
      db,
      now: monday(W1),
      newsletter: { settings: testMail(sink, { smtp: false }).settings, log: (line) => lines.push(line) },
    });
    expect(noMailer).toMatchObject({ newsletter: { status: 'skipped' } });
    expect(lines).toHaveLength(2);
    expect(sink.messages).toHaveLength(0);
  });

  it('sends nothing for a re-run of an older week, or a run that finds the week locked', async () => {
    await runChartJob({ db, now: monday(W1) });
    await runChartJob({ db, now: monday(W2) });
    // W1 again, a week later: not the newest week any more.
    const old = await runChartJob({ db, now: monday(W2), weekOf: W1, newsletter: newsletterFor() });
    expect(old).toMatchObject({ status: 'published', current: false });
    expect(old.status === 'published' && old.newsletter).toBeFalsy();
    // The week containing `now` but run later (a manual run weeks after): no newsletter either.
    const late = await runChartJob({ db, now: addLocalDays(monday(W2), 21), weekOf: W2, newsletter: newsletterFor() });
    expect(late.status === 'published' && late.newsletter).toBeFalsy();
    await db
      .collection(COLLECTIONS.chartLocks)
      .doc(W2)
      .set({ owner: 'other', weekOf: W2, leaseUntil: new Date(Date.now() + 60_000) });
    const locked = await runChartJob({ db, now: monday(W2), newsletter: newsletterFor() });
    expect(locked).toEqual({ status: 'locked', weekOf: W2, owner: 'other' });
    expect(sink.messages).toHaveLength(0);
  });
});
