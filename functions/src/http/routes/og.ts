// GET /api/og?route=home|404|project(&id=…): the share image pages name in og:image / twitter:image
// (spec §2; a project page names its own card).
// Crawlers fetch it rarely and the chart changes once a week, so it is cached long and publicly.
import { Router } from 'express';
import type { z } from 'zod';
import { API } from '../../domain/api';
import { db } from '../../services/firestore';
import { readPublicProject } from '../../services/charts';
import { loadOgContent, ogPng } from '../../services/og';
import type { AppDeps } from '../app';
import { parseInput } from '../validate';
import { DomainError } from '../../domain/errors';

/** home follows the Monday chart: a day in browsers and the CDN; 404 never changes: a week. */
export const OG_CACHE_CONTROL = {
  home: 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800',
  '404': 'public, max-age=604800, s-maxage=604800, immutable',
  /** A project's rank changes with the Monday chart: an hour, then refreshed in the background. */
  project: 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
} as const;

const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

export function ogRouter(deps: AppDeps): Router {
  const router = Router();
  const { og } = API;

  // Cost: 1 read (charts/current) for home, none for 404, 2 for a project (it and charts/current).
  router.get(mounted(og.path), async (req, res) => {
    const { route, id } = parseInput(og.input, req.query) as z.output<typeof og.input>;
    let content;
    if (route === 'project') {
      const project = await readPublicProject(db(), id!, deps.clock());
      if (!project) throw new DomainError('project_not_found');
      content = {
        route,
        weekOf: null,
        top: [],
        project: {
          projectName: project.projectName,
          builderName: project.builderName ?? null,
          description: project.description ?? '',
          rank: project.rank ?? null,
          peakRank: project.peakRank ?? null,
          weeksOnChart: project.weeksOnChart ?? 0,
        },
      };
    } else content = await loadOgContent(db(), route);
    const png = og.output.parse(await ogPng(content));
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
