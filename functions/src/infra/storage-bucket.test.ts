// Which bucket the blob store (and so user:delete from a workstation) uses: the configured one, else
// the project's default, `<id>.firebasestorage.app` for projects created since October 2024.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStorageBucket } from './blob-store';

describe('resolveStorageBucket', () => {
  it('gives a real project without configuration its firebasestorage.app bucket (user:delete --project)', () => {
    expect(resolveStorageBucket({ projectId: 'vibechart-prod' })).toBe('vibechart-prod.firebasestorage.app');
  });

  it('keeps the appspot.com bucket for the local demo project (the seed and the web app use it)', () => {
    expect(resolveStorageBucket({ projectId: 'demo-vibechart' })).toBe('demo-vibechart.appspot.com');
  });

  it('uses the explicit bucket first, then the app option, then FIREBASE_CONFIG', () => {
    const all = {
      explicit: 'explicit-bucket',
      appBucket: 'app-bucket',
      firebaseConfig: JSON.stringify({ projectId: 'p', storageBucket: 'config-bucket' }),
      projectId: 'vibechart-prod',
    };
    expect(resolveStorageBucket(all)).toBe('explicit-bucket');
    expect(resolveStorageBucket({ ...all, explicit: undefined })).toBe('app-bucket');
    expect(resolveStorageBucket({ ...all, explicit: '', appBucket: undefined })).toBe('config-bucket');
  });

  it('reads FIREBASE_CONFIG given as a file path, and an older project named there keeps appspot.com', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vibechart-bucket-'));
    const file = join(dir, 'firebase-config.json');
    writeFileSync(file, JSON.stringify({ projectId: 'old-project', storageBucket: 'old-project.appspot.com' }));
    expect(resolveStorageBucket({ firebaseConfig: file, projectId: 'old-project' })).toBe('old-project.appspot.com');
  });

  it('falls back to the default when FIREBASE_CONFIG has no bucket or does not parse', () => {
    expect(resolveStorageBucket({ firebaseConfig: '{"projectId":"p"}', projectId: 'p1' })).toBe(
      'p1.firebasestorage.app',
    );
    expect(resolveStorageBucket({ firebaseConfig: '{not json', projectId: 'p1' })).toBe('p1.firebasestorage.app');
    expect(resolveStorageBucket({ firebaseConfig: '/no/such/file.json', projectId: 'p1' })).toBe(
      'p1.firebasestorage.app',
    );
  });

  it('refuses to guess without a bucket or a project id', () => {
    expect(() => resolveStorageBucket({})).toThrow(/no storage bucket configured/);
  });
});
