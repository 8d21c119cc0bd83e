// The awkward instants for the date-sensitive suites: `npm run test:dates` runs them all, every
// `npm test` one of them, chosen in rotation by the commit (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { ROOT } from './emulator-env.mjs';

/** Copenhagen local times, written with their UTC offset. */
export const AWKWARD_INSTANTS = [
  ['Monday 00:00:30, a new chart week', '2026-11-23T00:00:30+01:00'],
  ['Sunday 23:59:50, the last seconds of a week', '2026-11-29T23:59:50+01:00'],
  ['the March DST Sunday, before 02:00 jumps to 03:00', '2026-03-29T00:30:00+01:00'],
  ['the October DST Sunday, the second 02:30', '2026-10-25T02:30:00+01:00'],
  ['31 December 23:30, a year end inside a week', '2026-12-31T23:30:00+01:00'],
  ['1 January, still ISO week 53 of the year before', '2027-01-01T12:00:00+01:00'],
];

/**
 * The browser test files with tests that depend on the date (the others run at the real time only),
 * and the tag those tests carry: at the awkward instant only they run (the rest of each file does not
 * read the calendar: stubbed answers, layout, menus).
 */
export const DATE_E2E = ['chart', 'lists', 'signed-in'];
export const DATE_E2E_TAG = 'dates';

/**
 * The emulator test files whose answers depend on the week or the day (quotas, weekly votes, the
 * Monday chart, daily limits, weekly e-mails, the fairness week): they run at the awkward instant too.
 * The others (headers, limits, load, faults, pages) do not read the date and run at the real time only.
 */
export const DATE_EMULATOR = [
  'admin',
  'archive-count',
  'badge-feeds',
  'campaign',
  'chart-job',
  'charts-api',
  'fairness',
  'fairness-rings',
  'judge',
  'judge-hold',
  'lists',
  'mail',
  'maker-emails',
  'newsletter',
  'project-counters',
  'stats',
  'submissions',
  'vibes',
  'vote-sessions',
  'votes',
];

/**
 * The awkward instant for this commit: its hash (the first 8 hex digits) modulo the list, so
 * consecutive commits meet different instants. Returns { index (0-based), label, at, why }.
 */
export function awkwardInstantForCommit(env = process.env) {
  const sha = commitHash(env);
  if (!sha) {
    // Not a git checkout: the day of the year turns the rotation instead.
    const day = Math.floor((Date.now() - Date.UTC(new Date().getUTCFullYear(), 0, 1)) / 86_400_000);
    const index = day % AWKWARD_INSTANTS.length;
    return { index, ...pick(index), why: `no git commit here: day ${day} of the year mod ${AWKWARD_INSTANTS.length}` };
  }
  const index = Number.parseInt(sha.slice(0, 8), 16) % AWKWARD_INSTANTS.length;
  return { index, ...pick(index), why: `commit ${sha.slice(0, 8)} mod ${AWKWARD_INSTANTS.length}` };
}

export function awkwardInstant(index) {
  return { index, ...pick(index) };
}

function pick(index) {
  const [label, at] = AWKWARD_INSTANTS[index];
  return { label, at };
}

function commitHash(env) {
  const fromCi = env.GITHUB_SHA || env.CI_COMMIT_SHA;
  if (fromCi && /^[0-9a-f]{8,}$/i.test(fromCi)) return fromCi.toLowerCase();
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const sha = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{40}$/.test(sha) ? sha : null;
}
