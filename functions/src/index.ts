// Entry point of the Cloud Functions: initialise, set global options (./setup, first), export — nothing else.
import './setup';
import { onRequest } from 'firebase-functions/v2/https';
import { appDepsFromEnv, createApp } from './http/app';
import { ADMIN_CAMPAIGN_KEY, SMTP_URL, UNSUBSCRIBE_SECRET } from './infra/mail';

export const api = onRequest(
  { memory: '512MiB', timeoutSeconds: 60, secrets: [SMTP_URL, UNSUBSCRIBE_SECRET, ADMIN_CAMPAIGN_KEY] },
  createApp(appDepsFromEnv()),
);
export { judgeDaily } from './jobs/scheduled/judge';
export { chartWeekly } from './jobs/scheduled/chart';
export { fairnessNightly } from './jobs/scheduled/fairness';
