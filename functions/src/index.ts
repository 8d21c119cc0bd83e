// Entry point of the Cloud Functions: initialise, set global options (./setup, first), export — nothing else.
import './setup';
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { appDepsFromEnv, createApp, createPagesApp } from './http/app';
import { PAGE_CONCURRENCY, PAGE_MAX_INSTANCES } from './http/routes/pages';
import { withholdRequestBodies } from './http/withheld-body';
import { ADMIN_CAMPAIGN_KEY, SMTP_URL, UNSUBSCRIBE_SECRET } from './infra/mail';

// The runtime's parsers would read (and inflate) every body before the app's limits run: in the
// processes that serve `api` and `pages`, the apps read bodies themselves. The schedules keep the
// runtime's parsing.
const target = process.env.FUNCTION_TARGET;
if (!target || target === 'api' || target === 'pages') withholdRequestBodies();

/** Builds an app on its first request: each function's process builds only the app it serves. */
function lazily(build: () => Express): Express {
  let app: Express | null = null;
  return ((req: Parameters<Express>[0], res: Parameters<Express>[1]) => (app ??= build())(req, res)) as Express;
}

// The API answers in milliseconds of CPU (pages render in `pages`, below): many requests share an
// instance. Page renders are CPU-bound (a few hundred ms for the chart): few at once per instance, a
// ceiling on instances, so a flood of page views queues there and never reaches a vote.
export const api = onRequest(
  {
    memory: '512MiB',
    cpu: 1,
    concurrency: 80,
    timeoutSeconds: 60,
    secrets: [SMTP_URL, UNSUBSCRIBE_SECRET, ADMIN_CAMPAIGN_KEY],
  },
  lazily(() => createApp({ ...appDepsFromEnv(), servePages: false })),
);
export const pages = onRequest(
  {
    memory: '512MiB',
    cpu: 1,
    concurrency: PAGE_CONCURRENCY,
    maxInstances: PAGE_MAX_INSTANCES,
    // One warm instance spares the first visitor after a quiet spell a cold start of several seconds
    // (the figures and the arithmetic: docs/performance.md, "Page views").
    minInstances: 1,
    timeoutSeconds: 30,
  },
  lazily(() => createPagesApp(appDepsFromEnv())),
);
export { judgeDaily } from './jobs/scheduled/judge';
export { chartWeekly } from './jobs/scheduled/chart';
export { fairnessNightly } from './jobs/scheduled/fairness';
