// Public lists and counters (docs/product.md#calls): chart, all projects, launchpad, archive, builder tools, stats.
// Responses are identical for every caller, so they are cacheable publicly (api.ts cache policy).
import { ALL_PROJECTS_START } from '../../domain/all-projects-cursor';
import { PRODUCT_SLUG } from '../../domain/constants';
import { PREDEFINED_TOOLS } from '../../domain/tools';
import { readChartLiveVotes } from '../../services/chart-votes';
import { db } from '../../services/firestore';
import {
  countArchive,
  listAllProjectsFirstPage,
  listAllProjectsPage,
  listArchive,
  listChart,
  listLaunchpad,
} from '../../services/listing';
import { searchProjectsPage } from '../../services/project-search';
import { readStats } from '../../services/stats';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

/** GET /api/chart/live-votes: a vote shows to other visitors within a minute (30 s CDN + 30 s browser). */
export const LIVE_VOTES_CACHE_CONTROL = 'public, max-age=30, s-maxage=30';

export function listsHandlers(deps: AppDeps) {
  return defineHandlers({
    submissions: ({ filter }) =>
      filter === PRODUCT_SLUG ? listChart(db()) : listAllProjectsFirstPage(db(), deps.clock()),

    allProjects: ({ cursor, limit, tool, q }) =>
      tool === undefined && q === undefined
        ? listAllProjectsPage(db(), deps.clock(), {
            // The query schema gives the whole list no search cursor.
            cursor: cursor && cursor.part !== 'name' ? cursor : ALL_PROJECTS_START,
            limit,
          })
        : searchProjectsPage(db(), deps.clock(), { cursor, limit, tool, q }),

    launchpad: (page) => listLaunchpad(db(), deps.clock(), page),

    archive: (page) => listArchive(db(), deps.clock(), page),

    archiveCount: async () => ({ total: await countArchive(db()) }),

    // Product data, not stored: the catalogue of domain/tools.ts (form order), so a new database has it.
    builderTools: () => [...PREDEFINED_TOOLS],

    chartStats: async () => {
      const { totalVotes, totalProjects, totalBuilders } = await readStats(db(), deps.clock());
      return { totalVotes, totalProjects, totalBuilders };
    },

    totalVibes: async () => ({ totalVibes: (await readStats(db(), deps.clock())).totalVibes }),

    // Counts that move with every vote: the CDN and the browser keep them 30 s, not the lists' 5 min.
    chartLiveVotes: async (_input, { res }) => {
      res.set('Cache-Control', LIVE_VOTES_CACHE_CONTROL);
      return readChartLiveVotes(db(), deps.clock());
    },
  });
}
