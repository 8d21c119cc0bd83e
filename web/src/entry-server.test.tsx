// The page server renders many requests at once in one process: each render must get its own data,
// origin and instant, and render once, with the data its route declares fetched first.
import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { parseServerState, serverStateText } from './lib/server-state';

const project = (id: string, name: string) => ({
  id,
  rank: 1,
  currentRank: 1,
  previousRank: null,
  peakRank: 1,
  weeksOnChart: 1,
  projectName: name,
  projectUrl: `https://${id}.example/`,
  projectIntention: null,
  description: `${name} does one thing well.`,
  builderName: 'Ada',
  links: {},
  socialProofUrl: null,
  thumbnailUrl: null,
  thumbnailSmallUrl: null,
  builderTool: ['Cursor'],
  modelProviders: [],
  ideAgents: [],
  hostsFrameworks: [],
  openToCollaborators: false,
  isSecurityVerified: false,
  innovationScore: 8,
  utilityScore: 8,
  aiScore: 8,
  reviewText: 'Good.',
  finalScore: 80,
  chartStatus: 'New Entry',
  isHot: false,
  isNew: true,
  voteCount: 3,
  weeklyVotes: 3,
  vibeCount: 1,
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** An /api answered from a table, each answer after `delayMs` (so two renders interleave). */
function fakeApi(answers: Record<string, unknown>, delayMs: number) {
  const calls: string[] = [];
  const apiFetch = vi.fn(async (input: string | URL | Request) => {
    const path = String(input);
    calls.push(path);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = answers[path];
    return answer === undefined
      ? new Response('{"error":"not_found","message":"Project not found"}', { status: 404 })
      : Response.json(answer);
  }) as unknown as typeof fetch;
  return { apiFetch, calls };
}

const stats = { '/api/chart/stats': { totalVotes: 1, totalProjects: 1, totalBuilders: 1 } };
const vibes = { '/api/stats/total-vibes': { totalVibes: 1 } };
/** The chart's route also asks for this week's live votes; none yet. */
const liveVotes = { '/api/chart/live-votes': { weekOf: null, weekStart: '2025-05-26', votes: {} } };

describe('the page server', () => {
  it('renders two pages at once, each with its own data, origin and instant', async () => {
    const a = fakeApi(
      { ...stats, ...vibes, ...liveVotes, '/api/submissions?filter=vibechart': [project('alpha', 'Alpha Tool')] },
      30,
    );
    const b = fakeApi(
      { ...stats, ...vibes, '/api/projects/beta': project('beta', 'Beta Tool'), '/api/projects/beta/history': [] },
      5,
    );
    const [chart, page] = await Promise.all([
      render({ url: 'https://one.example/', apiFetch: a.apiFetch, now: Date.UTC(2025, 5, 1) }),
      render({ url: 'https://two.example/p/beta', apiFetch: b.apiFetch, now: Date.UTC(2026, 5, 1) }),
    ]);

    expect(chart.status).toBe(200);
    expect(chart.html).toContain('Alpha Tool');
    expect(chart.html).not.toContain('Beta Tool');
    expect(chart.head).toContain('https://one.example/');
    expect(chart.head).not.toContain('two.example');
    expect(chart.html).toContain('© 2025');
    expect(chart.state.renderedAt).toBe(Date.UTC(2025, 5, 1));
    expect(chart.state.renderedYear).toBe(2025);

    expect(page.status).toBe(200);
    expect(page.html).toContain('Beta Tool');
    expect(page.html).not.toContain('Alpha Tool');
    expect(page.head).toContain('https://two.example/p/beta');
    expect(page.html).toContain('© 2026');
    expect(page.state.renderedAt).toBe(Date.UTC(2026, 5, 1));
    expect(page.state.renderedYear).toBe(2026);

    // Each render asked its own API, each call once: the route's queries first, then one render.
    expect(a.calls.sort()).toEqual([
      '/api/chart/live-votes',
      '/api/chart/stats',
      '/api/stats/total-vibes',
      '/api/submissions?filter=vibechart',
    ]);
    expect(b.calls.sort()).toEqual([
      '/api/chart/stats',
      '/api/projects/beta',
      '/api/projects/beta/history',
      '/api/stats/total-vibes',
    ]);
  });

  it('sends the page complete: no script of React to finish it, and its data for hydration', async () => {
    const a = fakeApi(
      { ...stats, ...vibes, ...liveVotes, '/api/submissions?filter=vibechart': [project('alpha', 'Alpha Tool')] },
      0,
    );
    const result = await render({ url: 'https://one.example/', apiFetch: a.apiFetch });
    expect(result.status).toBe(200);
    expect(result.html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/);
    expect(result.html).not.toMatch(/<!--\$[!?]-->/);
    expect(result.complete).toBe(true);
    const state = parseServerState(serverStateText(result.state));
    const chart = state.queries.find((query) => query.queryHash === '["chart","current"]');
    expect((chart?.state.data as { projectName: string }[])[0]?.projectName).toBe('Alpha Tool');
  });

  it("sends the year of Copenhagen's calendar: New Year's Eve at 23:30 UTC is already the next year", async () => {
    const { apiFetch } = fakeApi({ ...stats, ...vibes }, 0);
    const page = await render({ url: 'https://one.example/about', apiFetch, now: Date.UTC(2026, 11, 31, 23, 30) });
    expect(page.html).toContain('© 2027');
    expect(page.state.renderedYear).toBe(2027);
    // The Copenhagen days around the instant, for the labels ('today', '2 days ago') while hydrating.
    const [next, today, yesterday] = (page.state.renderedDayStarts ?? []).map((ms) => new Date(ms).toISOString());
    expect([next, today, yesterday]).toEqual([
      '2027-01-01T23:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
      '2026-12-30T23:00:00.000Z',
    ]);
    expect(page.state.renderedDayStarts).toHaveLength(32);
    expect(parseServerState(serverStateText(page.state)).renderedYear).toBe(2027);
  });

  it('answers 404 for an id the API does not know, and keeps a page whose data failed out of caches', async () => {
    const missing = fakeApi({ ...stats, ...vibes }, 0);
    const notFound = await render({ url: 'https://one.example/p/nope', apiFetch: missing.apiFetch });
    expect(notFound.status).toBe(404);
    expect(notFound.html).toContain('Project not found');
    expect(notFound.complete).toBe(true);

    const failing = vi.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    const down = await render({ url: 'https://one.example/', apiFetch: failing });
    expect(down.status).toBe(200);
    expect(down.complete).toBe(false);
    expect(down.html).toContain('CONNECTION ERROR');
  });
});
