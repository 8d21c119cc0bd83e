// Firebase web app for the browser. Without VITE_FIREBASE_* the app talks to the demo project,
// which only exists in the emulators (project ids starting with "demo-" never reach Google). No
// product SDK here: Auth and Firestore load with their own code, so a visitor's session has no Firestore.
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { getApp, getApps, initializeApp } from 'firebase/app';
import { servedEmulatorHosts } from './emulator-hosts';

const env = import.meta.env;

export const DEMO_PROJECT_ID = 'demo-vibechart';

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${DEMO_PROJECT_ID}.appspot.com`,
  ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID } : {}),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

/** "host:port" → parts; the default when unset or malformed. */
export function parseHostPort(value: string | undefined, fallback: { host: string; port: number }) {
  const match = /^([^:]+):(\d{1,5})$/.exec(value?.trim() ?? '');
  return match ? { host: match[1] as string, port: Number(match[2]) } : fallback;
}

// The page server's emulators; else VITE_*_EMULATOR_HOST ("host:port", the Admin SDK's convention)
// for a page it did not send (vite's dev server); else firebase.json's ports.
const served = servedEmulatorHosts();
const firestoreEmulator = parseHostPort(served.firestore ?? env.VITE_FIRESTORE_EMULATOR_HOST, {
  host: '127.0.0.1',
  port: 8080,
});
const authEmulator = parseHostPort(served.auth ?? env.VITE_AUTH_EMULATOR_HOST, { host: '127.0.0.1', port: 9099 });

export const EMULATORS = {
  firestore: firestoreEmulator,
  authUrl: `http://${authEmulator.host}:${authEmulator.port}`,
} as const;

/** Emulators when the page itself is local (vite dev/preview, the Hosting emulator) or when forced. */
export function shouldUseEmulators(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  return env.VITE_USE_EMULATORS === 'true' || hostname === 'localhost' || hostname === '127.0.0.1';
}

// Module state does not survive HMR, and connecting an SDK instance twice throws once it is in
// use; so the "already connected" mark lives on globalThis, keyed by the SDK instance.
const CONNECTED = Symbol.for('vibechart.emulatorConnected');
type WithConnected = typeof globalThis & { [CONNECTED]?: WeakSet<object> };

/** Runs `connect` for this SDK instance exactly once per page. */
export function connectOnce(instance: object, connect: () => void): void {
  const scope = globalThis as WithConnected;
  const connected = (scope[CONNECTED] ??= new WeakSet<object>());
  if (connected.has(instance)) return;
  connected.add(instance);
  connect();
}

export function getFirebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseConfig);
}
