import express from 'express';
import type { BlobStore } from '../infra/blob-store';
import { LocalDiskBlobStore, createBlobStore } from '../infra/blob-store';
import { systemClock } from '../infra/clock';
import { installReadMeter } from '../infra/read-meter';
import { readMeterHeader } from './middleware/read-meter';
import { DEFAULT_REQUEST_DEADLINE_MS, requestDeadline } from './middleware/deadline';
import { API } from '../domain/api';
import { bodySizeLimit, rejectEncodedBody } from './middleware/body-limit';
import { canonicalUrlRedirect } from './middleware/canonical-url';
import { restoreRequestBody } from './withheld-body';
import type { ClientAddressMode } from './client-address';
import { clientAddressMiddleware, clientAddressModeFromEnv } from './client-address';
import { errorHandler, notFound } from './middleware/errors';
import { rejectUnsafeText } from './middleware/safe-text';
import { securityHeaders } from './middleware/security-headers';
import { blobsRouter } from './routes/blobs';
import { multipartMaxBodyBytes } from './multipart';
import type { ApiHandlers } from './mount-api';
import { mountApi } from './mount-api';
import { healthHandlers } from './routes/health';
import { openApiHandlers } from './routes/openapi';
import { votesHandlers } from './routes/votes';
import { SUBMISSION_FORM_LIMITS, submissionsHandlers } from './routes/submissions';
import { chartsHandlers } from './routes/charts';
import { listsHandlers } from './routes/lists';
import { vibesHandlers } from './routes/vibes';
import { usersHandlers } from './routes/users';
import { adminHandlers } from './routes/admin';
import { fairnessHandlers } from './routes/fairness';
import { inboxHandlers } from './routes/inbox';
import { ogHandlers } from './routes/og';
import { badgeHandlers } from './routes/badge';
import { adminEmailHandlers } from './routes/admin-email';
import { newsletterConfirmHandlers } from './routes/newsletter-confirm';
import { unsubscribeHandlers } from './routes/unsubscribe';
import { pagesRouter } from './routes/pages';
import { siteFilesRouter } from './routes/site-files';
import { SITE_URL } from '../infra/mail';
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
  /**
   * Mount GET /api/blobs/* (serves the blob store from the site's origin). Only for the local-disk
   * store under the emulators: a deployed function must never serve bucket objects this way.
   */
  serveLocalBlobs?: boolean;
  /** Where the rate limits' client address comes from (http/client-address.ts); default 'socket'. */
  clientAddressMode?: ClientAddressMode;
  /**
   * Also render the site's pages and files (default true). The deployed `api` function answers /api
   * only: pages are the `pages` function's (createPagesApp), on instances of their own.
   */
  servePages?: boolean;
}

/** The multipart routes and their own body maximum (everything else: the JSON limit). */
const MULTIPART_ROUTES = [API.createProject, API.createProjectV2].map((entry) => ({
  method: entry.method,
  path: entry.path,
  maxBytes: multipartMaxBodyBytes(SUBMISSION_FORM_LIMITS),
  message: SUBMISSION_FORM_LIMITS.fileTooLargeMessage,
}));

/**
 * The deps of the `api` function, decided from its environment. /api/blobs exists only under the
 * functions emulator with the local-disk store (no Storage emulator); deployed, blobs are Cloud
 * Storage URLs and the route is not mounted. The client address trusts Google's front end only
 * when deployed (K_SERVICE set, not the emulator).
 */
export function appDepsFromEnv(env: NodeJS.ProcessEnv = process.env): AppDeps {
  const blobStore = createBlobStore(env);
  return {
    blobStore,
    clock: systemClock(),
    serveLocalBlobs: env.FUNCTIONS_EMULATOR === 'true' && blobStore instanceof LocalDiskBlobStore,
    clientAddressMode: clientAddressModeFromEnv(env),
  };
}

/** Every call of the contract, by name: leaving one out is a compile error. */
export function apiHandlers(deps: AppDeps): ApiHandlers {
  return {
    ...healthHandlers,
    ...openApiHandlers,
    ...votesHandlers(deps),
    ...submissionsHandlers(deps),
    ...chartsHandlers(deps),
    ...listsHandlers(deps),
    ...vibesHandlers(deps),
    ...usersHandlers(deps),
    ...adminHandlers(deps),
    ...fairnessHandlers(deps),
    ...inboxHandlers(deps),
    ...ogHandlers(deps),
    ...badgeHandlers(deps),
    ...adminEmailHandlers(deps),
    ...unsubscribeHandlers(deps),
    ...newsletterConfirmHandlers(deps),
  };
}

/** The middleware every request passes first, in this order, in both apps. */
function baseApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // First: under the Functions runtime the body headers were set aside so that it left the body unread.
  app.use(restoreRequestBody);
  installReadMeter();
  app.use(readMeterHeader);
  app.use(securityHeaders);
  // Before anything renders or reads: a URL the CDN would key apart from its page is redirected to it.
  app.use(canonicalUrlRedirect);
  // Before anything reads the body: compressed bodies and bodies over the route's limit are refused.
  app.use(rejectEncodedBody);
  app.use(bodySizeLimit({ jsonMaxBytes: JSON_BODY_LIMIT_BYTES, multipartRoutes: MULTIPART_ROUTES }));
  app.use(clientAddressMiddleware(deps.clientAddressMode ?? 'socket'));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES, inflate: false }));
  app.use(requestDeadline(deps.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS));
  app.use(rejectUnsafeText);
  return app;
}

/** Every GET outside /api: the site files, then a page of the site rendered from `api`'s answers. */
function mountSite(app: express.Express, api: () => express.Express, deps: AppDeps): void {
  app.use(
    siteFilesRouter(
      () => SITE_URL.value(),
      () => deps.clock(),
    ),
  );
  app.use(pagesRouter(api, () => SITE_URL.value()));
}

/** The Express app behind /api (Hosting rewrites /api/** to the `api` function, path kept). */
export function createApp(deps: AppDeps = appDepsFromEnv()): express.Express {
  const app = baseApp(deps);
  // Only for the local-disk blob store under the emulators (not an API call: see AppDeps).
  if (deps.serveLocalBlobs) app.use('/api', blobsRouter(deps.blobStore));
  mountApi(app, apiHandlers(deps));
  if (deps.servePages ?? true) mountSite(app, () => app, deps);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/**
 * The app of the `pages` function (Hosting rewrites every path but /api/** to it): the site's pages
 * and files, and no /api route. Rendering is CPU-bound work of its own (~1 MB of HTML for the chart),
 * so it runs on instances with their own concurrency and instance cap: a flood of distinct page URLs
 * queues there and never shares an event loop with a vote. A page's data still comes from the /api
 * routes, answered by an API app inside this instance over a loopback socket (routes/pages.ts).
 */
export function createPagesApp(deps: AppDeps = appDepsFromEnv()): express.Express {
  const api = createApp({ ...deps, servePages: false });
  const app = baseApp(deps);
  mountSite(app, () => api, deps);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
