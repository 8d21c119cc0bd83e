// Chart history (issue 4 §4): published weeks, one week's frozen chart, a project's rank per week.
// Public data, identical for every caller: publicly cacheable.
import { Router } from 'express';
import { API } from '../../domain/api';
import { CHART_MESSAGES } from '../../domain/chart';
import { MESSAGES } from '../../domain/messages';
import { isWeekStart } from '../../domain/week';
import { listPublishedCharts, projectChartHistory, readChart } from '../../services/charts';
import { db } from '../../services/firestore';
import { chartRowJson } from '../../services/listing';
import type { AppDeps } from '../app';
import { HttpError } from '../errors';
import { cache } from '../middleware/cache';

const pathOf = (path: string) => path.replace(/^\/api/, '');

export function chartsRouter(_deps: AppDeps): Router {
  const router = Router();

  // Cost: 1 read (config/chart_index).
  router.get(pathOf(API.charts.path), cache(API.charts.cache), async (_req, res) => {
    const weeks = await listPublishedCharts(db());
    res.json(API.charts.output.parse(weeks.map((w) => ({ ...w, publishedAt: w.publishedAt.toISOString() }))));
  });

  // Cost: 1 read (charts/{weekOf}).
  router.get(pathOf(API.chart.path), cache(API.chart.cache), async (req, res) => {
    const weekOf = String(req.params.weekOf);
    if (!isWeekStart(weekOf)) throw new HttpError(400, CHART_MESSAGES.weekNotMonday);
    const chart = await readChart(db(), weekOf);
    if (!chart) throw new HttpError(404, CHART_MESSAGES.chartNotFound);
    res.json(
      API.chart.output.parse({
        weekOf: chart.weekOf,
        publishedAt: chart.publishedAt.toISOString(),
        entries: chart.entries.map(chartRowJson),
      }),
    );
  });

  // Cost: 1 read (the project) + one per chart week.
  router.get(pathOf(API.projectHistory.path), cache(API.projectHistory.cache), async (req, res) => {
    const id = String(req.params.id);
    const history = id.length <= 200 ? await projectChartHistory(db(), id) : null;
    if (!history) throw new HttpError(404, MESSAGES.projectNotFound);
    res.json(API.projectHistory.output.parse(history));
  });

  return router;
}
