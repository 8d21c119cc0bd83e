import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BlobPathError,
  CloudStorageBlobStore,
  LocalDiskBlobStore,
  assertBlobPath,
  createBlobStore,
  defaultBlobDir,
  findRepoRoot,
} from './blob-store';

describe('LocalDiskBlobStore', () => {
  let root: string;
  let store: LocalDiskBlobStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'vibechart-blobs-'));
    store = new LocalDiskBlobStore(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes with their content type and answers the /api/blobs URL', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    const url = await store.put('thumbnails/abc123/800.webp', bytes, 'image/webp');
    expect(url).toBe('/api/blobs/thumbnails/abc123/800.webp');
    expect(await store.get('thumbnails/abc123/800.webp')).toEqual({ bytes, contentType: 'image/webp' });
  });

  it('keeps the content type it was given, whatever the extension', async () => {
    await store.put('misc/data.bin', Buffer.from('{}'), 'application/json');
    expect((await store.get('misc/data.bin'))?.contentType).toBe('application/json');
  });

  it('derives the content type from the extension when the sidecar is missing', async () => {
    await mkdir(join(root, 'hand'), { recursive: true });
    await writeFile(join(root, 'hand', 'copied.png'), Buffer.from('png'));
    expect(await store.get('hand/copied.png')).toEqual({ bytes: Buffer.from('png'), contentType: 'image/png' });
  });

  it('overwrites on a second put and leaves no temporary files behind', async () => {
    await store.put('thumbnails/x/160.webp', Buffer.from('one'), 'image/webp');
    await store.put('thumbnails/x/160.webp', Buffer.from('two'), 'image/webp');
    expect((await store.get('thumbnails/x/160.webp'))?.bytes.toString()).toBe('two');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('answers null for a missing blob and for a folder', async () => {
    expect(await store.get('thumbnails/nope/800.webp')).toBeNull();
    await store.put('thumbnails/dir/800.webp', Buffer.from('a'), 'image/webp');
    expect(await store.get('thumbnails/dir')).toBeNull();
    expect(await store.get('thumbnails/dir/800.webp/deeper')).toBeNull();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    await store.put('thumbnails/a/800.webp', Buffer.from('1'), 'image/webp');
    await store.put('thumbnails/a/160.webp', Buffer.from('2'), 'image/webp');
    await store.put('thumbnails/ab/800.webp', Buffer.from('3'), 'image/webp');
    await store.delete('thumbnails/a');
    expect(await store.get('thumbnails/a/800.webp')).toBeNull();
    expect(await store.get('thumbnails/a/160.webp')).toBeNull();
    expect(await store.get('thumbnails/ab/800.webp')).not.toBeNull();
    await store.delete('thumbnails/ab/');
    expect(await store.get('thumbnails/ab/800.webp')).toBeNull();
    await expect(store.delete('thumbnails/never-existed')).resolves.toBeUndefined();
  });

  it.each([
    '../outside.webp',
    'thumbnails/../../etc/passwd',
    'thumbnails/./800.webp',
    '/etc/passwd',
    '/thumbnails/a.webp',
    'thumbnails//a.webp',
    'thumbnails\\..\\a.webp',
    'thumbnails/a b.webp',
    'thumbnails/%2e%2e/a.webp',
    'thumbnails/a.webp\u0000',
    'thumbnails/ä.webp',
    '.meta/thumbnails/a.webp.json',
    'thumbnails/.hidden',
    '',
    'a/',
  ])('refuses the unsafe path %j everywhere', async (path) => {
    await expect(store.put(path, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(BlobPathError);
    await expect(store.get(path)).rejects.toBeInstanceOf(BlobPathError);
    if (path !== 'a/') await expect(store.delete(path)).rejects.toBeInstanceOf(BlobPathError);
  });

  it('never writes outside its root on a refused path', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(BlobPathError);
    expect((await readdir(resolve(root, '..'))).includes('escape.webp')).toBe(false);
  });
});

describe('blob paths and defaults', () => {
  it('accepts the thumbnail layout and trims a trailing slash only when allowed', () => {
    expect(assertBlobPath('thumbnails/Ab-9_x/800.webp')).toBe('thumbnails/Ab-9_x/800.webp');
    expect(assertBlobPath('thumbnails/a/', { allowTrailingSlash: true })).toBe('thumbnails/a');
    expect(() => assertBlobPath('thumbnails/a/')).toThrow(BlobPathError);
    expect(() => assertBlobPath('x'.repeat(600))).toThrow(BlobPathError);
  });

  it('finds the repository root (the folder with firebase.json) from this folder', () => {
    const root = findRepoRoot();
    expect(root).not.toBeNull();
    expect(findRepoRoot(join(root!, 'functions', 'lib'))).toBe(root);
    expect(findRepoRoot(join(root!, 'functions', 'src', 'infra'))).toBe(root);
    expect(defaultBlobDir({})).toBe(join(root!, '.local-blobs'));
    expect(defaultBlobDir({ VIBECHART_BLOB_DIR: '/tmp/x-blobs' })).toBe('/tmp/x-blobs');
  });

  it('picks Cloud Storage in production and under the Storage emulator, else the local disk', () => {
    expect(createBlobStore({})).toBeInstanceOf(CloudStorageBlobStore);
    expect(createBlobStore({ FUNCTIONS_EMULATOR: 'true' })).toBeInstanceOf(LocalDiskBlobStore);
    expect(createBlobStore({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBeInstanceOf(LocalDiskBlobStore);
    expect(
      createBlobStore({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }),
    ).toBeInstanceOf(CloudStorageBlobStore);
    const local = createBlobStore({ FUNCTIONS_EMULATOR: 'true', VIBECHART_BLOB_DIR: '/tmp/y-blobs' });
    expect((local as LocalDiskBlobStore).root).toBe('/tmp/y-blobs');
  });
});

describe('CloudStorageBlobStore URLs', () => {
  if (!getApps().length) initializeApp({ projectId: 'demo-vibechart' });
  afterEach(() => vi.unstubAllEnvs());

  it('answers the public storage.googleapis.com URL in production', () => {
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    const store = new CloudStorageBlobStore('vibechart-prod.appspot.com');
    expect(store.publicUrl('thumbnails/abc/800.webp')).toBe(
      'https://storage.googleapis.com/vibechart-prod.appspot.com/thumbnails/abc/800.webp',
    );
  });

  it("answers the Storage emulator's download URL when it runs", () => {
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199');
    const store = new CloudStorageBlobStore();
    expect(store.publicUrl('thumbnails/abc/800.webp')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-vibechart.appspot.com/o/thumbnails%2Fabc%2F800.webp?alt=media',
    );
  });

  it('refuses unsafe paths before talking to Storage', async () => {
    const store = new CloudStorageBlobStore('b');
    await expect(store.put('../x', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(BlobPathError);
    await expect(store.get('/abs')).rejects.toBeInstanceOf(BlobPathError);
    await expect(store.delete('a/../b')).rejects.toBeInstanceOf(BlobPathError);
  });
});
