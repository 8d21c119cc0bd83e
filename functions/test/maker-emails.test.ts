// The makers' weekly rank e-mail, against the emulators and a real SMTP server in this
// process: after the Monday chart, each opted-in maker with a project on it gets one e-mail with every
// such project ("#1, up 1; peak #1"); makers who did not opt in, who unsubscribed, or whose project is
// off the chart get none; a re-run of the chart job mails nobody twice. The opt-in through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { userSchema } from '../src/domain/entities';
import { addLocalDays, weekStartInstant } from '../src/domain/week';
import { closeSmtpMailers } from '../src/infra/mail';
import { runChartJob } from '../src/jobs/chart';
import { typedCollection } from '../src/services/firestore';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import type { Harness, TestUser } from './api-harness';
import { call, signInAs, startApi } from './api-harness';
import { adminDb, clearFirestore, judgedSubmission, putSubmissions } from './helpers';
import type { SmtpSink, TestMail } from './smtp-sink';
import { startSmtpSink, testMail } from './smtp-sink';
import type { SubmissionOverrides } from './helpers';

const db = adminDb();
const W1 = '2026-11-09';
const W2 = '2026-11-16';
const MAKERS = {
  ada: { email: 'ada@makers.dev', optIn: true },
  bo: { email: 'bo@makers.dev', optIn: false },
  cy: { email: 'cy@makers.dev', optIn: true },
  gone: { email: 'gone@makers.dev', optIn: true },
} as const;

let sink: SmtpSink;
let mail: TestMail;
let h: Harness;
let member: TestUser;

const project = (id: string, maker: string, aiScore: number, over: SubmissionOverrides = {}) =>
  judgedSubmission(id, aiScore, {
    projectName: `Project <${id}>`,
    submittedBy: maker,
    aiJudgedAt: new Date('2026-11-01T10:00:00Z'),
    ...over,
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  mail = testMail(sink);
  await clearFirestore();
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  for (const [uid, m] of Object.entries(MAKERS)) {
    await users.doc(uid).set(
      userSchema.parse({
        id: uid,
        email: m.email,
        createdAt: new Date('2026-09-01T10:00:00Z'),
        makerRankEmails: m.optIn,
      }),
    );
  }
  await unsubscribeAddress(db, recipientKeyOf(MAKERS.gone.email), new Date('2026-10-20T10:00:00Z'), 'link');
  await putSubmissions(
    project('a1', 'ada', 9.0),
    project('a2', 'ada', 8.0),
    project('b1', 'bo', 8.5),
    project('c1', 'cy', 7.5),
    project('g1', 'gone', 8.8),
    // Under the chart's AI minimum: cy's second project is not on it.
    project('c2', 'cy', 6.0),
  );
  await runChartJob({ db, now: weekStartInstant(W1) });
  await putSubmissions(project('a2', 'ada', 8.0, { votesByWeek: { [W1]: 40 } }));
  member = await signInAs('maker.member@vibers.dev');
  h = await startApi();
});

afterAll(async () => {
  closeSmtpMailers();
  await sink?.close();
  await h?.close();
});

describe("the makers' weekly rank e-mail", () => {
  it('mails each opted-in maker on the chart once, with each of their projects, rank, movement and peak', async () => {
    sink.clear();
    const now = addLocalDays(weekStartInstant(W2), 0);
    const result = await runChartJob({ db, now, makerEmails: { settings: mail.settings } });
    expect(result.status === 'published' && result.makerEmails).toEqual({
      status: 'sent',
      weekOf: W2,
      makers: 2,
      sent: 2,
      failed: 0,
      skipped: 0,
      remaining: 0,
    });
    expect(sink.messages.map((m) => m.envelopeTo[0]).sort()).toEqual([MAKERS.ada.email, MAKERS.cy.email]);
    const ada = sink.to(MAKERS.ada.email)[0]!;
    expect(ada.header('subject')).toBe('Your 2 projects on VibeChart this week (best #1)');
    expect(ada.header('list-unsubscribe')).toMatch(/^<https:\/\/vibechart\.test\/api\/unsubscribe\?token=/);
    // a2 climbed from #4 to #1 on its 40 votes; a1 dropped from #1 to #2 (its peak stays #1).
    expect(ada.text).toContain('Project <a2>: #1, up 3; peak #1');
    expect(ada.text).toContain('Project <a1>: #2, down 1; peak #1');
    expect(ada.html).toContain('Project &lt;a2&gt;');
    expect(ada.html).not.toContain('<a2>');
    const cy = sink.to(MAKERS.cy.email)[0]!;
    expect(cy.header('subject')).toMatch(/^Your project is #\d+ on VibeChart this week$/);
    expect(cy.text).not.toContain('c2');

    // A re-run of the chart job (the scheduler's retry) mails nobody twice.
    sink.clear();
    const again = await runChartJob({ db, now, makerEmails: { settings: mail.settings } });
    expect(again.status === 'published' && again.makerEmails).toMatchObject({ sent: 0, skipped: 2 });
    expect(sink.messages).toHaveLength(0);
  });

  it('skips with one line when mail is not configured; the chart is out regardless', async () => {
    const lines: string[] = [];
    const result = await runChartJob({
      db,
      now: weekStartInstant(W2),
      makerEmails: { settings: testMail(sink, { smtp: false }).settings, log: (line) => lines.push(line) },
    });
    expect(result).toMatchObject({ status: 'published', makerEmails: { status: 'skipped' } });
    expect(lines).toEqual([`Maker rank e-mails for ${W2} skipped: SMTP_URL is not configured`]);
  });
});

describe('the opt-in (GET and POST /api/me/maker-emails)', () => {
  it("is off until the member turns it on, survives the next sign-in's sync, and is theirs only", async () => {
    const get = () => call(h, 'GET', '/api/me/maker-emails', { token: member.token });
    expect((await get()).body).toEqual({ enabled: false });
    const on = await call(h, 'POST', '/api/me/maker-emails', { token: member.token, body: { enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ enabled: true });
    expect((await call(h, 'POST', '/api/users/sync', { token: member.token, body: {} })).status).toBe(200);
    expect((await get()).body).toEqual({ enabled: true });
    expect((await db.collection(COLLECTIONS.users).doc(member.uid).get()).get('makerRankEmails')).toBe(true);
    const bad = await call(h, 'POST', '/api/me/maker-emails', { token: member.token, body: { enabled: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await call(h, 'GET', '/api/me/maker-emails')).status).toBe(401);
    const off = await call(h, 'POST', '/api/me/maker-emails', { token: member.token, body: { enabled: false } });
    expect(off.body).toEqual({ enabled: false });
  });
});
