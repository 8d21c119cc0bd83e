// GET /api/openapi.json on the production path (Hosting → the emulated `api` function), and the
// check every emulator test makes of the answers it receives (openapi-answers.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/http/openapi';
import { HOSTING_URL } from './helpers';
import { takeMismatches } from './openapi-answers';

describe('GET /api/openapi.json', () => {
  it('answers the document built from this contract, publicly cacheable', async () => {
    const res = await fetch(`${HOSTING_URL}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('refuses a query it does not take (a cache-buster), uncached', async () => {
    const res = await fetch(`${HOSTING_URL}/api/openapi.json?cb=1`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the answer check of the emulator tests', () => {
  it('fails a call whose answer the document does not describe', async () => {
    // A stand-in server answering /api/health with a status and body the document does not list.
    const server = createServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'cache-control': 'private, no-store' });
      res.end(JSON.stringify({ ok: 'yes' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const call = fetch(`http://127.0.0.1:${port}/api/health`);
      await expect(call).rejects.toThrow(
        /GET \/api\/health → 201: not as documented[\s\S]*status 201 is not documented/,
      );
      // Also kept for the end of the test, in case the test had swallowed the rejection.
      expect(takeMismatches()).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
