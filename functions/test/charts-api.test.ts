// Chart history routes through the real app: published weeks, one week's chart, a project's ranks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import { CHART_MESSAGES } from '../src/domain/chart';
import { MESSAGES } from '../src/domain/messages';
import { addLocalDays, weekStartInstant } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import type { Harness } from './api-harness';
import { call, startApi } from './api-harness';
import { adminDb, clearFirestore, judgedSubmission, putSubmissions } from './helpers';

const db = adminDb();
const PUBLIC = 'public, max-age=60, s-maxage=300';
const W1 = '2026-11-09';
const W2 = '2026-11-16';

const project = judgedSubmission;

let h: Harness;

beforeAll(async () => {
  await clearFirestore();
  await putSubmissions(
    project('alpha', 9),
    project('beta', 8),
    project('gamma', 6),
    project('hidden', 9.5, { status: 'pending' }),
    project('nixed', 9.4, { status: 'rejected' }),
  );
  await runChartJob({ db, now: weekStartInstant(W1) });
  await putSubmissions(project('beta', 8, { votesByWeek: { [W1]: 40 } }));
  await runChartJob({ db, now: addLocalDays(weekStartInstant(W2), 1) });
  h = await startApi();
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/charts', () => {
  it('lists published weeks newest first, publicly cacheable', async () => {
    const res = await call(h, 'GET', '/api/charts');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    expect(API.charts.output.parse(res.body)).toEqual([
      { weekOf: W2, publishedAt: weekStartInstant(W2).toISOString(), entries: 2 },
      { weekOf: W1, publishedAt: weekStartInstant(W1).toISOString(), entries: 2 },
    ]);
  });
});

describe('GET /api/charts/:weekOf', () => {
  it('answers a published week with ISO dates', async () => {
    const res = await call(h, 'GET', `/api/charts/${W2}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    const chart = API.chart.output.parse(res.body);
    expect(chart.weekOf).toBe(W2);
    expect(chart.publishedAt).toBe(weekStartInstant(W2).toISOString());
    expect(chart.entries.map((e) => [e.id, e.rank, e.chartStatus, e.voteCount])).toEqual([
      ['beta', 1, '↑1', 40],
      ['alpha', 2, '↓1', 0],
    ]);
    expect(chart.entries[0]!.createdAt).toBe('2026-10-01T10:00:00.000Z');
  });

  it('400 for a date that is not a Monday, 404 for a week never published', async () => {
    const bad = await call(h, 'GET', '/api/charts/2026-11-10');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: CHART_MESSAGES.weekNotMonday });
    expect(bad.headers.get('cache-control')).not.toBe(PUBLIC);
    expect((await call(h, 'GET', '/api/charts/latest')).status).toBe(400);
    const missing = await call(h, 'GET', '/api/charts/2026-11-02');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: CHART_MESSAGES.chartNotFound });
  });
});

describe('GET /api/projects/:id/history', () => {
  it('answers rank per week, oldest first', async () => {
    const res = await call(h, 'GET', '/api/projects/beta/history');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    expect(API.projectHistory.output.parse(res.body)).toEqual([
      { weekOf: W1, rank: 2, chartStatus: 'New Entry' },
      { weekOf: W2, rank: 1, chartStatus: '↑1' },
    ]);
  });

  it('an approved project that never charted has an empty history', async () => {
    const res = await call(h, 'GET', '/api/projects/gamma/history');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('404 for unknown and non-public projects', async () => {
    for (const id of ['nope', 'hidden']) {
      const res = await call(h, 'GET', `/api/projects/${id}/history`);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ message: MESSAGES.projectNotFound });
    }
  });
});

describe('GET /api/projects/:id', () => {
  it('answers a charted project as listed, with its current rank and movement', async () => {
    const res = await call(h, 'GET', '/api/projects/beta');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    const beta = API.project.output.parse(res.body);
    expect(beta).toMatchObject({
      id: 'beta',
      projectName: 'Project beta',
      rank: 1,
      currentRank: 1,
      peakRank: 1,
      weeksOnChart: 2,
      chartStatus: '↑1',
      status: 'approved',
      aiScore: 8,
      reviewText: 'A scripted review.',
      createdAt: '2026-10-01T10:00:00.000Z',
    });
    expect(res.body).not.toHaveProperty('submittedBy');
  });

  it('answers an approved project that is not on the chart without a rank', async () => {
    const res = await call(h, 'GET', '/api/projects/gamma');
    expect(res.status).toBe(200);
    expect(API.project.output.parse(res.body)).toMatchObject({ id: 'gamma', rank: null, chartStatus: null });
  });

  it('404 "Project not found" for unknown, pending and rejected projects, never cached', async () => {
    for (const id of ['nope', 'hidden', 'nixed', 'x'.repeat(201)]) {
      const res = await call(h, 'GET', `/api/projects/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ message: MESSAGES.projectNotFound });
      expect(res.headers.get('cache-control')).not.toBe(PUBLIC);
    }
  });

  it('leaves /api/projects/launchpad and /api/projects/archive to the lists', async () => {
    for (const path of ['/api/projects/launchpad', '/api/projects/archive']) {
      const res = await call(h, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.body), path).toBe(true);
    }
  });
});
