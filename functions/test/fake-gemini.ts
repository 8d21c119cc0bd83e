// A local stand-in for the Gemini API's generateContent endpoint (node:http on 127.0.0.1, port 0):
// answers from a scripted queue of responses and records every request, so judge tests never reach
// the internet. Point the @google/genai client at it with httpOptions.baseUrl = server.baseUrl.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedResponse {
  status: number;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  model: string | null;
  apiKey: string | null;
  body: GenerateContentBody;
}

/** The parts of a generateContent request body the tests look at. */
export interface GenerateContentBody {
  contents?: { role?: string; parts?: { text?: string }[] }[];
  systemInstruction?: { parts?: { text?: string }[] };
  generationConfig?: Record<string, unknown>;
}

/** A 200 answer whose text part is `text` (a JSON answer as the model would write it). */
export function answer(text: string): ScriptedResponse {
  return {
    status: 200,
    body: { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }] },
  };
}

/** A 200 answer carrying `value` as JSON text. */
export function jsonAnswer(value: unknown): ScriptedResponse {
  return answer(JSON.stringify(value));
}

export function apiError(status: number, message = 'scripted error'): ScriptedResponse {
  return {
    status,
    body: { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } },
  };
}

export interface FakeGemini {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queue answers, served in order; when the queue is empty the server answers 500 "unscripted". */
  script(...responses: ScriptedResponse[]): void;
  reset(): void;
  close(): Promise<void>;
}

const ROUTE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

export async function startFakeGemini(): Promise<FakeGemini> {
  const queue: ScriptedResponse[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const match = ROUTE.exec(path);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !match) return send(404, { error: { code: 404, message: `no route ${path}` } });
      let body: GenerateContentBody = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GenerateContentBody;
      } catch {
        return send(400, { error: { code: 400, message: 'body is not JSON' } });
      }
      const key = req.headers['x-goog-api-key'];
      requests.push({
        method: req.method,
        path,
        model: match[1] ?? null,
        apiKey: typeof key === 'string' ? key : null,
        body,
      });
      const next = queue.shift() ?? apiError(500, 'unscripted request');
      send(next.status, next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    script: (...responses) => queue.push(...responses),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
