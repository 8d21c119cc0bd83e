// GET /api/badge/{id}.svg: the live rank badge makers embed in READMEs and sites (issue 17).
// Public, the same for every caller: the CDN keeps it until the next Monday chart (one read a miss).
import { Router } from 'express';
import { API } from '../../domain/api';
import { badgeSvg } from '../../domain/badge';
import { DomainError } from '../../domain/errors';
import { readBadge } from '../../services/badge';
import { db } from '../../services/firestore';
import type { AppDeps } from '../app';
import { rejectQuery } from '../validate';

const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

export function badgeCacheControl(ttlSeconds: number): string {
  const browser = Math.min(3600, ttlSeconds);
  return `public, max-age=${browser}, s-maxage=${ttlSeconds}, stale-while-revalidate=3600`;
}

export function badgeRouter(deps: AppDeps): Router {
  const router = Router();
  const { badge } = API;
  router.get(mounted(badge.path), rejectQuery, async (req, res) => {
    const file = String(req.params.file);
    if (!file.endsWith('.svg')) throw new DomainError('project_not_found');
    const found = await readBadge(db(), file.slice(0, -'.svg'.length), deps.clock());
    if (!found.found) throw new DomainError('project_not_found');
    const svg = badge.output.parse(badgeSvg(found.content));
    res.set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': badgeCacheControl(found.ttlSeconds),
      // Embedded on other sites (READMEs through GitHub's image proxy, makers' pages).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(svg);
  });
  return router;
}
