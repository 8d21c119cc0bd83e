// Shared setup for emulator tests: an Admin SDK app bound to the emulators that emulators:exec started.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

export const PROJECT_ID = 'demo-vibechart';
export const HOSTING_URL = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT ?? 5000}`;

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'Emulator tests run inside `firebase emulators:exec` (npm test): FIRESTORE_EMULATOR_HOST is not set',
    );
  }
}

export function adminDb() {
  requireEmulators();
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

/** Deletes every document in the emulator's default database. */
export async function clearFirestore(): Promise<void> {
  requireEmulators();
  const res = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`clearing Firestore failed: ${res.status} ${await res.text()}`);
}
