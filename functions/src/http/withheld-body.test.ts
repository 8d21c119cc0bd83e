// The mechanism of withheld-body.ts against a stand-in for the Functions runtime: an Express app whose
// body parsers read every body (inflate on, a limit of 1 GB) before handing the request to our app.
// The real functions framework is exercised in functions/test/compressed-bodies.test.ts.
// isolate: withholdRequestBodies() takes the body headers of every request this process serves.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreRequestBody, withholdRequestBodies } from './withheld-body';

interface Seen {
  runtimeRead: number | null;
  contentLength: string | null;
  transferEncoding: string | null;
  contentEncoding: string | null;
  isJson: boolean;
  bytesInStream: number;
}

let server: Server;
let base: string;

beforeAll(async () => {
  withholdRequestBodies();
  const app = express();
  const saveRaw = (req: unknown, _res: unknown, buf: Buffer) => ((req as { rawBody?: Buffer }).rawBody = buf);
  app.use(express.json({ limit: '1gb', verify: saveRaw }));
  app.use(express.raw({ type: '*/*', limit: '1gb', verify: saveRaw }));
  // What our app sees: the headers as sent, and the stream with every byte still in it.
  const ours = express();
  ours.use(restoreRequestBody);
  ours.use((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      const seen: Seen = {
        runtimeRead: (req as { rawBody?: Buffer }).rawBody?.length ?? null,
        contentLength: req.get('content-length') ?? null,
        transferEncoding: req.get('transfer-encoding') ?? null,
        contentEncoding: req.get('content-encoding') ?? null,
        isJson: req.is('application/json') === 'application/json',
        bytesInStream: bytes,
      };
      res.json(seen);
    });
  });
  app.use((req, res) => ours(req, res));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(body: string | Buffer, headers: Record<string, string>, chunked = false): Promise<Seen> {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers };
  if (chunked) {
    const bytes = Buffer.from(body);
    init.body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    init.duplex = 'half';
  } else {
    init.body = body;
  }
  const res = await fetch(`${base}/`, init);
  expect(res.status).toBe(200);
  return (await res.json()) as Seen;
}

describe('withholdRequestBodies', () => {
  it('a gzip body reaches the app unread and uninflated, its headers as sent', async () => {
    const inflated = 8 * 1024 * 1024;
    const gzip = gzipSync(Buffer.alloc(inflated));
    const seen = await post(gzip, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(seen).toEqual({
      runtimeRead: null,
      contentLength: String(gzip.length),
      transferEncoding: null,
      contentEncoding: 'gzip',
      isJson: true,
      bytesInStream: gzip.length,
    });
  });

  it('a chunked body too (no Content-Length: Transfer-Encoding is set aside and put back)', async () => {
    const gzip = gzipSync(Buffer.alloc(1024 * 1024));
    const seen = await post(gzip, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' }, true);
    expect(seen).toMatchObject({
      runtimeRead: null,
      contentLength: null,
      transferEncoding: 'chunked',
      bytesInStream: gzip.length,
    });
  });

  it('a plain JSON body is left for the app to parse', async () => {
    const body = JSON.stringify({ a: 1 });
    const seen = await post(body, { 'content-type': 'application/json' });
    expect(seen).toMatchObject({ runtimeRead: null, contentLength: String(body.length), isJson: true });
    expect(seen.bytesInStream).toBe(body.length);
  });

  it('a request without a body is unchanged', async () => {
    const res = await fetch(`${base}/`);
    expect(await res.json()).toMatchObject({ runtimeRead: null, contentLength: null, bytesInStream: 0 });
  });
});
