// GET /api/badge/{id}.svg: the live rank badge makers embed in READMEs and sites.
// Public, the same for every caller: the CDN keeps it until the next Monday chart (one read a miss).
import { badgeSvg } from '../../domain/badge';
import { DomainError } from '../../domain/errors';
import { readBadge } from '../../services/badge';
import { db } from '../../services/firestore';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

export function badgeCacheControl(ttlSeconds: number): string {
  const browser = Math.min(3600, ttlSeconds);
  return `public, max-age=${browser}, s-maxage=${ttlSeconds}, stale-while-revalidate=3600`;
}

export function badgeHandlers(deps: AppDeps) {
  return defineHandlers({
    badge: async (_input, { params, res }) => {
      if (!params.file.endsWith('.svg')) throw new DomainError('project_not_found');
      const found = await readBadge(db(), params.file.slice(0, -'.svg'.length), deps.clock());
      if (!found.found) throw new DomainError('project_not_found');
      res.set({
        'Cache-Control': badgeCacheControl(found.ttlSeconds),
        // Embedded on other sites (READMEs through GitHub's image proxy, makers' pages).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      return badgeSvg(found.content);
    },
  });
}
