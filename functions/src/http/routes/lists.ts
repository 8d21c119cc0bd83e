// Public lists and counters (docs/product.md#calls): chart, all projects, launchpad, archive, builder tools, stats.
// Responses are identical for every caller, so they are cacheable publicly (api.ts cache policy).
import { PRODUCT_SLUG } from '../../domain/constants';
import { PREDEFINED_TOOLS } from '../../domain/tools';
import { db } from '../../services/firestore';
import {
  countArchive,
  listAllProjectsFirstPage,
  listAllProjectsPage,
  listArchive,
  listChart,
  listLaunchpad,
} from '../../services/listing';
import { readStats } from '../../services/stats';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

export function listsHandlers(deps: AppDeps) {
  return defineHandlers({
    submissions: ({ filter }) =>
      filter === PRODUCT_SLUG ? listChart(db()) : listAllProjectsFirstPage(db(), deps.clock()),

    allProjects: (query) => listAllProjectsPage(db(), deps.clock(), query),

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
  });
}
