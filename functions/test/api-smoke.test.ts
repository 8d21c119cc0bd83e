// The deployed shape end to end: Hosting rewrites /api/** and every other path to the `api` function,
// which renders the site's pages, and the API answers JSON errors with security headers.
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from './helpers';

describe('hosting + api function', () => {
  it('serves /api/health through the rewrite with security headers', async () => {
    const res = await fetch(`${HOSTING_URL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await fetch(`${HOSTING_URL}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('refuses malformed JSON with a 400', async () => {
    // The body reaches the app unread (not parsed by the Functions runtime): the 400 is the API's JSON.
    const res = await fetch(`${HOSTING_URL}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_body', message: 'Request body is not valid JSON' });
  });

  it('refuses JSON bodies over the API limit with a 413 and a clear message', async () => {
    const res = await fetch(`${HOSTING_URL}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      code: 'body_too_large',
      message: 'Request body is too large',
    });
  });

  it('refuses blob paths that try to leave the store', async () => {
    const res = await fetch(`${HOSTING_URL}/api/blobs/..%2F..%2Fpackage.json`);
    expect([400, 404]).toContain(res.status);
    const text = await res.text();
    expect(text).not.toContain('"workspaces"');
  });

  it('renders app routes on the server and answers 404 for paths the app does not know', async () => {
    const page = await fetch(`${HOSTING_URL}/about`);
    expect(page.status).toBe(200);
    // The app's markup in #root (its routes' Suspense boundary first), styles in the head.
    expect(await page.text()).toMatch(/<div id="root">(?:<!--\$-->)?<div [^>]*><a href="#main"/);
    const unknown = await fetch(`${HOSTING_URL}/some/app/route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('404 Page Not Found');
  });
});
