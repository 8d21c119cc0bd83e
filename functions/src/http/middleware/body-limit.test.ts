// The body checks before anything reads the body, and how their refusals are answered: after the
// client has sent the body (discarded), so a client that asked to close the connection still reads
// the answer instead of a reset.
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { bodySizeLimit, rejectEncodedBody } from './body-limit';
import { errorHandler } from './errors';

const MB = 1024 * 1024;
let server: Server;
let port: number;
const completeWhenAnswered: boolean[] = [];

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    res.on('finish', () => completeWhenAnswered.push(req.complete));
    next();
  });
  app.use(rejectEncodedBody);
  app.use(bodySizeLimit({ jsonMaxBytes: 1024, multipartRoutes: [] }));
  app.post('/ok', (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request on its own connection that asks to be closed (`agent: false`). */
function send(headers: Record<string, string>, body: Buffer): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/ok',
        agent: false,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('refusals before the body is read', () => {
  it('a compressed body → 415, answered once the client has sent it', async () => {
    const res = await send({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, Buffer.alloc(8 * MB));
    expect(res).toEqual({
      status: 415,
      json: { error: 'unsupported_media_type', code: 'body_encoded', message: MESSAGES.bodyEncoded },
    });
    expect(completeWhenAnswered.at(-1)).toBe(true);
  });

  it('a body over the limit → 413 from its Content-Length, answered once the client has sent it', async () => {
    const res = await send({ 'content-type': 'application/octet-stream' }, Buffer.alloc(8 * MB));
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'body_too_large' });
    expect(completeWhenAnswered.at(-1)).toBe(true);
  });

  it('identity, or a Content-Encoding on an empty body, passes', async () => {
    expect((await send({ 'content-encoding': 'identity' }, Buffer.from('{}'))).status).toBe(200);
    expect((await send({ 'content-encoding': 'gzip' }, Buffer.alloc(0))).status).toBe(200);
  });
});
