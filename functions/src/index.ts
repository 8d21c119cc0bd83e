// Entry point of the Cloud Functions: initialise, set global options, export — nothing else.
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';

initializeApp();
setGlobalOptions({ region: 'europe-west1', maxInstances: 20 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60 }, createApp());
export { judgeDaily } from './jobs/scheduled/judge';
export { chartWeekly } from './jobs/scheduled/chart';
