import { describe, expect, it } from 'vitest';
import { CHART_SIZE } from '../../../functions/src/domain/constants';
import {
  aiReviewSchema,
  chartEntrySchema,
  chartSchema,
  submissionSchema,
  userSchema,
  userWeeklyQuotaSchema,
  vibeSchema,
  voteBonusEventSchema,
  voteSchema,
} from '../../../functions/src/domain/entities';
import { ADMIN_EMAIL, DEMO_EMAIL, applyThumbnailUrls, generateDataset } from './generate';
import type { SeedDataset } from './generate';
import { seedViolations } from './invariants';
import { Random, stableId } from './random';

const now = new Date('2026-11-22T12:00:00Z');
const small = generateDataset({ size: 40, now });
const standard = generateDataset({ size: 300, now });
const large = generateDataset({ size: 1200, now });

function violations(d: SeedDataset): string[] {
  return seedViolations({ ...d, counters: [d.statsShard, d.statsSummary], now: d.options.now });
}

const statuses = (d: SeedDataset) => new Set(d.chartEntries.map((e) => e.chartStatus.replace(/\d+/, 'N')));
const stageSet = (d: SeedDataset) => new Set(d.stages.values());

describe('seed generator', () => {
  it('is deterministic: the same size and now give the same data', () => {
    const again = generateDataset({ size: 40, now });
    expect(JSON.stringify({ ...again, stages: [...again.stages] })).toBe(
      JSON.stringify({ ...small, stages: [...small.stages] }),
    );
  });

  it('keeps ids stable per index across sizes and nows', () => {
    const other = generateDataset({ size: 41, now: new Date('2026-12-02T08:00:00Z') });
    expect(other.submissions.slice(0, 40).map((s) => s.id)).toEqual(small.submissions.map((s) => s.id));
    expect(other.users.map((u) => u.id)).toEqual(small.users.map((u) => u.id));
  });

  it.each([
    ['40', small],
    ['300', standard],
    ['1200', large],
  ])('size %s: every document parses with its schema', (_, d) => {
    for (const u of d.users) userSchema.parse(u);
    for (const s of d.submissions) submissionSchema.parse(s);
    for (const v of d.votes) voteSchema.parse(v);
    for (const v of d.vibes) vibeSchema.parse(v);
    for (const q of d.quotas) userWeeklyQuotaSchema.parse(q);
    for (const b of d.bonusEvents) voteBonusEventSchema.parse(b);
    for (const r of d.aiReviews) aiReviewSchema.parse(r);
    for (const e of d.chartEntries) chartEntrySchema.parse(e);
    for (const c of d.charts) chartSchema.parse(c);
  });

  it.each([
    ['40', small],
    ['300', standard],
    ['1200', large],
  ])(
    'size %s: votes, vibes, quotas, counters and charts obey the rules',
    (_, d) => {
      expect(violations(d)).toEqual([]);
    },
    // Seconds of pure CPU for 1,200 projects: room for a machine busy with the emulator suites.
    30_000,
  );

  it('covers every lifecycle state with the expected proportions', () => {
    for (const d of [small, standard, large]) {
      expect(stageSet(d)).toEqual(new Set(['pending', 'rejected', 'launchpad', 'judged', 'charted', 'archived']));
    }
    const count = (stage: string) => [...standard.stages.values()].filter((s) => s === stage).length;
    expect(standard.submissions).toHaveLength(300);
    expect(count('pending')).toBe(18);
    expect(count('rejected')).toBe(12);
    expect(count('launchpad')).toBe(30);
    expect(count('charted')).toBeGreaterThanOrEqual(80);
    expect(count('archived')).toBeGreaterThanOrEqual(10);
  });

  it('publishes eight weekly charts plus charts/current with movement of every kind', () => {
    expect(standard.charts).toHaveLength(9);
    expect(standard.chartWeeks).toHaveLength(8);
    expect(standard.charts.at(-1)!.weekOf).toBe('2026-11-16');
    expect(standard.chartWeeks[0]).toBe('2026-09-28');
    expect(statuses(standard)).toEqual(new Set(['New Entry', '↑N', '↓N', '=']));
    // Re-entries need more than 100 eligible projects in a week: from about 1000 projects on.
    expect(statuses(large)).toEqual(new Set(['New Entry', '↑N', '↓N', '=', 'Re-entry']));
    expect(large.charts.slice(1).every((c) => c.entries.length === CHART_SIZE)).toBe(true);
    expect(standard.chartEntries.some((e) => e.weeksOnChart === 4)).toBe(true);
    const hot = standard.charts.flatMap((c) => c.entries).filter((e) => e.isHot);
    expect(hot.length).toBeGreaterThan(0);
  });

  it('keeps AI scores in range and mostly typical', () => {
    const scores = standard.submissions.flatMap((s) => (s.aiScore === null ? [] : [s.aiScore]));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...scores)).toBeLessThanOrEqual(10);
    expect(scores.every((x) => Math.round(x * 10) === x * 10)).toBe(true);
    const typical = scores.filter((x) => x >= 5.5 && x <= 7.5).length / scores.length;
    const high = scores.filter((x) => x > 8).length / scores.length;
    expect(typical).toBeGreaterThan(0.5);
    expect(high).toBeLessThan(0.2);
  });

  it('seeds the admin and the demo user, who owns projects in several states', () => {
    const admin = standard.users.find((u) => u.email === ADMIN_EMAIL)!;
    const demo = standard.users.find((u) => u.email === DEMO_EMAIL)!;
    expect(admin.isAdmin).toBe(true);
    expect(standard.authUsers.find((u) => u.uid === admin.id)?.admin).toBe(true);
    expect(demo.isAdmin).toBe(false);
    expect(standard.users.filter((u) => u.isAdmin)).toHaveLength(1);
    const demoStages = new Set(
      standard.submissions.filter((s) => s.submittedBy === demo.id).map((s) => standard.stages.get(s.id)),
    );
    expect(demoStages).toEqual(new Set(['pending', 'rejected', 'launchpad', 'charted', 'judged']));
  });

  it('gives most projects a thumbnail and puts the stored URLs on submissions and chart rows', () => {
    const d = generateDataset({ size: 40, now });
    expect(d.thumbnails.length).toBeGreaterThan(30);
    expect(d.thumbnails.length).toBeLessThan(40);
    const urls = new Map(
      d.thumbnails.map((t) => [
        t.submissionId,
        { thumbnailUrl: `/a/${t.submissionId}`, thumbnailSmallUrl: `/b/${t.submissionId}` },
      ]),
    );
    applyThumbnailUrls(d, urls);
    const withUrl = d.submissions.filter((s) => s.thumbnailUrl);
    expect(withUrl).toHaveLength(d.thumbnails.length);
    for (const row of d.charts.flatMap((c) => c.entries))
      expect(row.thumbnailUrl).toBe(urls.get(row.id)?.thumbnailUrl ?? null);
  });
});

describe('seed randomness', () => {
  it('forks independent, reproducible streams', () => {
    const a = new Random('x').fork('y');
    const b = new Random('x').fork('y');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Random('x').fork('z').next()).not.toBe(new Random('x').fork('y').next());
  });

  it('makes Firestore-like ids from labels', () => {
    expect(stableId('submission:1')).toMatch(/^[0-9A-Za-z]{20}$/);
    expect(stableId('submission:1')).toBe(stableId('submission:1'));
    expect(stableId('user:1', 28)).toHaveLength(28);
  });
});
