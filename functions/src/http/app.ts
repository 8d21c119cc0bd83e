import express from 'express';
import type { BlobStore } from '../infra/blob-store';
import { createBlobStore } from '../infra/blob-store';
import { errorHandler, jsonBodyLimit, notFound } from './middleware/errors';
import { securityHeaders } from './middleware/security-headers';
import { blobsRouter } from './routes/blobs';
import { healthRouter } from './routes/health';

const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  blobStore: BlobStore;
}

/** The Express app behind /api (Hosting rewrites /api/** to the `api` function, path kept). */
export function createApp(deps: AppDeps = { blobStore: createBlobStore() }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(securityHeaders);
  app.use(jsonBodyLimit(JSON_BODY_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  const api = express.Router();
  api.use(healthRouter);
  api.use(blobsRouter(deps.blobStore));
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
