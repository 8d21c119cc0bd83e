import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiName } from '../domain/api';
import { API } from '../domain/api';
import type { ApiHandlers } from './mount-api';
import { ANSWERED, defineHandlers, mountApi, mountOrder } from './mount-api';
import { errorHandler, notFound } from './middleware/errors';

const project = {
  id: 'p1',
  projectName: 'One',
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** Every handler fails the test if called, but those a test replaces. */
function handlers(over: Partial<ApiHandlers>): ApiHandlers {
  const unused = () => {
    throw new Error('not this handler');
  };
  const all = Object.fromEntries(Object.keys(API).map((name) => [name, unused]));
  return { ...all, ...over } as ApiHandlers;
}

const calls: Array<{ name: ApiName; input: unknown; params: unknown }> = [];
const app = express();
app.use(express.json());
mountApi(
  app,
  handlers({
    ...defineHandlers({
      launchpad: (input) => {
        calls.push({ name: 'launchpad', input, params: {} });
        return [];
      },
      // An answer the contract does not allow (fields missing, a number for a date): never sent as is.
      project: () => ({ ...project, createdAt: 42 }) as never,
      projectHistory: (_input, { params }) => {
        calls.push({ name: 'projectHistory', input: undefined, params });
        return [];
      },
      archiveCount: () => ({ total: 3 }),
      badge: (_input, { res }) => {
        res.set('Cache-Control', 'public, max-age=5');
        return '<svg xmlns="http://www.w3.org/2000/svg"/>';
      },
      previewVotingReminderData: () => ({ recipientCount: 1 }),
      unsubscribePage: ({ token }, { res }) => {
        res.status(400);
        return `<p>${token ?? 'none'}</p>`;
      },
      health: (_input, { res }) => {
        res.type('text').send('by hand');
        return ANSWERED;
      },
    }),
  }),
);
app.use(notFound);
app.use(errorHandler);

let base = '';
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('mountApi: the contract is the router', () => {
  it('mounts static segments before parameters, whatever the contract order', () => {
    const order = mountOrder(API);
    expect(order.indexOf('launchpad')).toBeLessThan(order.indexOf('project'));
    expect(order.indexOf('archiveCount')).toBeLessThan(order.indexOf('projectHistory'));
    expect(mountOrder({ a: { path: '/x/:id' }, b: { path: '/x/y' } })).toEqual(['b', 'a']);
    expect(new Set(order)).toEqual(new Set(Object.keys(API)));
  });

  it('never reads /projects/launchpad as the project "launchpad"', async () => {
    calls.length = 0;
    const res = await fetch(`${base}/api/projects/launchpad?page=1&limit=24`);
    expect(res.status).toBe(200);
    expect(calls.map((c) => c.name)).toEqual(['launchpad']);
    expect(calls[0]!.input).toEqual({ page: 1, limit: 24 });
  });

  it("sets the contract's cache policy and passes the path's parameters", async () => {
    calls.length = 0;
    const res = await fetch(`${base}/api/projects/p1/history`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(calls[0]).toMatchObject({ name: 'projectHistory', params: { id: 'p1' } });
  });

  it('refuses a query on a GET that takes none, before the handler runs', async () => {
    calls.length = 0;
    const res = await fetch(`${base}/api/projects/p1/history?x=1`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Unknown query parameter: x');
    expect(calls).toEqual([]);
  });

  it("refuses input the contract's schema refuses (400, handler not called)", async () => {
    calls.length = 0;
    const res = await fetch(`${base}/api/projects/launchpad?page=0`);
    expect(res.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('checks every answer against the output schema: a wrong one is a 500, never sent', async () => {
    const res = await fetch(`${base}/api/projects/broken`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('42');
  });

  it("requires the contract's auth before parsing anything (admin route, no token: 401)", async () => {
    const res = await fetch(`${base}/api/admin/preview-voting-reminder-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('sends what the entry responds: an SVG with its type, an HTML page with the status the handler set', async () => {
    const svg = await fetch(`${base}/api/badge/p1.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await svg.text()).toMatch(/^<svg/);
    const page = await fetch(`${base}/api/unsubscribe?token=abc`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('<p>abc</p>');
  });

  it('leaves the answer to a handler that wrote it itself', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.text()).toBe('by hand');
  });

  it('has no route outside the contract', async () => {
    expect((await fetch(`${base}/api/projects/p1/unknown`)).status).toBe(404);
  });

  it('types the handler map: leaving one out or returning the wrong shape does not compile', () => {
    const { health: _left, ...rest } = handlers({});
    // @ts-expect-error -- `health` is missing
    const missing: ApiHandlers = rest;
    // @ts-expect-error -- archiveCount answers { total: number }
    const wrong = defineHandlers({ archiveCount: () => ({ count: 3 }) });
    expect([missing, wrong]).toHaveLength(2);
  });
});
