// GET /api/projects/archive/count against the emulators, through the real app in-process: the total
// behind the archive's "of ~N shown" label is exactly the number of rows the archive pages list.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import type { submissionSchema } from '../src/domain/entities';
import { rebuildArchiveIndex } from '../src/services/list-index';
import { call } from './api-harness';
import { adminDb, approvedSubmission, dumpDatabase, putSubmissions } from './helpers';
import { useApi } from './lifecycle';

const PUBLIC = 'public, max-age=60, s-maxage=300';
const NOW = new Date('2026-11-25T12:00:00Z');

const submission = approvedSubmission;

const charted = (id: string, week: string, rank: number, over: Partial<z.input<typeof submissionSchema>> = {}) =>
  submission(id, {
    firstChartedAt: new Date('2026-10-19T00:01:00Z'),
    lastChartWeekStart: week,
    lastChartRank: rank,
    ...over,
  });

const { h } = useApi({ now: NOW });

describe('GET /api/projects/archive/count', () => {
  it('answers 0 for an empty archive, publicly cacheable', async () => {
    await putSubmissions(submission('never-charted'));
    const res = await call(h, 'GET', '/api/projects/archive/count');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    expect(API.archiveCount.output.parse(res.body)).toEqual({ total: 0 });
  });

  it('counts exactly the rows the archive lists: charted and approved only', async () => {
    await putSubmissions(
      charted('a', '2026-11-23', 1),
      charted('b', '2026-11-16', 4),
      charted('c', '2026-11-09', 7, { archivedAt: new Date('2026-11-16T00:01:00Z') }),
      charted('rejected', '2026-11-16', 2, { status: 'rejected' }),
      submission('launchpad', { launchpadLiveAt: new Date('2026-11-24T10:00:00Z') }),
      submission('pending', { status: 'pending', approvedAt: null, launchpadLiveAt: null }),
    );
    await rebuildArchiveIndex(adminDb());
    const before = await dumpDatabase();
    const res = await call(h, 'GET', '/api/projects/archive/count');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 3 });

    const listed = await call(h, 'GET', '/api/projects/archive?page=1&limit=24');
    expect((listed.body as { id: string }[]).map((r) => r.id).sort()).toEqual(['a', 'b', 'c']);
    // A read-only call: nothing written.
    expect(await dumpDatabase()).toEqual(before);
  });

  it('counts past one page of 24', async () => {
    const docs = Array.from({ length: 30 }, (_, i) => charted(`p${String(i).padStart(2, '0')}`, '2026-11-16', i + 1));
    await putSubmissions(...docs);
    await rebuildArchiveIndex(adminDb());
    const res = await call(h, 'GET', '/api/projects/archive/count');
    expect(res.body).toEqual({ total: 30 });
    const page2 = await call(h, 'GET', '/api/projects/archive?page=2&limit=24');
    expect((page2.body as unknown[]).length).toBe(6);
  });

  it('ignores bearer tokens; refuses query parameters (they would split the CDN cache)', async () => {
    await putSubmissions(charted('a', '2026-11-23', 1));
    const res = await call(h, 'GET', '/api/projects/archive/count', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 1 });
    const withQuery = await call(h, 'GET', '/api/projects/archive/count?page=abc&total=999');
    expect(withQuery.status).toBe(400);
    expect(withQuery.body).toMatchObject({ message: 'Unknown query parameter: page, total (allowed: none)' });
  });
});
