// Chart history: published weeks, one week's frozen chart, a project's rank per week.
// Public data, identical for every caller: publicly cacheable.
import { DomainError } from '../../domain/errors';
import { isDocumentId } from '../../domain/validation';
import { isWeekStart } from '../../domain/week';
import { listPublishedCharts, projectChartHistory, readChart, readPublicProject } from '../../services/charts';
import { db } from '../../services/firestore';
import { chartRowJson } from '../../services/listing';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

export function chartsHandlers(deps: AppDeps) {
  return defineHandlers({
    // Cost: 1 read (config/chart_index).
    charts: async () =>
      (await listPublishedCharts(db())).map((w) => ({ ...w, publishedAt: w.publishedAt.toISOString() })),

    // Cost: 1 read (charts/{weekOf}).
    chart: async (_input, { params }) => {
      if (!isWeekStart(params.weekOf)) throw new DomainError('week_not_monday');
      const chart = await readChart(db(), params.weekOf);
      if (!chart) throw new DomainError('chart_not_found');
      return {
        weekOf: chart.weekOf,
        publishedAt: chart.publishedAt.toISOString(),
        entries: chart.entries.map(chartRowJson),
        discountedVotes: chart.discountedVotes,
      };
    },

    // Cost: 2 reads (the project, charts/current). An id no document can have is simply not found.
    project: async (_input, { params }) => {
      const project = isDocumentId(params.id) ? await readPublicProject(db(), params.id, deps.clock()) : null;
      if (!project) throw new DomainError('project_not_found');
      return project;
    },

    // Cost: 1 read (the project) + one per chart week.
    projectHistory: async (_input, { params }) => {
      const history = isDocumentId(params.id) ? await projectChartHistory(db(), params.id) : null;
      if (!history) throw new DomainError('project_not_found');
      return history;
    },
  });
}
