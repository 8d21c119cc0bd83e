// @vitest-environment jsdom
// isolate: it renders with the page server's renderer and the browser's in one module graph, and React's
// contexts would carry the first's values into other files' renders.
// `/` hydrates the page the app renders on the server with its own tree: the same elements, nothing
// React must repair, and the rows' kept text untouched.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server';
import { readServerState, serverStateText } from '../lib/server-state';
import { HomeData } from './home-data';
import { HomeApp } from './home-app';

const project = (rank: number) => ({
  id: `p${rank}`,
  rank,
  currentRank: rank,
  previousRank: rank === 1 ? null : rank + 1,
  peakRank: rank,
  weeksOnChart: rank % 4,
  projectName: `Project ${rank}`,
  projectUrl: `https://p${rank}.example/`,
  projectIntention: rank % 2 ? 'Helps you ship' : null,
  description: `Project ${rank} does one thing well.`,
  builderName: 'Ada',
  links: { x: 'https://x.com/ada' },
  socialProofUrl: null,
  thumbnailUrl: rank % 3 ? `/api/blobs/thumbnails/p${rank}/800.webp` : null,
  thumbnailSmallUrl: rank % 3 ? `/api/blobs/thumbnails/p${rank}/160.webp` : null,
  builderTool: ['Cursor'],
  modelProviders: ['Claude'],
  ideAgents: [],
  hostsFrameworks: [],
  openToCollaborators: rank === 2,
  isSecurityVerified: rank === 3,
  innovationScore: 8,
  utilityScore: 7,
  aiScore: 7.5,
  reviewText: 'Good.',
  finalScore: 80 - rank,
  chartStatus: rank === 1 ? 'New Entry' : 'Up',
  isHot: rank === 1,
  isNew: rank === 1,
  voteCount: 30 - rank,
  weeklyVotes: 10 - (rank % 10),
  vibeCount: rank,
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
});

function answers(rows: number): Record<string, unknown> {
  const list = Array.from({ length: rows }, (_, i) => project(i + 1));
  return {
    '/api/chart/stats': { totalVotes: 1234, totalProjects: rows, totalBuilders: 3 },
    '/api/stats/total-vibes': { totalVibes: 56 },
    '/api/chart/live-votes': { weekOf: null, weekStart: '2026-11-30', votes: { p1: 12 } },
    '/api/submissions?filter=vibechart': list,
  };
}

const apiFetch = (table: Record<string, unknown>) =>
  (async (input: string | URL | Request) => {
    const answer = table[String(input)];
    return answer === undefined ? new Response('{}', { status: 404 }) : Response.json(answer);
  }) as typeof fetch;

// Unmounted after each test: a root left mounted keeps its session's idle timer, which would fire
// after the file's DOM is gone.
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function hydrateHome(rows: number) {
  const page = await render({
    url: 'http://localhost/',
    apiFetch: apiFetch(answers(rows)),
    now: Date.UTC(2026, 11, 2),
  });
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="vc-state">${serverStateText(page.state)}</script>`;
  const root = document.getElementById('root')!;
  const before = root.innerHTML;
  const state = readServerState(document)!;
  const errors: unknown[] = [];
  // The server's renderer and the browser's share this process's contexts: React says so, once each.
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) errors.push(args);
  });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    roots.push(
      hydrateRoot(
        root,
        <HomeApp
          data={new HomeData(state)}
          request={{
            origin: 'http://localhost',
            renderedAt: state.renderedAt,
            renderedYear: state.renderedYear,
            renderedDayStarts: state.renderedDayStarts,
          }}
        />,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
  });
  consoleError.mockRestore();
  return { page, root, before, errors };
}

// Each test renders a page on the server (the first imports the whole page server) and hydrates it in
// jsdom: seconds on a machine running the emulator suites beside it, more than a unit test's default.
describe('/ on its own', { timeout: 30_000 }, () => {
  it('hydrates the chart the server rendered without a difference, its kept text untouched', async () => {
    const { page, root, before, errors } = await hydrateHome(30);
    expect(page.entry).toBe('home');
    expect(errors).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(root.querySelectorAll('[data-testid="chart-row"]')).toHaveLength(30);
    expect(root.textContent).toContain('Project 30 does one thing well.');
    expect(root.innerHTML).toBe(before);
  });

  it('hydrates an empty chart', async () => {
    const { root, before, errors } = await hydrateHome(0);
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);
  });
});
