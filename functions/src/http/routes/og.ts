// GET /api/og?route=home|404|project(&id=…): the share image pages name in og:image / twitter:image
// (docs/product.md#screens; a project page names its own card).
// Crawlers fetch it rarely and the chart changes once a week, so it is cached long and publicly.
import { DomainError } from '../../domain/errors';
import { readPublicProject } from '../../services/charts';
import { db } from '../../services/firestore';
import { loadOgContent, ogPng } from '../../services/og';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

/** home follows the Monday chart: a day in browsers and the CDN; 404 never changes: a week. */
export const OG_CACHE_CONTROL = {
  home: 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800',
  '404': 'public, max-age=604800, s-maxage=604800, immutable',
  /** A project's rank changes with the Monday chart: an hour, then refreshed in the background. */
  project: 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
} as const;

export function ogHandlers(deps: AppDeps) {
  return defineHandlers({
    // Cost: 1 read (charts/current) for home, none for 404, 2 for a project (it and charts/current).
    og: async ({ route, id }, { res }) => {
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
      const png = await ogPng(content);
      res.set({
        'Cache-Control': OG_CACHE_CONTROL[route],
        // Social networks fetch the card from their own origins.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      return png;
    },
  });
}
