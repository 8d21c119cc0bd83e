// Public lists and counters (spec §7): chart, all projects, launchpad, archive, builder tools, stats.
// Responses are identical for every caller, so they are cacheable publicly (api.ts cache policy).
import { Router } from 'express';
import { API } from '../../domain/api';
import { PRODUCT_SLUG } from '../../domain/constants';
import { PREDEFINED_TOOLS } from '../../domain/tools';
import { db } from '../../services/firestore';
import { countArchive, listAllProjects, listArchive, listChart, listLaunchpad } from '../../services/listing';
import { readStats } from '../../services/stats';
import type { AppDeps } from '../app';
import { cache } from '../middleware/cache';
import { parseInput, rejectQuery } from '../validate';

/** Routers are mounted under /api; api.ts paths include it. */
const pathOf = (path: string) => path.replace(/^\/api/, '');

export function listsRouter(deps: AppDeps): Router {
  const router = Router();

  router.get(pathOf(API.submissions.path), cache(API.submissions.cache), async (req, res) => {
    const { filter } = parseInput(API.submissions.input, req.query);
    const rows = filter === PRODUCT_SLUG ? await listChart(db()) : await listAllProjects(db(), deps.clock());
    res.json(API.submissions.output.parse(rows));
  });

  router.get(pathOf(API.launchpad.path), cache(API.launchpad.cache), async (req, res) => {
    const page = parseInput(API.launchpad.input, req.query);
    res.json(API.launchpad.output.parse(await listLaunchpad(db(), deps.clock(), page)));
  });

  // api.ts allows a bearer here, but the rows carry nothing per user, so the token is not even
  // verified and the answer stays publicly cacheable.
  router.get(pathOf(API.archive.path), cache(API.archive.cache), async (req, res) => {
    const page = parseInput(API.archive.input, req.query);
    res.json(API.archive.output.parse(await listArchive(db(), deps.clock(), page)));
  });

  router.get(pathOf(API.archiveCount.path), cache(API.archiveCount.cache), rejectQuery, async (_req, res) => {
    res.json(API.archiveCount.output.parse({ total: await countArchive(db()) }));
  });

  router.get(pathOf(API.builderTools.path), cache(API.builderTools.cache), rejectQuery, async (_req, res) => {
    // Product data, not stored: the catalogue of domain/tools.ts (form order), so a new database has it.
    res.json(API.builderTools.output.parse(PREDEFINED_TOOLS));
  });

  router.get(pathOf(API.chartStats.path), cache(API.chartStats.cache), rejectQuery, async (_req, res) => {
    const { totalVotes, totalProjects, totalBuilders } = await readStats(db(), deps.clock());
    res.json(API.chartStats.output.parse({ totalVotes, totalProjects, totalBuilders }));
  });

  router.get(pathOf(API.totalVibes.path), cache(API.totalVibes.cache), rejectQuery, async (_req, res) => {
    const { totalVibes } = await readStats(db(), deps.clock());
    res.json(API.totalVibes.output.parse({ totalVibes }));
  });

  return router;
}
