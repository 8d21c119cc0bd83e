// The beta-turbulence campaign against the emulators, mailing a real SMTP server in this process: the
// admin key, the test-send rule, the preview numbers, batches of 5 with the 2 s pause between them,
// test accounts and unsubscribed addresses skipped, and each recipient mailed once — after a second
// call, a run killed halfway, a run that died between claim and send, concurrent runs, and retries.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { emailDeliverySchema, userSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { runBetaTurbulenceCampaign } from '../src/services/campaign-sends';
import { BETA_TURBULENCE_CAMPAIGN, TEST_SEND_VALID_MS, isTestAccountEmail } from '../src/services/campaign';
import { typedCollection } from '../src/services/firestore';
import { BETA_TURBULENCE_SUBJECT } from '../src/services/mail-templates';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import { call, startApi } from './api-harness';
import { adminDb, clearFirestore, dumpDatabase, runClock } from './helpers';
import { useApi, useSmtpSink } from './lifecycle';
import { TEST_CAMPAIGN_KEY, testMail } from './smtp-sink';

const db = adminDb();
const KEY = { adminKey: TEST_CAMPAIGN_KEY };
const REAL = Array.from({ length: 12 }, (_, i) => `member${String(i + 1).padStart(2, '0')}@vibers.dev`);
const TEST_ACCOUNTS = ['seed.1@example.com', 'qa+test@vibers.dev', 'bot@ci.test'];
const UNSUBSCRIBED = 'left@vibers.dev';

const { sink, mail } = useSmtpSink();
const {
  h,
  members: { admin, otherAdmin },
} = useApi({
  members: {
    admin: { email: 'admin-campaign@example.com', admin: true, name: 'Ada Lovelace' },
    otherAdmin: { email: 'other-admin-campaign@example.com', admin: true },
  },
  deps: () => ({ mail: mail.deps }),
});

async function seedAudience(): Promise<void> {
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  const all = [...REAL, ...TEST_ACCOUNTS, UNSUBSCRIBED];
  await Promise.all(
    all.map((email, i) =>
      users.doc(`uid-${i}`).set(
        userSchema.parse({
          id: `uid-${i}`,
          email,
          fullName: `Person ${i} Lastname`,
          createdAt: new Date('2026-10-01T10:00:00Z'),
        }),
      ),
    ),
  );
  await unsubscribeAddress(db, recipientKeyOf(UNSUBSCRIBED), runClock(), 'link');
}

const campaignCall = (path: string, body: unknown = KEY, token = admin.token, harness = h) =>
  call(harness, 'POST', `/api/admin/${path}`, { token, body });

/** Addresses the sink received the campaign at, with how often. */
function receivedCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of sink.messages) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

async function deliveryOf(email: string) {
  const ref = typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db).doc(
    ids.emailDelivery(BETA_TURBULENCE_CAMPAIGN, recipientKeyOf(email)),
  );
  return (await ref.get()).data();
}

beforeEach(async () => {
  await seedAudience();
});

describe('test accounts', () => {
  it('are the reserved example domains, test TLDs and +test addresses', () => {
    for (const e of [
      'a@example.com',
      'a@mail.example.org',
      'a@example.net',
      'a@x.test',
      'a@box.example',
      'a+test@gmail.com',
    ])
      expect(isTestAccountEmail(e), e).toBe(true);
    for (const e of ['a@gmail.com', 'a@examples.com', 'a@vibers.dev', 'tester@vibers.dev'])
      expect(isTestAccountEmail(e), e).toBe(false);
  });
});

describe('the admin key', () => {
  const paths = ['send-beta-turbulence-test', 'beta-turbulence-preview', 'send-beta-turbulence-campaign'];
  for (const path of paths) {
    it(`${path}: missing → 400 'Admin key required', wrong → 403, nothing sent or written`, async () => {
      const before = await dumpDatabase();
      for (const body of [{}, { adminKey: '' }, { adminKey: '   ' }]) {
        const res = await campaignCall(path, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: MESSAGES.adminKeyRequired });
      }
      for (const adminKey of ['wrong', `${TEST_CAMPAIGN_KEY}x`, TEST_CAMPAIGN_KEY.toUpperCase()]) {
        const res = await campaignCall(path, { adminKey });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: MESSAGES.adminKeyInvalid });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sink.messages).toHaveLength(0);
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('without ADMIN_CAMPAIGN_KEY configured no key opens the campaign routes (503)', async () => {
    const unkeyed = await startApi({ mail: testMail(sink, { campaignKey: null }).deps });
    try {
      for (const path of paths) {
        const res = await campaignCall(path, KEY, admin.token, unkeyed);
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ message: MESSAGES.campaignKeyNotConfigured });
      }
    } finally {
      await unkeyed.close();
    }
    expect(sink.messages).toHaveLength(0);
  });
});

describe('test send first', () => {
  it("the campaign refuses to run before this admin's test send: 'Send test email first'", async () => {
    const res = await campaignCall('send-beta-turbulence-campaign');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.sendTestFirst });
    // Another admin's test does not unlock it for this one.
    expect((await campaignCall('send-beta-turbulence-test', KEY, otherAdmin.token)).status).toBe(200);
    sink.clear();
    expect((await campaignCall('send-beta-turbulence-campaign')).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.messages).toHaveLength(0);
  });

  it("the test goes to the admin's own address and unlocks the campaign for 12 hours", async () => {
    const res = await campaignCall('send-beta-turbulence-test', { ...KEY, testEmail: 'someone-else@vibers.dev' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      message: 'Test email sent to admin-campaign@example.com',
      sentTo: 'admin-campaign@example.com',
    });
    await sink.waitFor(1);
    const [test] = sink.messages;
    expect(test!.envelopeTo).toEqual(['admin-campaign@example.com']);
    expect(test!.header('subject')).toBe(BETA_TURBULENCE_SUBJECT);
    expect(test!.text).toContain('Hi Ada,');
    expect(test!.text).toContain('10 votes per week');
    expect(test!.header('list-unsubscribe')).toMatch(/^<https:\/\/vibechart\.test\/api\/unsubscribe\?token=/);

    // 12 hours and a minute later the test no longer counts.
    const sentAt = h.clock.now;
    h.clock.now = new Date(sentAt.getTime() + TEST_SEND_VALID_MS + 60_000);
    try {
      const late = await campaignCall('send-beta-turbulence-campaign');
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ message: MESSAGES.sendTestFirst });
    } finally {
      h.clock.now = sentAt;
    }
    expect(sink.messages).toHaveLength(1);
  });
});

describe('preview and run', () => {
  it('preview: totals, the filtered test accounts and unsubscribed addresses, and the batches', async () => {
    const res = await campaignCall('beta-turbulence-preview');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 16,
      realRecipients: 12,
      testAccountsFiltered: 3,
      unsubscribedFiltered: 1,
      alreadySent: 0,
      batchInfo: {
        batchSize: 5,
        batches: 3,
        delaySeconds: 2,
        estimatedDuration: 'about 4 seconds',
        estimatedSeconds: 4,
      },
    });
  });

  it('sends each real member one e-mail in batches of 5 with 2 s between batches, then nothing more', async () => {
    expect((await campaignCall('send-beta-turbulence-test')).status).toBe(200);
    sink.clear();
    const res = await campaignCall('send-beta-turbulence-campaign');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 12, failed: 0, skipped: 0, remaining: 0, complete: true });

    const counts = receivedCounts();
    expect([...counts.keys()].sort()).toEqual([...REAL].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Two pauses of 2 s: after the first 5 and after the next 5 (12 = 5 + 5 + 2).
    expect(mail.sleeps).toEqual([
      { ms: 2000, delivered: 5 },
      { ms: 2000, delivered: 10 },
    ]);
    for (const m of sink.messages) {
      expect(m.header('subject')).toBe(BETA_TURBULENCE_SUBJECT);
      expect(m.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(m.text).toMatch(/^Hi Person,\r?\n/);
    }
    const delivery = await deliveryOf(REAL[0]!);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, campaignId: BETA_TURBULENCE_CAMPAIGN });
    expect(JSON.stringify(delivery)).not.toContain('@');

    // A second click sends nobody anything.
    const again = await campaignCall('send-beta-turbulence-campaign');
    expect(again.body).toEqual({ sent: 0, failed: 0, skipped: 12, remaining: 0, complete: true });
    expect(sink.messages).toHaveLength(12);
    const preview = await campaignCall('beta-turbulence-preview');
    expect(preview.body).toMatchObject({ realRecipients: 12, alreadySent: 12, batchInfo: { batches: 0 } });
  });

  it('a run killed halfway and started again mails everyone exactly once', async () => {
    const settings = mail.settings;
    await expect(runBetaTurbulenceCampaign({ db, settings, now: runClock, failAfterBatches: 1 })).rejects.toThrow(
      'killed after 1 batches',
    );
    expect(sink.messages).toHaveLength(5);
    const rerun = await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    expect(rerun).toEqual({ sent: 7, failed: 0, skipped: 5, remaining: 0, complete: true });
    const counts = receivedCounts();
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a recipient claimed by a run that died before marking it is not mailed again (at most once)', async () => {
    const ref = typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db).doc(
      ids.emailDelivery(BETA_TURBULENCE_CAMPAIGN, recipientKeyOf(REAL[3]!)),
    );
    await ref.set(
      emailDeliverySchema.parse({
        id: ref.id,
        campaignId: BETA_TURBULENCE_CAMPAIGN,
        recipientKey: recipientKeyOf(REAL[3]!),
        status: 'sending',
        attempts: 1,
        claimedAt: new Date('2026-11-01T10:00:00Z'),
      }),
    );
    const result = await runBetaTurbulenceCampaign({ db, settings: mail.settings, now: runClock });
    expect(result).toMatchObject({ sent: 11, skipped: 1 });
    expect(receivedCounts().has(REAL[3]!)).toBe(false);
  });

  it('two runs at once still mail everyone exactly once', async () => {
    const settings = mail.settings;
    const [a, b] = await Promise.all([
      runBetaTurbulenceCampaign({ db, settings, now: runClock }),
      runBetaTurbulenceCampaign({ db, settings, now: runClock }),
    ]);
    expect(a.sent + b.sent).toBe(12);
    const counts = receivedCounts();
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a refused delivery is retried by the next run, at most 3 attempts in all', async () => {
    const settings = mail.settings;
    sink.refuse.add(REAL[1]!);
    const first = await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    expect(first).toMatchObject({ sent: 11, failed: 1 });
    expect(await deliveryOf(REAL[1]!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await deliveryOf(REAL[1]!))?.error).toContain('550');
    await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    expect(await deliveryOf(REAL[1]!)).toMatchObject({ status: 'failed', attempts: 3 });
    sink.refuse.delete(REAL[1]!);
    const fourth = await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    expect(fourth).toMatchObject({ sent: 0, failed: 0, skipped: 12 });
    expect(receivedCounts().has(REAL[1]!)).toBe(false);

    // A mailbox that comes back before its third attempt gets the e-mail once.
    await clearFirestore();
    await seedAudience();
    sink.clear();
    sink.refuse.add(REAL[2]!);
    await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    sink.refuse.delete(REAL[2]!);
    const retry = await runBetaTurbulenceCampaign({ db, settings, now: runClock });
    expect(retry).toMatchObject({ sent: 1, failed: 0, skipped: 11 });
    expect(receivedCounts().get(REAL[2]!)).toBe(1);
  });

  it("a call stops at its time budget and the next call continues ('complete' turns true)", async () => {
    const budgeted = await startApi({ mail: testMail(sink, { campaignBudgetMs: 0 }).deps });
    try {
      expect((await campaignCall('send-beta-turbulence-test', KEY, admin.token, budgeted)).status).toBe(200);
      sink.clear();
      const results = [];
      for (let i = 0; i < 3; i++) {
        results.push((await campaignCall('send-beta-turbulence-campaign', KEY, admin.token, budgeted)).body);
      }
      expect(results).toEqual([
        { sent: 5, failed: 0, skipped: 0, remaining: 7, complete: false },
        { sent: 5, failed: 0, skipped: 5, remaining: 2, complete: false },
        { sent: 2, failed: 0, skipped: 10, remaining: 0, complete: true },
      ]);
      expect(receivedCounts().size).toBe(12);
    } finally {
      await budgeted.close();
    }
  });
});
