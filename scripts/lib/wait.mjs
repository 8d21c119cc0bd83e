import { PORTS } from './emulator-env.mjs';

const READY_URLS = {
  firestore: () => `http://127.0.0.1:${PORTS.firestore}/`,
  auth: () => `http://127.0.0.1:${PORTS.auth}/`,
  hosting: () => `http://127.0.0.1:${PORTS.hosting}/`,
  functions: () => `http://127.0.0.1:${PORTS.hosting}/api/health`,
  storage: () => `http://127.0.0.1:${PORTS.storage}/`,
};

/** Resolves once every emulator in `only` answers over HTTP (functions: through the hosting rewrite). */
export async function waitForEmulators(only, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (const name of only) {
    const url = READY_URLS[name]?.();
    if (!url) continue;
    for (;;) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        if (name !== 'functions' || res.ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline)
        throw new Error(`the ${name} emulator did not come up within ${timeoutMs / 1000} s (${url})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
