import { Router } from 'express';
import type { BlobStore } from '../../infra/blob-store';
import { DomainError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';

/** Serves the local-disk blob store (thumbnails) when no Storage emulator runs. */
export function blobsRouter(store: BlobStore): Router {
  const router = Router();
  router.get(/^\/blobs\/(.+)$/, async (req, res) => {
    const path = (req.params as Record<string, string>)[0] ?? '';
    let blob: Awaited<ReturnType<BlobStore['get']>>;
    try {
      blob = await store.get(path);
    } catch {
      throw new DomainError('invalid_input', MESSAGES.invalidFilePath);
    }
    if (!blob) throw new DomainError('file_not_found');
    res.set({
      'Content-Type': blob.contentType,
      'Cache-Control': 'public, max-age=86400',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(blob.bytes);
  });
  return router;
}
