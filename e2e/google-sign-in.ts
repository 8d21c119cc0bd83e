// Google sign-in through the Auth emulator's own page, offline. Firebase's popup flow (and the
// emulator's helper iframe) load Google's gapi loader from https://apis.google.com/js/api.js to
// talk between the page, a hidden helper iframe and the popup. This machine has no internet, so
// the browser context serves a small stand-in for the part of gapi.iframes those two scripts use
// (open/ping/restyle/register/send over postMessage). Everything else is the real flow: the SDK
// opens the emulator's account chooser, the test picks the account, the emulator signs it in.
import type { BrowserContext, Page } from 'playwright-core';

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

/** Serve the gapi stand-in and fail the emulator page's CDN styles fast (no internet here). */
export async function installOfflineGoogleSignIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GAPI }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
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
