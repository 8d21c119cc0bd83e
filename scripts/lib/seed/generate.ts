// Builds the whole demo dataset in memory, deterministically from (size, now): users, submissions in
// every lifecycle state, votes/vibes/quotas that respect the voting rules, AI reviews, and eight weeks
// of charts computed with the real ranking (domain/chart.ts). No I/O here: write.ts stores it.
import { z } from 'zod';
import type { RankedEntry } from '../../../functions/src/domain/chart';
import {
  chartEntryOf,
  chartRowOf,
  isChartCandidate,
  rankChart,
  shouldArchive,
  summarizeChartHistory,
  votesBefore,
} from '../../../functions/src/domain/chart';
import { CURRENT_CHART_ID, STATS_SUMMARY_ID, ids } from '../../../functions/src/domain/collections';
import {
  AI_VERSION,
  BASE_VOTE_QUOTA,
  BONUS_AMOUNTS,
  CHART_SIZE,
  MAX_VOTES_PER_PROJECT_PER_WEEK,
} from '../../../functions/src/domain/constants';
import type {
  AiReview,
  Chart,
  ChartEntry,
  ChartVoteShard,
  LifecycleStage,
  StatsSummary,
  Submission,
  User,
  UserWeeklyQuota,
  Vibe,
  Vote,
  VoteBonusEvent,
} from '../../../functions/src/domain/entities';
import { judgeInputHash } from '../../../functions/src/domain/judge';
import { projectNameKey } from '../../../functions/src/domain/project-search';
import {
  addLocalDays,
  dayOf,
  shiftWeek,
  weekEndInstant,
  weekStartInstant,
  weekStartOf,
} from '../../../functions/src/domain/week';
import { initialsOf, person, projectLinks, projectText, projectTools, reviewText } from './content';
import { Random, WeightedTable, stableId } from './random';
import type { ThumbnailSpec, ThumbnailUrls } from './thumbnails';

/** The judge's input hash, shared with the AI judge job (functions/src/domain/judge.ts). */
export { judgeInputHash };

export const ADMIN_EMAIL = 'admin@vibechart.dev';
export const DEMO_EMAIL = 'demo@vibechart.dev';
export const CHART_WEEKS = 8;
/** Bump when the generator changes shape, so a new version never reuses an old random stream. */
export const GENERATOR_VERSION = 1;
export const SEED_META_ID = 'seed';

/** config/seed: what the emulators were seeded with, so a plain re-run repeats exactly that seed. */
export const seedMetaSchema = z.object({
  id: z.literal(SEED_META_ID),
  size: z.number().int().min(1),
  now: z.date(),
  generatorVersion: z.number().int().min(1),
});
export type SeedMeta = z.infer<typeof seedMetaSchema>;
const AI_MODEL_LABEL = 'seed';
/** AI scores ~ N(7.15, 0.85): mostly 5.5-7.5, a bit over half reach the 7.0 chart threshold. */
const AI_SCORE_MEAN = 7.15;
const GROWING_WEEKS = [3, 10, 10, 10, 8, 4, 3, 2, 2, 1, 1];
const STEADY_WEEKS = [4, 8, 8, 8, 8, 6, 5, 4, 4, 3, 3];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SeedOptions {
  /** Number of submissions (projects). */
  size: number;
  /** The reference "now": the newest chart is the week that contains it. */
  now: Date;
}

export interface SeedAuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  admin: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

export interface StatsShard {
  id: string;
  totalVotes: number;
  totalVibes: number;
  totalProjects: number;
  totalBuilders: number;
}

export interface SeedDataset {
  options: SeedOptions;
  currentWeek: string;
  chartWeeks: string[];
  authUsers: SeedAuthUser[];
  users: User[];
  submissions: Submission[];
  votes: Vote[];
  vibes: Vibe[];
  quotas: UserWeeklyQuota[];
  bonusEvents: VoteBonusEvent[];
  aiReviews: AiReview[];
  chartEntries: ChartEntry[];
  /** One per chart week (oldest first), then charts/current. */
  charts: Chart[];
  statsShard: StatsShard;
  statsSummary: StatsSummary;
  /** This week's votes on projects that can chart, as the votes would have written them (one shard). */
  chartVoteShard: ChartVoteShard;
  seedMeta: SeedMeta;
  thumbnails: ThumbnailSpec[];
  stages: Map<string, LifecycleStage>;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
const between = (rng: Random, from: number, to: number) => new Date(Math.floor(rng.float(from, to)));

type Group = 'pending' | 'rejected' | 'launchpad' | 'judged';

interface Draft {
  submission: Submission;
  popularity: number;
  /** Vibe times, for the vibe count at each chart's cut-off. */
  vibeTimes: number[];
}

interface Context {
  root: Random;
  size: number;
  now: Date;
  nowMs: number;
  currentWeek: string;
  /** Start of the launchpad window: approved after this, a project is still on the launchpad. */
  launchpadStart: number;
}

interface People {
  users: User[];
  authUsers: SeedAuthUser[];
  /** Chance per week that a user shows up to vote. */
  activity: Map<string, number>;
  handles: Map<string, string>;
  demoUid: string;
}

function makeUsers({ root, size, nowMs }: Context): People {
  const users: User[] = [];
  const authUsers: SeedAuthUser[] = [];
  const activity = new Map<string, number>();
  const handles = new Map<string, string>();
  const userCount = Math.max(60, Math.ceil(size / 5));
  for (let i = 0; i < userCount; i++) {
    const rng = root.fork(`user:${i}`);
    const p = person(rng, i);
    const isAdmin = i === 0;
    const isDemo = i === 1;
    const email = isAdmin ? ADMIN_EMAIL : isDemo ? DEMO_EMAIL : p.email;
    const fullName = isAdmin ? 'Vibe Admin' : isDemo ? 'Demo Builder' : p.fullName;
    const uid = stableId(`user:${i}`, 28);
    const createdAt = new Date(nowMs - Math.round(rng.float(isAdmin || isDemo ? 150 : 20, 150) * DAY));
    const lastSignInAt = rng.chance(0.9) ? between(rng, Math.max(createdAt.getTime(), nowMs - 14 * DAY), nowMs) : null;
    authUsers.push({ uid, email, displayName: fullName, admin: isAdmin, createdAt, lastSignInAt });
    // The demo builder has opted in to the weekly rank e-mail, so npm start shows one.
    users.push({ id: uid, email, fullName, isAdmin, photoUrl: null, createdAt, lastSignInAt, makerRankEmails: isDemo });
    activity.set(uid, isDemo ? 0.9 : rng.float(0.25, 0.95));
    handles.set(uid, p.handle);
  }
  return { users, authUsers, activity, handles, demoUid: users[1]!.id };
}

/** Group per submission index: 6% pending, 4% rejected, 10% on the launchpad, the rest judged. */
function lifecycleGroups({ root, size }: Context): Group[] {
  const counts: [Group, number][] = [
    ['pending', Math.max(1, Math.round(size * 0.06))],
    ['rejected', Math.max(1, Math.round(size * 0.04))],
    ['launchpad', Math.max(1, Math.round(size * 0.1))],
  ];
  const groups: Group[] = counts.flatMap(([group, n]) => Array.from({ length: n }, () => group));
  while (groups.length < size) groups.push('judged');
  return root.fork('groups').shuffle(groups.slice(0, size));
}

function makeSubmissions(ctx: Context, people: People): { drafts: Draft[]; thumbnails: ThumbnailSpec[] } {
  const { root, size, nowMs, currentWeek, launchpadStart } = ctx;
  const groups = lifecycleGroups(ctx);
  const usersById = new Map(people.users.map((u) => [u.id, u]));
  const submitters = new WeightedTable(people.users.slice(2), (u) =>
    Math.exp(root.fork(`prolific:${u.id}`).normal(0, 0.9)),
  );
  // Weeks between approval and the launchpad window's start, newest first: a growing site for small
  // seeds (so the newest chart fills), a steady flow for large ones (an oversubscribed chart, where
  // projects drop out and re-enter). Re-entries need more than 100 eligible projects in a week.
  const mix = clamp((size - 300) / 700, 0, 1);
  const ageWeights = GROWING_WEEKS.map((g, k) => [k, g + (STEADY_WEEKS[k]! - g) * mix] as const);
  // The demo user's charting project: judged early in the week before last, so it is on the last two charts.
  const demoChartingApproval = new Date(
    addLocalDays(weekStartInstant(shiftWeek(currentWeek, -2)), -7).getTime() + 10 * HOUR,
  );

  const takenNames = new Set<string>();
  const drafts: Draft[] = [];
  const thumbnails: ThumbnailSpec[] = [];
  const demoPicks = new Map<Group, number>();
  for (let i = 0; i < size; i++) {
    const rng = root.fork(`submission:${i}`);
    const group = groups[i]!;
    const id = stableId(`submission:${i}`);
    // The demo user owns the first project of each group, and two judged ones (one charting, one below 7.0).
    const picked = demoPicks.get(group) ?? 0;
    const demoRole = picked < (group === 'judged' ? 2 : 1) ? picked : -1;
    if (demoRole >= 0) demoPicks.set(group, picked + 1);
    const submittedBy = demoRole >= 0 ? people.demoUid : submitters.draw(rng)!.id;
    const text = projectText(rng, takenNames);
    const tools = projectTools(rng);
    const links = projectLinks(rng, text.slug, tools, people.handles.get(submittedBy) ?? 'builder');

    let createdAt: Date;
    let approvedAt: Date | null = null;
    let aiJudgedAt: Date | null = null;
    let scores: { innovationScore: number; utilityScore: number; aiScore: number } | null = null;
    if (group === 'pending') {
      createdAt = between(rng, nowMs - 4 * DAY, nowMs - 20 * MINUTE);
    } else if (group === 'rejected') {
      createdAt = between(rng, nowMs - 70 * DAY, nowMs - 2 * DAY);
    } else if (group === 'launchpad') {
      approvedAt = between(rng, launchpadStart + 30 * MINUTE, nowMs - 10 * MINUTE);
    } else {
      // Judged 0 to 11 weeks ago (by the weights above), at least an hour before now.
      const judgedDaysAgo = 7 * rng.weighted(ageWeights) + rng.float(0.05, 6.95);
      approvedAt =
        demoRole === 0
          ? demoChartingApproval
          : new Date(addLocalDays(new Date(nowMs - judgedDaysAgo * DAY), -7).getTime() - 65 * MINUTE);
      aiJudgedAt = new Date(Math.min(addLocalDays(approvedAt, 7).getTime() + rng.int(5, 60) * MINUTE, nowMs - MINUTE));
      const drawn = round1(clamp(rng.normal(AI_SCORE_MEAN, 0.85) + (rng.chance(0.04) ? 1.2 : 0), 3, 10));
      const aiScore = demoRole === 0 ? 8.6 : demoRole === 1 ? 6.4 : drawn;
      const innovationScore = round1(clamp(aiScore + rng.normal(0, 0.8), 1, 10));
      const utilityScore = round1(clamp(2 * aiScore - innovationScore + rng.normal(0, 0.3), 1, 10));
      scores = { innovationScore, utilityScore, aiScore };
    }
    if (approvedAt) createdAt = new Date(approvedAt.getTime() - rng.int(60, 72 * 60) * MINUTE);
    const hasThumbnail = rng.chance(0.9);
    const submission: Submission = {
      id,
      projectName: text.projectName,
      nameKey: projectNameKey(text.projectName),
      projectUrl: links.projectUrl,
      description: text.description,
      projectIntention: text.projectIntention,
      builderTool: tools.builderTool,
      thumbnailUrl: null,
      thumbnailSmallUrl: null,
      submittedBy,
      builderName: usersById.get(submittedBy)?.fullName ?? null,
      socialProofUrl: links.socialProofUrl,
      status: group === 'pending' ? 'pending' : group === 'rejected' ? 'rejected' : 'approved',
      isSecurityVerified: rng.chance(0.35),
      createdAt: createdAt!,
      vibeCount: 0,
      voteCount: 0,
      votesByWeek: {},
      modelProviders: tools.modelProviders,
      ideAgents: tools.ideAgents,
      hostsFrameworks: tools.hostsFrameworks,
      stage: tools.stage,
      openToCollaborators: tools.formVersion === 2 && rng.chance(0.3),
      links: links.links,
      formVersion: tools.formVersion,
      aiJudgedAt,
      innovationScore: scores?.innovationScore ?? null,
      utilityScore: scores?.utilityScore ?? null,
      aiScore: scores?.aiScore ?? null,
      reviewText: scores
        ? reviewText(rng, text.projectName, scores.innovationScore, scores.utilityScore, scores.aiScore)
        : null,
      aiVersion: scores ? AI_VERSION : null,
      aiHeldAt: null,
      approvedAt,
      launchpadLiveAt: approvedAt,
      firstChartedAt: null,
      archivedAt: null,
      lastChartRank: null,
      lastChartWeekStart: null,
      lastChartPreviousRank: null,
      peakRank: null,
      weeksOnChart: 0,
    };
    // Better projects draw somewhat more votes; the rest is taste (and, per week, luck).
    const quality = scores ? 1 + (scores.aiScore - 6.5) * 0.2 : 1;
    drafts.push({ submission, popularity: Math.exp(rng.normal(0, 0.7)) * Math.max(0.3, quality), vibeTimes: [] });
    if (hasThumbnail) {
      thumbnails.push({
        submissionId: id,
        initials: initialsOf(text.projectName),
        hue: rng.int(0, 359),
        pattern: rng.int(0, 2),
      });
    }
  }
  return { drafts, thumbnails };
}

interface Activity {
  votes: Vote[];
  vibes: Vibe[];
  quotas: UserWeeklyQuota[];
  bonusEvents: VoteBonusEvent[];
}

/**
 * Week by week, each user who shows up earns bonuses, spends part of the quota (never more than
 * 10 + bonus, at most 3 votes per project) and sends a few vibes (at most one per project per day).
 * Counters on the submissions are kept in step with the documents.
 */
function simulateVoting({ root, nowMs, currentWeek }: Context, people: People, drafts: Draft[]): Activity {
  const out: Activity = { votes: [], vibes: [], quotas: [], bonusEvents: [] };
  const vibeIds = new Set<string>();
  const approved = drafts.filter((d) => d.submission.approvedAt);
  const earliest = approved.reduce((min, d) => Math.min(min, d.submission.approvedAt!.getTime()), nowMs);
  for (let week = weekStartOf(new Date(earliest)); week <= currentWeek; week = shiftWeek(week, 1)) {
    const from = weekStartInstant(week).getTime();
    const to = Math.min(weekEndInstant(week).getTime(), nowMs);
    const open = approved.filter((d) => d.submission.approvedAt!.getTime() < to - HOUR);
    const weekRng = root.fork(`week:${week}`);
    const table = new WeightedTable(open, (d) => {
      const onLaunchpad = d.submission.approvedAt!.getTime() > from - 7 * DAY;
      return d.popularity * Math.exp(weekRng.normal(0, 0.6)) * (onLaunchpad ? 2.5 : 1);
    });
    if (table.total <= 0) continue;
    for (const user of people.users) {
      const rng = root.fork(`activity:${week}:${user.id}`);
      if (!rng.chance(people.activity.get(user.id) ?? 0.5)) continue;
      const earned = (['share', 'review5'] as const).filter((action) => rng.chance(action === 'share' ? 0.25 : 0.12));
      const bonusQuota = earned.reduce((sum, action) => sum + BONUS_AMOUNTS[action], 0);
      const target = Math.round((BASE_VOTE_QUOTA + bonusQuota) * rng.float(0.3, 1));
      const perProject: Record<string, number> = {};
      const times: number[] = [];
      let spent = 0;
      for (let attempt = 0; attempt < 60 && spent < target; attempt++) {
        const d = table.draw(rng);
        if (!d || d.submission.submittedBy === user.id) continue;
        const sid = d.submission.id;
        const start = Math.max(from, d.submission.approvedAt!.getTime() + MINUTE);
        if (start >= to) continue;
        const already = perProject[sid] ?? 0;
        const want = rng.weighted([
          [1, 7],
          [2, 2],
          [3, 1],
        ]);
        const n = Math.min(want, MAX_VOTES_PER_PROJECT_PER_WEEK - already, target - spent);
        for (let k = 1; k <= n; k++) {
          const createdAt = between(rng, start, to);
          out.votes.push({
            id: ids.vote(week, user.id, sid, already + k),
            userId: user.id,
            submissionId: sid,
            projectId: sid,
            weekStart: week,
            addressBucket: null,
            weight: 1,
            source: rng.pick(['chart', 'chart', 'launchpad', 'archive', 'all-projects', 'session'] as const),
            createdAt,
          });
          times.push(createdAt.getTime());
          d.submission.votesByWeek[week] = (d.submission.votesByWeek[week] ?? 0) + 1;
          d.submission.voteCount += 1;
        }
        if (n > 0) perProject[sid] = already + n;
        spent += Math.max(0, n);
      }
      // Bonuses are earned before the first vote of the week, so no vote ever exceeded the quota.
      const firstVote = times.length ? Math.min(...times) : to;
      let lastBonus = from;
      for (const action of earned) {
        const createdAt = between(rng, from, Math.max(from + 1, firstVote));
        lastBonus = Math.max(lastBonus, createdAt.getTime());
        out.bonusEvents.push({
          id: ids.bonusEvent(user.id, week, action),
          userId: user.id,
          weekStart: week,
          action,
          amount: BONUS_AMOUNTS[action],
          createdAt,
        });
      }
      if (spent > 0 || bonusQuota > 0) {
        out.quotas.push({
          id: ids.quota(user.id, week),
          userId: user.id,
          weekStart: week,
          baseQuota: BASE_VOTE_QUOTA,
          bonusQuota,
          spent,
          perProject,
          updatedAt: new Date(Math.max(lastBonus, ...times)),
        });
      }
      const vibeCount = rng.weighted([
        [0, 3],
        [1, 3],
        [2, 2],
        [4, 1],
      ]);
      for (let k = 0; k < vibeCount; k++) {
        const d = table.draw(rng);
        if (!d) continue;
        const start = Math.max(from, d.submission.approvedAt!.getTime() + MINUTE);
        if (start >= to) continue;
        const createdAt = between(rng, start, to);
        const day = dayOf(createdAt);
        const id = ids.vibe(day, user.id, d.submission.id);
        if (vibeIds.has(id)) continue;
        vibeIds.add(id);
        out.vibes.push({ id, userId: user.id, submissionId: d.submission.id, day, createdAt });
        d.submission.vibeCount += 1;
        d.vibeTimes.push(createdAt.getTime());
      }
    }
  }
  return out;
}

function aiReviewsOf(drafts: Draft[]): AiReview[] {
  const reviews: AiReview[] = [];
  for (const { submission: s } of drafts) {
    if (!s.aiJudgedAt || s.aiScore === null || s.innovationScore === null || s.utilityScore === null) continue;
    const inputHash = judgeInputHash(s);
    reviews.push({
      id: ids.aiReview(s.id, AI_VERSION, inputHash),
      submissionId: s.id,
      innovationScore: s.innovationScore,
      utilityScore: s.utilityScore,
      finalScore: s.aiScore,
      reviewText: s.reviewText ?? `${s.projectName} was reviewed.`,
      aiVersion: AI_VERSION,
      inputHash,
      model: AI_MODEL_LABEL,
      createdAt: s.aiJudgedAt,
    });
  }
  return reviews;
}

/**
 * Runs the Monday job for each chart week, oldest first: archive projects whose 4th week has passed,
 * rank the judged candidates with the votes before the cut-off, record the entries and rows, update
 * the projects' chart fields. charts/current is a copy of the newest week.
 */
function publishCharts(
  { nowMs }: Context,
  chartWeeks: string[],
  drafts: Draft[],
): { chartEntries: ChartEntry[]; charts: Chart[]; onCurrentChart: Set<string> } {
  const byId = new Map(drafts.map((d) => [d.submission.id, d]));
  const approved = drafts.map((d) => d.submission).filter((s) => s.approvedAt);
  const chartEntries: ChartEntry[] = [];
  const charts: Chart[] = [];
  let ranked: RankedEntry[] = [];
  for (const week of chartWeeks) {
    const cutoff = weekStartInstant(week).getTime();
    const publishedAt = new Date(Math.min(cutoff + 90_000, nowMs));
    const history = summarizeChartHistory(chartEntries, week);
    for (const s of approved) {
      const past = history.past.get(s.id);
      if (!s.archivedAt && past && shouldArchive(past.weeksOnChart)) s.archivedAt = publishedAt;
    }
    const candidates = approved
      .filter((s) => s.aiJudgedAt && s.aiJudgedAt.getTime() <= cutoff)
      .map((s) => ({ ...s, totalVotes: votesBefore(s.votesByWeek, week) }));
    ranked = rankChart(candidates, history, CHART_SIZE);
    for (const entry of ranked) {
      chartEntries.push(chartEntryOf(entry, week, publishedAt));
      const s = byId.get(entry.submissionId)!.submission;
      s.firstChartedAt ??= publishedAt;
      s.lastChartRank = entry.rank;
      s.lastChartWeekStart = week;
      s.lastChartPreviousRank = entry.lastWeekRank;
      s.peakRank = entry.peakRank;
      s.weeksOnChart = entry.weeksOnChart;
    }
    // Rows only show content fields, which the chart loop does not change; vibes as of the cut-off.
    const entries = ranked.map((entry) => {
      const d = byId.get(entry.submissionId)!;
      const vibeCount = d.vibeTimes.filter((t) => t < cutoff).length;
      return chartRowOf({ ...d.submission, vibeCount }, entry, week);
    });
    charts.push({ id: week, weekOf: week, publishedAt, entries, discountedVotes: 0 });
  }
  charts.push({ ...charts[charts.length - 1]!, id: CURRENT_CHART_ID });
  return { chartEntries, charts, onCurrentChart: new Set(ranked.map((e) => e.submissionId)) };
}

function lifecycleStage(s: Submission, onCurrentChart: Set<string>, launchpadStart: number): LifecycleStage {
  if (s.status === 'pending') return 'pending';
  if (s.status === 'rejected') return 'rejected';
  if (s.archivedAt) return 'archived';
  if (onCurrentChart.has(s.id)) return 'charted';
  if (!s.aiJudgedAt) return s.approvedAt && s.approvedAt.getTime() > launchpadStart ? 'launchpad' : 'judging';
  return 'judged';
}

export function generateDataset(options: SeedOptions): SeedDataset {
  const { size, now } = options;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a positive integer, got ${size}`);
  const currentWeek = weekStartOf(now);
  const ctx: Context = {
    root: new Random(`vibechart-seed/v${GENERATOR_VERSION}/size=${size}`),
    size,
    now,
    nowMs: now.getTime(),
    currentWeek,
    launchpadStart: addLocalDays(now, -7).getTime(),
  };
  const chartWeeks = Array.from({ length: CHART_WEEKS }, (_, i) => shiftWeek(currentWeek, i - CHART_WEEKS + 1));

  const people = makeUsers(ctx);
  const { drafts, thumbnails } = makeSubmissions(ctx, people);
  const activity = simulateVoting(ctx, people, drafts);
  const aiReviews = aiReviewsOf(drafts);
  const { chartEntries, charts, onCurrentChart } = publishCharts(ctx, chartWeeks, drafts);

  const submissions = drafts.map((d) => d.submission);
  const stages = new Map(submissions.map((s) => [s.id, lifecycleStage(s, onCurrentChart, ctx.launchpadStart)]));
  const approved = submissions.filter((s) => s.status === 'approved');
  const totals = {
    totalVotes: activity.votes.length,
    totalVibes: activity.vibes.length,
    totalProjects: approved.length,
    totalBuilders: new Set(approved.map((s) => s.submittedBy)).size,
  };
  return {
    options,
    currentWeek,
    chartWeeks,
    authUsers: people.authUsers,
    users: people.users,
    submissions,
    ...activity,
    aiReviews,
    chartEntries,
    charts,
    statsShard: { id: '0', ...totals },
    statsSummary: { id: STATS_SUMMARY_ID, ...totals, updatedAt: now },
    chartVoteShard: chartVoteShardOf(currentWeek, activity.votes, submissions),
    seedMeta: { id: SEED_META_ID, size, now, generatorVersion: GENERATOR_VERSION },
    thumbnails,
    stages,
  };
}

/** The current week's votes on projects that can chart, summed per project, in shard 0. */
function chartVoteShardOf(currentWeek: string, votes: readonly Vote[], submissions: readonly Submission[]) {
  const byId = new Map(submissions.map((s) => [s.id, s]));
  const counts: Record<string, number> = {};
  for (const vote of votes) {
    const s = byId.get(vote.submissionId);
    if (vote.weekStart !== currentWeek || !s || !isChartCandidate({ ...s, totalVotes: 0 })) continue;
    counts[s.id] = (counts[s.id] ?? 0) + 1;
  }
  return { id: ids.chartVoteShard(currentWeek, 0), weekStart: currentWeek, votes: counts };
}

/** Puts the stored thumbnails' URLs on the submissions and on every chart row that shows them. */
export function applyThumbnailUrls(dataset: SeedDataset, urls: ReadonlyMap<string, ThumbnailUrls>): void {
  for (const s of dataset.submissions) {
    const u = urls.get(s.id);
    s.thumbnailUrl = u?.thumbnailUrl ?? null;
    s.thumbnailSmallUrl = u?.thumbnailSmallUrl ?? null;
  }
  for (const row of dataset.charts.flatMap((chart) => chart.entries)) {
    const u = urls.get(row.id);
    row.thumbnailUrl = u?.thumbnailUrl ?? null;
    row.thumbnailSmallUrl = u?.thumbnailSmallUrl ?? null;
  }
}
