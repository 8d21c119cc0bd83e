import express from 'express';
import type { BlobStore } from '../infra/blob-store';
import { createBlobStore } from '../infra/blob-store';
import { systemClock } from '../infra/clock';
import { installReadMeter, readMeterHeader } from '../infra/read-meter';
import { DEFAULT_REQUEST_DEADLINE_MS, requestDeadline } from './middleware/deadline';
import { errorHandler, jsonBodyLimit, notFound } from './middleware/errors';
import { rejectUnsafeText } from './middleware/safe-text';
import { securityHeaders } from './middleware/security-headers';
import { blobsRouter } from './routes/blobs';
import { healthRouter } from './routes/health';
import { votesRouter } from './routes/votes';
import { submissionsRouter } from './routes/submissions';
import { chartsRouter } from './routes/charts';
import { listsRouter } from './routes/lists';
import { vibesRouter } from './routes/vibes';
import { usersRouter } from './routes/users';
import { adminRouter } from './routes/admin';
import { inboxRouter } from './routes/inbox';
import { ogRouter } from './routes/og';
import { adminEmailRouter } from './routes/admin-email';
import { unsubscribeRouter } from './routes/unsubscribe';
import type { MailDeps } from '../services/mail';
import type { Clock } from '../domain/clock';

const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  blobStore: BlobStore;
  /** The current time (systemClock: real, or a run's VIBECHART_NOW); tests travel by passing their own. */
  clock: Clock;
  /** Mail settings and the campaign key; default: the Functions params and secrets (services/mail.ts). */
  mail?: MailDeps;
  /** Submit attempts per member and window (default UPLOAD_RATE_LIMIT, middleware/rate-limit.ts). */
  uploadRateLimit?: { limit: number; windowMs: number };
  /** A request not answered by then gets a 503 (default DEFAULT_REQUEST_DEADLINE_MS). */
  requestDeadlineMs?: number;
}

/** The Express app behind /api (Hosting rewrites /api/** to the `api` function, path kept). */
export function createApp(deps: AppDeps = { blobStore: createBlobStore(), clock: systemClock() }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  installReadMeter();
  app.use(readMeterHeader);
  app.use(securityHeaders);
  app.use(jsonBodyLimit(JSON_BODY_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use(requestDeadline(deps.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS));
  app.use(rejectUnsafeText);

  const api = express.Router();
  api.use(healthRouter);
  api.use(blobsRouter(deps.blobStore));
  api.use(votesRouter(deps));
  api.use(submissionsRouter(deps));
  api.use(chartsRouter(deps));
  api.use(listsRouter(deps));
  api.use(vibesRouter(deps));
  api.use(usersRouter(deps));
  api.use(adminRouter(deps));
  api.use(inboxRouter(deps));
  api.use(ogRouter(deps));
  api.use(adminEmailRouter(deps));
  api.use(unsubscribeRouter(deps));
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
