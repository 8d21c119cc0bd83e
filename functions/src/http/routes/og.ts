// GET /api/og?route=home|404: the share image pages name in og:image / twitter:image (spec §2).
// Crawlers fetch it rarely and the chart changes once a week, so it is cached long and publicly.
import { Router } from 'express';
import type { z } from 'zod';
import { API } from '../../domain/api';
import { db } from '../../services/firestore';
import { loadOgContent, ogPng } from '../../services/og';
import type { AppDeps } from '../app';
import { parseInput } from '../validate';

/** home follows the Monday chart: a day in browsers and the CDN; 404 never changes: a week. */
export const OG_CACHE_CONTROL = {
  home: 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800',
  '404': 'public, max-age=604800, s-maxage=604800, immutable',
} as const;

const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

export function ogRouter(_deps: AppDeps): Router {
  const router = Router();
  const { og } = API;

  // Cost: 1 read (charts/current) for home, none for 404.
  router.get(mounted(og.path), async (req, res) => {
    const { route } = parseInput(og.input, req.query) as z.output<typeof og.input>;
    const png = og.output.parse(await ogPng(await loadOgContent(db(), route)));
    res.set({
      'Content-Type': 'image/png',
      'Cache-Control': OG_CACHE_CONTROL[route],
      // Social networks fetch the card from their own origins.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  });

  return router;
}
