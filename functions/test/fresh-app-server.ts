// A new process serving the app (pages included), as a fresh Functions instance would: started by
// fresh-instance.test.ts, which sends it its very first requests. Prints its port, then serves.
// Not helpers.ts: it installs the tests' answer check, which needs vitest.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { PROJECT_ID } from '../../scripts/lib/project';
import { appDepsFromEnv, createApp } from '../src/http/app';
import { LocalDiskBlobStore } from '../src/infra/blob-store';

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('the fresh app runs inside the emulator suite');
if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
// Run from source, the page server is not beside this file: use the build's copy, the one a deploy ships.
process.env.VIBECHART_SSR_DIR ??= join(__dirname, '..', 'lib', 'site');
const app = createApp({
  ...appDepsFromEnv(),
  blobStore: new LocalDiskBlobStore(`/tmp/vibechart-fresh-blobs-${process.pid}`),
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
