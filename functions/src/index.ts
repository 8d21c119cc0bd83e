// Entry point of the Cloud Functions: initialise, set global options (./setup, first), export — nothing else.
import './setup';
import { onRequest } from 'firebase-functions/v2/https';
import { appDepsFromEnv, createApp } from './http/app';
import { withholdRequestBodies } from './http/withheld-body';
import { ADMIN_CAMPAIGN_KEY, SMTP_URL, UNSUBSCRIBE_SECRET } from './infra/mail';

// The runtime's parsers would read (and inflate) every body before the app's limits run: in the
// process that serves `api`, the app reads bodies itself. Other functions keep the runtime's parsing.
if ((process.env.FUNCTION_TARGET ?? 'api') === 'api') withholdRequestBodies();

// A page render is CPU-bound on the instance's one vCPU and holds tens of MB while it runs: 12 requests
// at once bound both the queue behind a render and the memory; one warm instance spares the first
// visitor after a quiet spell the cold start (the arithmetic: docs/performance.md, "Page views").
export const api = onRequest(
  {
    memory: '1GiB',
    cpu: 1,
    concurrency: 12,
    minInstances: 1,
    timeoutSeconds: 60,
    secrets: [SMTP_URL, UNSUBSCRIBE_SECRET, ADMIN_CAMPAIGN_KEY],
  },
  createApp(appDepsFromEnv()),
);
export { judgeDaily } from './jobs/scheduled/judge';
export { chartWeekly } from './jobs/scheduled/chart';
export { fairnessNightly } from './jobs/scheduled/fairness';
