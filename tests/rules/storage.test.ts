// storage.rules: thumbnails/{submissionId}/{file} are public to read; clients never write (the server
// uploads with the Admin SDK); every other path is closed. Needs the Storage emulator, whose rules
// runtime is a download that is not available on every machine: set VIBECHART_STORAGE_EMULATOR=on
// (scripts/lib/emulator-env.mjs does when the runtime is cached) to run these tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ADMIN, ALICE, PROJECT_ID, emulatorHost } from './helpers';

const storageOn = process.env.VIBECHART_STORAGE_EMULATOR === 'on';
if (!storageOn) console.log('skipped: Storage emulator unavailable');

const THUMBNAIL = 'thumbnails/sub-1/400.webp';
const OTHER = 'uploads/sub-1/original.png';
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46]);

let env: RulesTestEnvironment | undefined;
const current = () => {
  if (!env) throw new Error('the storage test environment is not initialised');
  return env;
};
const roles: [string, () => ReturnType<RulesTestEnvironment['unauthenticatedContext']>][] = [
  ['visitor', () => current().unauthenticatedContext()],
  ['signed-in user', () => current().authenticatedContext(ALICE)],
  ['admin', () => current().authenticatedContext(ADMIN, { admin: true })],
];

describe('storage.rules', () => {
  beforeAll(async () => {
    if (!storageOn) return;
    const { host, port } = emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { host, port, rules: readFileSync(resolve(import.meta.dirname, '..', '..', 'storage.rules'), 'utf8') },
    });
  });
  beforeEach(async () => {
    if (!storageOn) return;
    await current().clearStorage();
    await current().withSecurityRulesDisabled(async (context) => {
      await context.storage().ref(THUMBNAIL).put(BYTES, { contentType: 'image/webp' });
      await context.storage().ref(OTHER).put(BYTES, { contentType: 'image/png' });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  for (const [role, context] of roles) {
    describe(role, () => {
      it.skipIf(!storageOn)('reads a thumbnail', async () => {
        await assertSucceeds(context().storage().ref(THUMBNAIL).getMetadata());
      });

      it.skipIf(!storageOn)('cannot upload, replace or delete a thumbnail', async () => {
        const storage = context().storage();
        await assertFails(storage.ref('thumbnails/sub-2/400.webp').put(BYTES, { contentType: 'image/webp' }).then());
        await assertFails(storage.ref(THUMBNAIL).put(BYTES, { contentType: 'image/webp' }).then());
        await assertFails(storage.ref(THUMBNAIL).updateMetadata({ contentType: 'image/png' }));
        await assertFails(storage.ref(THUMBNAIL).delete());
      });

      it.skipIf(!storageOn)('cannot read or write any other path', async () => {
        const storage = context().storage();
        await assertFails(storage.ref(OTHER).getMetadata());
        await assertFails(storage.ref('thumbnails/sub-1/nested/400.webp').getMetadata());
        await assertFails(storage.ref(OTHER).put(BYTES, { contentType: 'image/png' }).then());
        await assertFails(storage.ref(`users/${ALICE}/avatar.png`).put(BYTES, { contentType: 'image/png' }).then());
      });
    });
  }
});
