// Google sign-in through the Auth emulator's own page, offline. Firebase's popup flow (and the
// emulator's helper iframe) load Google's gapi loader from https://apis.google.com/js/api.js to
// talk between the page, a hidden helper iframe and the popup. This machine has no internet, so
// the test browser reaches a small local stand-in for the part of gapi.iframes those two scripts use
// (open/ping/restyle/register/send over postMessage). Everything else is the real flow: the SDK
// opens the emulator's account chooser, the test picks the account, the emulator signs it in.
import { X509Certificate, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

const FAKE_GAPI = String.raw`(() => {
  const MARK = '__vibechartFakeGapi';
  const handlers = new Map();   // window → Map(type → handler)
  const queued = new Map();     // window → [{type, data, id}] sent before a handler was registered
  const pending = new Map();    // message id → callback
  const readyWaiters = new Map(); // window → [resolve]
  const ready = new Set();
  let nextId = 1;

  function on(win, type, handler) {
    if (!handlers.has(win)) handlers.set(win, new Map());
    handlers.get(win).set(type, handler);
    const waiting = (queued.get(win) || []).filter((m) => m.type === type);
    queued.set(win, (queued.get(win) || []).filter((m) => m.type !== type));
    for (const m of waiting) deliver(win, m);
  }
  function deliver(win, m) {
    const handler = handlers.get(win) && handlers.get(win).get(m.type);
    if (!handler) {
      if (!queued.has(win)) queued.set(win, []);
      queued.get(win).push(m);
      return;
    }
    let result;
    try { result = handler(m.data); } catch (e) { result = { status: 'ERROR', error: String(e) }; }
    win.postMessage({ [MARK]: true, kind: 'reply', id: m.id, results: [result] }, '*');
  }
  function send(win, type, data, callback) {
    const id = String(nextId++) + Math.random();
    if (callback) pending.set(id, callback);
    win.postMessage({ [MARK]: true, kind: 'send', type, data, id }, '*');
  }
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (!m || m[MARK] !== true || !event.source) return;
    if (m.kind === 'ready') {
      ready.add(event.source);
      for (const resolve of readyWaiters.get(event.source) || []) resolve();
      readyWaiters.delete(event.source);
    } else if (m.kind === 'send') {
      deliver(event.source, m);
    } else if (m.kind === 'reply') {
      const callback = pending.get(m.id);
      pending.delete(m.id);
      if (callback) { try { callback(m.results); } catch (e) { /* the SDK may throw inside */ } }
    }
  });

  function iframeApi(win) {
    return {
      restyle: () => Promise.resolve(),
      ping: (callback) => new Promise((resolve) => {
        const done = () => { if (callback) callback(); resolve(); };
        if (ready.has(win)) done();
        else {
          if (!readyWaiters.has(win)) readyWaiters.set(win, []);
          readyWaiters.get(win).push(done);
        }
      }),
      register: (type, handler) => on(win, type, handler),
      send: (type, data, callback) => send(win, type, data, callback),
    };
  }

  const context = {
    open(options, onOpen) {
      const frame = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, value);
      }
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen(iframeApi(frame.contentWindow)));
    },
    getParentIframe() {
      window.parent.postMessage({ [MARK]: true, kind: 'ready' }, '*');
      return iframeApi(window.parent);
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {}, getContext: () => context };
  window.gapi.load = (_name, options) => {
    const callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(() => callback && callback(), 0);
  };
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

// The stand-in's key and certificate for apis.google.com (test-only: see the file's first lines).
const TLS = readFileSync(new URL('./apis-google-stand-in.pem', import.meta.url), 'utf8');
const CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(TLS)![0];

let standIn: Promise<number> | null = null;

/** Starts, once per process, the HTTPS server that answers for apis.google.com; resolves to its port. */
function startStandIn(): Promise<number> {
  standIn ??= new Promise((resolve, reject) => {
    const server = createServer({ key: TLS, cert: CERTIFICATE }, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(FAKE_GAPI);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    server.unref();
  });
  return standIn;
}

/**
 * Chromium flags for Google sign-in offline: apis.google.com resolves to the gapi stand-in, whose
 * certificate only this browser trusts, and the emulator page's CDN styles fail at once. At launch
 * rather than by Playwright routes: a route sends every request through the test process and turns
 * the browser's HTTP cache off, so each navigation loaded and compiled every script again.
 */
export async function offlineGoogleFlags(): Promise<string[]> {
  const port = await startStandIn();
  const spki = new X509Certificate(CERTIFICATE).publicKey.export({ type: 'spki', format: 'der' });
  const cdns = ['unpkg.com', 'fonts.googleapis.com', 'fonts.gstatic.com'].map((host) => `MAP ${host} ~NOTFOUND`);
  return [
    `--host-resolver-rules=${[`MAP apis.google.com:443 127.0.0.1:${port}`, ...cdns].join(', ')}`,
    `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
  ];
}

/**
 * Clicks a sign-in button on `page`, then picks `email` on the Auth emulator's Google page (a popup)
 * or, when the account does not exist yet, adds it.
 */
export async function signInWithGoogle(
  page: Page,
  clickSignIn: () => Promise<void>,
  email: string,
  displayName = 'E2E User',
): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 30_000 }), clickSignIn()]);
  await popup.waitForLoadState('domcontentloaded');
  const account = popup.locator('.js-reuse-account').filter({ hasText: email });
  await popup.locator('#add-account-button').waitFor({ timeout: 30_000 });
  if ((await account.count()) > 0) {
    await account.first().click();
  } else {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(displayName);
    await popup.locator('#sign-in').click();
  }
  await popup.waitForEvent('close', { timeout: 30_000 }).catch(() => undefined);
}
