// A new process serving the app (pages included), as a fresh Functions instance would: started by
// fresh-instance.test.ts, which sends it its very first requests. Prints its port, then serves.
import type { AddressInfo } from 'node:net';
import { appDepsFromEnv, createApp } from '../src/http/app';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { adminDb } from './helpers';

adminDb();
const app = createApp({
  ...appDepsFromEnv(),
  blobStore: new LocalDiskBlobStore(`/tmp/vibechart-fresh-blobs-${process.pid}`),
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
