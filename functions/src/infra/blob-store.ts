// Where thumbnails live: Cloud Storage in production and under the Storage emulator; a folder on
// disk when the emulator suite runs without Storage (its runtime is a download that may be missing).
// Local blobs are served by GET /api/blobs/<path> (http/routes/blobs.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { getApps } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  /** Stores the bytes at `path` (overwriting) and answers the URL the browser loads them from. */
  put(path: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The blob at `path`, or null when there is none. Throws BlobPathError for an unsafe path. */
  get(path: string): Promise<StoredBlob | null>;
  /** Removes the blob at `prefix` and every blob under the folder `prefix/`. */
  delete(prefix: string): Promise<void>;
}

export class BlobPathError extends Error {
  constructor(readonly path: string) {
    super(`Unsafe blob path: ${JSON.stringify(path)}`);
    this.name = 'BlobPathError';
  }
}

const PATH_CHARS = /^[A-Za-z0-9._/-]+$/;
const MAX_PATH_LENGTH = 512;
/** Public and cacheable for a day: a re-uploaded thumbnail shows within a day at worst. */
export const BLOB_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Relative, slash-separated, only [A-Za-z0-9._/-], no empty segments and no segment starting with
 * a dot (which also rules out `.` and `..`). Returns the path without a trailing slash.
 */
export function assertBlobPath(path: string, { allowTrailingSlash = false } = {}): string {
  const clean = allowTrailingSlash && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!clean || clean.length > MAX_PATH_LENGTH || !PATH_CHARS.test(clean)) throw new BlobPathError(path);
  if (clean.split('/').some((segment) => segment === '' || segment.startsWith('.'))) throw new BlobPathError(path);
  return clean;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeFromExtension(path: string): string {
  return TYPES_BY_EXTENSION[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The repository root (the folder holding firebase.json), found by walking up from this module:
 * functions/src/infra when run from source, functions/lib when bundled. Falls back to the cwd.
 */
export function findRepoRoot(start = typeof __dirname === 'string' ? __dirname : process.cwd()): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'firebase.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function defaultBlobDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.VIBECHART_BLOB_DIR) return resolve(env.VIBECHART_BLOB_DIR);
  const root = findRepoRoot() ?? findRepoRoot(process.cwd()) ?? process.cwd();
  return join(root, '.local-blobs');
}

/**
 * Blobs as files under `root`; the content type goes to a sidecar under `root/.meta/` (a place no
 * valid blob path can reach, because no segment may start with a dot). Writes are atomic renames.
 */
export class LocalDiskBlobStore implements BlobStore {
  readonly root: string;

  constructor(
    root: string = defaultBlobDir(),
    private readonly urlPrefix = '/api/blobs/',
  ) {
    this.root = resolve(root);
  }

  private fileOf(path: string): string {
    const file = resolve(this.root, path);
    if (!file.startsWith(this.root + sep)) throw new BlobPathError(path);
    return file;
  }

  private metaOf(path: string): string {
    return resolve(this.root, '.meta', `${path}.json`);
  }

  private async writeAtomic(file: string, data: Buffer | string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const tmp = join(this.root, '.tmp', `${process.pid}-${randomBytes(6).toString('hex')}`);
    await mkdir(dirname(tmp), { recursive: true });
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<string> {
    const clean = assertBlobPath(path);
    const file = this.fileOf(clean);
    await this.writeAtomic(this.metaOf(clean), JSON.stringify({ contentType }));
    await this.writeAtomic(file, bytes);
    return `${this.urlPrefix}${clean}`;
  }

  async get(path: string): Promise<StoredBlob | null> {
    const clean = assertBlobPath(path);
    let bytes: Buffer;
    try {
      bytes = await readFile(this.fileOf(clean));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let contentType = contentTypeFromExtension(clean);
    try {
      const meta = JSON.parse(await readFile(this.metaOf(clean), 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string' && meta.contentType) contentType = meta.contentType;
    } catch {
      // no sidecar (a file copied in by hand): the extension decides
    }
    return { bytes, contentType };
  }

  async delete(prefix: string): Promise<void> {
    const clean = assertBlobPath(prefix, { allowTrailingSlash: true });
    await rm(this.fileOf(clean), { recursive: true, force: true });
    await rm(this.metaOf(clean), { force: true });
    await rm(resolve(this.root, '.meta', clean), { recursive: true, force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface BucketSources {
  /** Given by the caller: the constructor argument or VIBECHART_STORAGE_BUCKET. */
  explicit?: string;
  /** The initialized app's `storageBucket` option. */
  appBucket?: string;
  /** FIREBASE_CONFIG as set by the Functions runtime: JSON, or the path of a JSON file. */
  firebaseConfig?: string;
  projectId?: string;
}

function bucketFromFirebaseConfig(config: string | undefined): string | undefined {
  if (!config) return undefined;
  try {
    const json = config.trim().startsWith('{') ? config : readFileSync(config, 'utf8');
    const bucket = (JSON.parse(json) as { storageBucket?: unknown }).storageBucket;
    return typeof bucket === 'string' && bucket.trim() ? bucket.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bucket thumbnails live in: the one configured (explicitly, on the app, or in FIREBASE_CONFIG),
 * else the project's default bucket. Projects created since October 2024 get `<id>.firebasestorage.app`
 * (older ones `<id>.appspot.com`, which they must then name explicitly); the local demo project keeps
 * `<id>.appspot.com`, the bucket the seed and the web app use under the emulator.
 */
export function resolveStorageBucket(sources: BucketSources): string {
  const configured = [sources.explicit, sources.appBucket, bucketFromFirebaseConfig(sources.firebaseConfig)]
    .map((name) => name?.trim())
    .find((name) => name);
  if (configured) return configured;
  const projectId = sources.projectId?.trim();
  if (!projectId) throw new Error('CloudStorageBlobStore: no storage bucket configured and no project id known');
  return projectId.startsWith('demo-') ? `${projectId}.appspot.com` : `${projectId}.firebasestorage.app`;
}

/** Cloud Storage through the Admin SDK (the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set). */
export class CloudStorageBlobStore implements BlobStore {
  private cached: Bucket | null = null;

  constructor(private readonly bucketName: string | undefined = process.env.VIBECHART_STORAGE_BUCKET || undefined) {}

  /** Lazy: the module can be loaded before initializeApp(). The bucket: resolveStorageBucket. */
  private bucket(): Bucket {
    if (this.cached) return this.cached;
    this.cached = getStorage().bucket(this.name());
    return this.cached;
  }

  /** The bucket's name (user:delete prints it before it deletes anything). */
  name(): string {
    if (this.cached) return this.cached.name;
    const options = getApps()[0]?.options;
    return resolveStorageBucket({
      explicit: this.bucketName,
      appBucket: options?.storageBucket,
      firebaseConfig: process.env.FIREBASE_CONFIG,
      projectId: options?.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT,
    });
  }

  publicUrl(path: string): string {
    const bucket = this.bucket().name;
    const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    if (emulator) return `http://${emulator}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
    return `https://storage.googleapis.com/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<string> {
    const clean = assertBlobPath(path);
    await this.bucket()
      .file(clean)
      .save(bytes, { resumable: false, contentType, metadata: { contentType, cacheControl: BLOB_CACHE_CONTROL } });
    return this.publicUrl(clean);
  }

  async get(path: string): Promise<StoredBlob | null> {
    const clean = assertBlobPath(path);
    const file = this.bucket().file(clean);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? contentTypeFromExtension(clean) };
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 404) return null;
      throw error;
    }
  }

  async delete(prefix: string): Promise<void> {
    const clean = assertBlobPath(prefix, { allowTrailingSlash: true });
    const bucket = this.bucket();
    await bucket.deleteFiles({ prefix: `${clean}/`, force: true });
    await bucket.file(clean).delete({ ignoreNotFound: true });
  }
}

/** True under `firebase emulators:*` (functions emulator) or in a script pointed at the emulators. */
export function runningInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
}

/** Cloud Storage in production and under the Storage emulator; the local disk in an emulator suite without it. */
export function createBlobStore(env: NodeJS.ProcessEnv = process.env): BlobStore {
  if (!runningInEmulator(env) || env.FIREBASE_STORAGE_EMULATOR_HOST) return new CloudStorageBlobStore();
  return new LocalDiskBlobStore(defaultBlobDir(env));
}
