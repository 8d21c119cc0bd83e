// The rules the seeded data must obey, as one check used twice: on the generated dataset (unit test)
// and on what was read back from the emulator (emulator test). Answers a list of violations.
import { rankChart, summarizeChartHistory, votesBefore } from '../../../functions/src/domain/chart';
import { CURRENT_CHART_ID, ids } from '../../../functions/src/domain/collections';
import {
  ARCHIVE_AFTER_WEEKS,
  BASE_VOTE_QUOTA,
  MAX_VOTES_PER_PROJECT_PER_WEEK,
} from '../../../functions/src/domain/constants';
import type {
  AiReview,
  Chart,
  ChartEntry,
  StatsCounters,
  Submission,
  UserWeeklyQuota,
  Vibe,
  Vote,
  VoteBonusEvent,
} from '../../../functions/src/domain/entities';
import { dayOf, weekStartInstant, weekStartOf } from '../../../functions/src/domain/week';
import { judgeInputHash } from './generate';

export interface SeedData {
  submissions: Submission[];
  votes: Vote[];
  vibes: Vibe[];
  quotas: UserWeeklyQuota[];
  bonusEvents: VoteBonusEvent[];
  aiReviews: AiReview[];
  chartEntries: ChartEntry[];
  charts: Chart[];
  counters: StatsCounters[];
  now: Date;
}

export function seedViolations(data: SeedData): string[] {
  const problems: string[] = [];
  const fail = (message: string) => {
    if (problems.length < 50) problems.push(message);
  };
  const byId = new Map(data.submissions.map((s) => [s.id, s]));
  const nowMs = data.now.getTime();

  // --- votes: approved projects only, in their week, at most 3 per project and the quota per week
  const perUserWeek = new Map<string, number>();
  const perUserWeekProject = new Map<string, number>();
  const votesPerProjectWeek = new Map<string, number>();
  for (const v of data.votes) {
    const s = byId.get(v.submissionId);
    if (!s) fail(`vote ${v.id}: unknown submission`);
    else if (s.status !== 'approved' || !s.approvedAt || s.approvedAt > v.createdAt)
      fail(`vote ${v.id}: project not approved then`);
    if (weekStartOf(v.createdAt) !== v.weekStart) fail(`vote ${v.id}: createdAt outside weekStart ${v.weekStart}`);
    if (v.createdAt.getTime() > nowMs) fail(`vote ${v.id}: in the future`);
    if (v.projectId !== v.submissionId) fail(`vote ${v.id}: projectId differs from submissionId`);
    const uw = `${v.userId}|${v.weekStart}`;
    const uwp = `${uw}|${v.submissionId}`;
    perUserWeek.set(uw, (perUserWeek.get(uw) ?? 0) + 1);
    const n = (perUserWeekProject.get(uwp) ?? 0) + 1;
    perUserWeekProject.set(uwp, n);
    votesPerProjectWeek.set(
      `${v.submissionId}|${v.weekStart}`,
      (votesPerProjectWeek.get(`${v.submissionId}|${v.weekStart}`) ?? 0) + 1,
    );
    if (!/_[1-3]$/.test(v.id) || !v.id.startsWith(`${v.weekStart}_${v.userId}_${v.submissionId}_`))
      fail(`vote ${v.id}: id not ids.vote(...)`);
  }
  for (const [key, n] of perUserWeekProject)
    if (n > MAX_VOTES_PER_PROJECT_PER_WEEK) fail(`${key}: ${n} votes to one project in a week`);

  // --- quotas and bonus events match the votes
  const quotaById = new Map(data.quotas.map((q) => [q.id, q]));
  const bonusByUserWeek = new Map<string, number>();
  for (const b of data.bonusEvents) {
    if (b.id !== ids.bonusEvent(b.userId, b.weekStart, b.action)) fail(`bonus ${b.id}: id`);
    if (weekStartOf(b.createdAt) !== b.weekStart) fail(`bonus ${b.id}: outside its week`);
    bonusByUserWeek.set(
      `${b.userId}|${b.weekStart}`,
      (bonusByUserWeek.get(`${b.userId}|${b.weekStart}`) ?? 0) + b.amount,
    );
  }
  for (const [uw, spent] of perUserWeek) {
    const [userId, weekStart] = uw.split('|') as [string, string];
    const q = quotaById.get(ids.quota(userId, weekStart));
    if (!q) {
      fail(`no user_weekly_quota for ${uw}`);
      continue;
    }
    if (q.spent !== spent) fail(`quota ${q.id}: spent ${q.spent}, votes ${spent}`);
    if (spent > q.baseQuota + q.bonusQuota) fail(`quota ${q.id}: ${spent} votes over ${q.baseQuota}+${q.bonusQuota}`);
  }
  for (const q of data.quotas) {
    if (q.baseQuota !== BASE_VOTE_QUOTA) fail(`quota ${q.id}: baseQuota ${q.baseQuota}`);
    if (q.bonusQuota !== (bonusByUserWeek.get(`${q.userId}|${q.weekStart}`) ?? 0))
      fail(`quota ${q.id}: bonusQuota differs from bonus events`);
    if (q.spent !== (perUserWeek.get(`${q.userId}|${q.weekStart}`) ?? 0)) fail(`quota ${q.id}: spent without votes`);
    for (const [sid, n] of Object.entries(q.perProject)) {
      if ((perUserWeekProject.get(`${q.userId}|${q.weekStart}|${sid}`) ?? 0) !== n)
        fail(`quota ${q.id}: perProject ${sid}=${n}`);
    }
  }

  // --- vibes: one per user, project and day
  const vibeKeys = new Set<string>();
  const vibesPerProject = new Map<string, number>();
  for (const v of data.vibes) {
    const key = `${v.day}|${v.userId}|${v.submissionId}`;
    if (vibeKeys.has(key)) fail(`vibe ${v.id}: second vibe that day`);
    vibeKeys.add(key);
    if (v.id !== ids.vibe(v.day, v.userId, v.submissionId)) fail(`vibe ${v.id}: id`);
    if (dayOf(v.createdAt) !== v.day) fail(`vibe ${v.id}: createdAt not on ${v.day}`);
    const s = byId.get(v.submissionId);
    if (!s || s.status !== 'approved' || !s.approvedAt || s.approvedAt > v.createdAt)
      fail(`vibe ${v.id}: project not approved then`);
    vibesPerProject.set(v.submissionId, (vibesPerProject.get(v.submissionId) ?? 0) + 1);
  }

  // --- submission counters and lifecycle fields
  for (const s of data.submissions) {
    const weekly = Object.entries(s.votesByWeek);
    const total = weekly.reduce((sum, [, n]) => sum + n, 0);
    if (total !== s.voteCount) fail(`submission ${s.id}: voteCount ${s.voteCount} != sum(votesByWeek) ${total}`);
    for (const [week, n] of weekly) {
      if ((votesPerProjectWeek.get(`${s.id}|${week}`) ?? 0) !== n)
        fail(`submission ${s.id}: votesByWeek[${week}]=${n} differs from vote docs`);
    }
    if ((vibesPerProject.get(s.id) ?? 0) !== s.vibeCount)
      fail(`submission ${s.id}: vibeCount ${s.vibeCount} differs from vibe docs`);
    if (s.status !== 'approved' && (s.approvedAt || s.aiScore !== null || s.voteCount))
      fail(`submission ${s.id}: ${s.status} but approved data`);
    if (s.aiJudgedAt && s.approvedAt && s.aiJudgedAt.getTime() - s.approvedAt.getTime() < 6.9 * 86_400_000) {
      fail(`submission ${s.id}: judged before its 7 launchpad days ended`);
    }
    for (const url of [s.projectUrl, s.socialProofUrl, ...Object.values(s.links)]) {
      if (url && !/^https?:\/\//.test(url)) fail(`submission ${s.id}: non-http URL ${url}`);
    }
    if (s.archivedAt && s.weeksOnChart !== ARCHIVE_AFTER_WEEKS)
      fail(`submission ${s.id}: archived after ${s.weeksOnChart} weeks`);
    const entries = data.chartEntries.filter((e) => e.submissionId === s.id);
    if (entries.length !== s.weeksOnChart)
      fail(`submission ${s.id}: weeksOnChart ${s.weeksOnChart}, ${entries.length} chart entries`);
    if (entries.length) {
      const last = entries.reduce((a, b) => (a.weekOf > b.weekOf ? a : b));
      if (s.peakRank !== Math.min(...entries.map((e) => e.rank))) fail(`submission ${s.id}: peakRank`);
      if (s.lastChartRank !== last.rank || s.lastChartWeekStart !== last.weekOf) fail(`submission ${s.id}: lastChart*`);
      if (!s.firstChartedAt) fail(`submission ${s.id}: charted without firstChartedAt`);
      if (s.archivedAt && entries.some((e) => weekStartInstant(e.weekOf) >= s.archivedAt!))
        fail(`submission ${s.id}: charted after archiving`);
    } else if (s.firstChartedAt || s.peakRank !== null || s.lastChartRank !== null)
      fail(`submission ${s.id}: chart fields without entries`);
  }

  // --- AI reviews: one per judged project, hash of its current input
  const reviewsBySubmission = new Map(data.aiReviews.map((r) => [r.submissionId, r]));
  for (const s of data.submissions.filter((x) => x.aiJudgedAt)) {
    const r = reviewsBySubmission.get(s.id);
    if (!r) fail(`submission ${s.id}: judged without ai_reviews`);
    else {
      if (r.inputHash !== judgeInputHash(s)) fail(`ai_review ${r.id}: inputHash is not the hash of the project`);
      if (r.id !== ids.aiReview(s.id, r.aiVersion, r.inputHash)) fail(`ai_review ${r.id}: id`);
      if (r.finalScore !== s.aiScore || r.innovationScore !== s.innovationScore || r.utilityScore !== s.utilityScore) {
        fail(`ai_review ${r.id}: scores differ from the submission`);
      }
    }
  }

  // --- charts: rows match chart_entries, the newest is charts/current, and re-ranking gives the same
  const weekly = data.charts.filter((c) => c.id !== CURRENT_CHART_ID).sort((a, b) => a.weekOf.localeCompare(b.weekOf));
  const current = data.charts.find((c) => c.id === CURRENT_CHART_ID);
  const newest = weekly[weekly.length - 1];
  if (
    !current ||
    !newest ||
    current.weekOf !== newest.weekOf ||
    JSON.stringify(current.entries) !== JSON.stringify(newest.entries)
  ) {
    fail('charts/current is not a copy of the newest week');
  }
  for (const chart of weekly) {
    const rows = chart.entries;
    rows.forEach((row, i) => {
      if (row.rank !== i + 1) fail(`charts/${chart.weekOf}: row ${i} has rank ${row.rank}`);
      const entry = data.chartEntries.find((e) => e.id === ids.chartEntry(chart.weekOf, row.id));
      if (
        !entry ||
        entry.rank !== row.rank ||
        entry.chartStatus !== row.chartStatus ||
        entry.finalScore !== row.finalScore
      ) {
        fail(`charts/${chart.weekOf}: row ${row.id} differs from its chart_entries doc`);
      }
    });
    if (data.chartEntries.filter((e) => e.weekOf === chart.weekOf).length !== rows.length)
      fail(`charts/${chart.weekOf}: entry count`);
    // What the Monday job would compute now from the stored data, for that week.
    const cutoff = weekStartInstant(chart.weekOf);
    const candidates = data.submissions
      .filter((s) => s.aiJudgedAt && s.aiJudgedAt <= cutoff)
      .map((s) => ({
        ...s,
        archivedAt: s.archivedAt && s.archivedAt <= cutoff ? s.archivedAt : null,
        totalVotes: votesBefore(s.votesByWeek, chart.weekOf),
      }));
    const again = rankChart(candidates, summarizeChartHistory(data.chartEntries, chart.weekOf));
    const same =
      again.length === rows.length &&
      again.every(
        (e, i) =>
          e.submissionId === rows[i]!.id && e.chartStatus === rows[i]!.chartStatus && e.peakRank === rows[i]!.peakRank,
      );
    if (!same) fail(`charts/${chart.weekOf}: re-ranking the stored data gives a different chart`);
  }

  // --- top-bar counters
  const approved = data.submissions.filter((s) => s.status === 'approved');
  const expected: StatsCounters = {
    totalVotes: data.votes.length,
    totalVibes: data.vibes.length,
    totalProjects: approved.length,
    totalBuilders: new Set(approved.map((s) => s.submittedBy)).size,
  };
  for (const c of data.counters) {
    for (const key of Object.keys(expected) as (keyof StatsCounters)[]) {
      if (c[key] !== expected[key]) fail(`counter ${key}: ${c[key]}, actual ${expected[key]}`);
    }
  }
  return problems;
}
