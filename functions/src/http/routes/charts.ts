// Chart history (issue 4 §4): published weeks, one week's frozen chart, a project's rank per week.
// Public data, identical for every caller: publicly cacheable.
import { Router } from 'express';
import { API } from '../../domain/api';
import { isDocumentId } from '../../domain/validation';
import { isWeekStart } from '../../domain/week';
import { listPublishedCharts, projectChartHistory, readChart, readPublicProject } from '../../services/charts';
import { db } from '../../services/firestore';
import { chartRowJson } from '../../services/listing';
import type { AppDeps } from '../app';
import { cache } from '../middleware/cache';
import { NO_QUERY, parseInput, rejectQuery } from '../validate';
import { DomainError } from '../../domain/errors';

const pathOf = (path: string) => path.replace(/^\/api/, '');

/** /api/projects/{segment} paths that belong to other routes (lists router), not a project id. */
const RESERVED_PROJECT_PATHS = new Set(['launchpad', 'archive', 'v2']);

export function chartsRouter(deps: AppDeps): Router {
  const router = Router();

  // Cost: 1 read (config/chart_index).
  router.get(pathOf(API.charts.path), cache(API.charts.cache), rejectQuery, async (_req, res) => {
    const weeks = await listPublishedCharts(db());
    res.json(API.charts.output.parse(weeks.map((w) => ({ ...w, publishedAt: w.publishedAt.toISOString() }))));
  });

  // Cost: 1 read (charts/{weekOf}).
  router.get(pathOf(API.chart.path), cache(API.chart.cache), rejectQuery, async (req, res) => {
    const weekOf = String(req.params.weekOf);
    if (!isWeekStart(weekOf)) throw new DomainError('week_not_monday');
    const chart = await readChart(db(), weekOf);
    if (!chart) throw new DomainError('chart_not_found');
    res.json(
      API.chart.output.parse({
        weekOf: chart.weekOf,
        publishedAt: chart.publishedAt.toISOString(),
        entries: chart.entries.map(chartRowJson),
        discountedVotes: chart.discountedVotes,
      }),
    );
  });

  // Cost: 2 reads (the project, charts/current).
  router.get(pathOf(API.project.path), cache(API.project.cache), async (req, res, next) => {
    const id = String(req.params.id);
    if (RESERVED_PROJECT_PATHS.has(id)) {
      next();
      return;
    }
    parseInput(NO_QUERY, req.query);
    const project = isDocumentId(id) ? await readPublicProject(db(), id, deps.clock()) : null;
    if (!project) throw new DomainError('project_not_found');
    res.json(API.project.output.parse(project));
  });

  // Cost: 1 read (the project) + one per chart week.
  router.get(pathOf(API.projectHistory.path), cache(API.projectHistory.cache), rejectQuery, async (req, res) => {
    const id = String(req.params.id);
    const history = isDocumentId(id) ? await projectChartHistory(db(), id) : null;
    if (!history) throw new DomainError('project_not_found');
    res.json(API.projectHistory.output.parse(history));
  });

  return router;
}
