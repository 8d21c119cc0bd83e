// Which files each vitest project runs (vitest.config.mts reads the same table), and how
// scripts/test.mjs shares the emulator and browser files among suites running side by side.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Per project: the folders searched and the file-name ending that makes a test file. */
export const PROJECT_FILES = {
  unit: [
    { dir: 'functions/src', suffix: '.test.ts' },
    { dir: 'web/src', suffix: '.test.ts' },
    { dir: 'web/src', suffix: '.test.tsx' },
    { dir: 'scripts', suffix: '.test.ts', not: '.emulator.test.ts' },
  ],
  rules: [{ dir: 'tests/rules', suffix: '.test.ts' }],
  emulator: [
    { dir: 'functions/test', suffix: '.test.ts' },
    { dir: 'scripts', suffix: '.emulator.test.ts' },
  ],
  e2e: [{ dir: 'e2e', suffix: '.test.ts' }],
};

/** The vitest `include` globs of an emulator project (the unit files are listed: listFiles, isolatedFiles). */
export function includeGlobs(project) {
  return PROJECT_FILES[project].map(({ dir, suffix }) => `${dir}/**/*${suffix}`);
}

/**
 * What a test file does that leaks into the next file sharing its module cache: mocks and stubs, or a
 * change to the whole process it names on a line of its own (`// isolate: <why>`).
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(|^\/\/ isolate: /m;

/**
 * The unit or emulator test files that need a module cache of their own (they mock modules, stub
 * globals or change the process); the others share one per worker, which saves importing the same
 * modules again for every file.
 */
export function isolatedFiles(project, root = ROOT) {
  return listFiles(project, root).filter((file) => NEEDS_ISOLATION.test(readFileSync(join(root, file), 'utf8')));
}

/**
 * Code that reads the current time: `Date.now` (called or passed on), `new Date()` without a value, the
 * run's clock, and date-fns helpers that compare with today. Only through these can a unit test see
 * the instant it runs at (tests/run-clock.setup.ts fakes `Date`).
 */
const READS_NOW =
  /\bDate\.now\b|\bnew Date\(\s*\)|\bnew Date\b(?!\s*\()|\b(systemClock|clockFrom|VIBECHART_NOW)\b|\b(startOfToday|endOfToday|isToday|isTomorrow|isYesterday|isPast|isFuture|formatDistanceToNow\w*|formatRelative|isThis\w+)\(/;
/** A comment on the line of a time read, or alone on the line before: the read is for a duration or a key. */
export const NOT_THE_CALENDAR = '// not the calendar';
const readsNow = (text) =>
  READS_NOW.test(
    text
      .split('\n')
      .filter(
        (line, i, lines) => !line.includes(NOT_THE_CALENDAR) && !lines[i - 1]?.trim().startsWith(NOT_THE_CALENDAR),
      )
      .join('\n'),
  );
const SOURCE_DIRS = ['functions/src', 'web/src', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/**
 * The unit run at an awkward instant (npm test): the source files that read the current time and the
 * unit test files that read it themselves. `vitest related` on these runs every unit file whose imports
 * reach one of them: the others would pass or fail the same at any instant.
 */
export function clockReaders(root = ROOT) {
  const sources = [];
  for (const dir of SOURCE_DIRS) {
    if (!existsSync(join(root, dir))) continue;
    for (const entry of readdirSync(join(root, dir), { recursive: true })) {
      const path = `${dir}/${entry.split('\\').join('/')}`;
      if (!SOURCE.test(path) || /\.test\.tsx?$/.test(path) || path.endsWith('.d.ts') || path.includes('node_modules/'))
        continue;
      if (readsNow(readFileSync(join(root, path), 'utf8'))) sources.push(path);
    }
  }
  const tests = listFiles('unit', root).filter((file) => readsNow(readFileSync(join(root, file), 'utf8')));
  return { sources: sources.sort(), tests };
}

/** The project's test files, relative to the repository, sorted. */
export function listFiles(project, root = ROOT) {
  const files = [];
  for (const { dir, suffix, not } of PROJECT_FILES[project]) {
    if (!existsSync(join(root, dir))) continue;
    for (const entry of readdirSync(join(root, dir), { recursive: true })) {
      const path = `${dir}/${entry.split('\\').join('/')}`;
      if (path.endsWith(suffix) && !(not && path.endsWith(not)) && !path.includes('node_modules/')) files.push(path);
    }
  }
  return files.sort();
}

export const DURATIONS_FILE = join(ROOT, 'scripts', 'lib', 'test-durations.json');

/** Seconds per test file from the last saved measurement (test-durations.json). */
export function loadDurations(file = DURATIONS_FILE) {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')).seconds ?? {};
}

/**
 * Seconds each file took in a vitest JSON report (its tests plus a share of the run's set-up, import
 * and collection time, which the report does not give per file).
 */
export function durationsFromReport(report, root = ROOT) {
  const results = report.testResults ?? [];
  if (results.length === 0) return {};
  const end = Math.max(...results.map((r) => r.endTime));
  const inFiles = results.reduce((sum, r) => sum + (r.endTime - r.startTime), 0);
  const overhead = Math.max(0, end - report.startTime - inFiles) / results.length;
  const out = {};
  for (const r of results) {
    const name = r.name.startsWith(root) ? r.name.slice(root.length + 1) : r.name;
    out[name] = Math.round((r.endTime - r.startTime + overhead) / 100) / 10;
  }
  return out;
}

/**
 * Shares `items` ({ key, seconds, first? }) among `lanes` lanes: longest first onto the lane with the
 * least work so far (LPT); in each lane `first` items lead. Returns one array of items per lane.
 */
export function shareOut(items, lanes) {
  const load = Array.from({ length: lanes }, () => 0);
  const out = Array.from({ length: lanes }, () => []);
  const sorted = [...items].sort((a, b) => b.seconds - a.seconds || a.key.localeCompare(b.key));
  for (const item of sorted) {
    let lane = 0;
    for (let i = 1; i < lanes; i++) if (load[i] < load[lane]) lane = i;
    out[lane].push(item);
    load[lane] += item.seconds;
  }
  for (const share of out) share.sort((a, b) => Number(Boolean(b.first)) - Number(Boolean(a.first)));
  return out;
}

/**
 * The queue the suites of one instant share: the shortest browser files (project `e2e`) that together
 * take at most `share` of all the items' seconds, longest first. A file's time swings with the machine,
 * so a suite whose own files end early takes from the queue instead of leaving a core idle. The rest
 * is shared out beforehand (shareOut). Returns { queue, rest }.
 */
export function sharedQueue(items, share) {
  const budget = share * items.reduce((sum, item) => sum + item.seconds, 0);
  const queue = [];
  let queued = 0;
  const candidates = items
    .filter((item) => item.project === 'e2e' && !item.first)
    .sort((a, b) => a.seconds - b.seconds || a.key.localeCompare(b.key));
  for (const item of candidates) {
    if (queued + item.seconds > budget) break;
    queue.push(item);
    queued += item.seconds;
  }
  queue.sort((a, b) => b.seconds - a.seconds || a.key.localeCompare(b.key));
  return { queue, rest: items.filter((item) => !queue.includes(item)) };
}

/** The marker of the checks in a queue's folder (claimChecks): a file's marker keeps its `.test.ts`. */
const CHECKS_MARKER = 'checks';
/** Beside it when npm test took them itself (takeChecksFromQueue): every suite then shares the queue. */
const CHECKS_BY_RUNNER = 'checks-by-npm-test';

/** Creates `path` if no one has: true for the one caller that did (so no two suites take one thing). */
function claimMarker(path) {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the next files from a shared queue ({ dir, suites, files: [{ file, seconds }] }, longest
 * first): about half of what is left over the suites, at least one file, each claimed by creating its
 * marker in `dir` (exclusively, so no two suites run one file). Returns the files taken (none: empty).
 */
export function claimFromQueue({ dir, suites, files }) {
  mkdirSync(dir, { recursive: true });
  const marker = (file) => join(dir, file.replace(/[^\w.-]+/g, '_'));
  const left = files.filter((item) => !existsSync(marker(item.file)));
  // A suite that took the checks (claimChecks) takes no file: the others share what is left.
  const bySuite = existsSync(join(dir, CHECKS_MARKER)) && !existsSync(join(dir, CHECKS_BY_RUNNER));
  const sharing = bySuite ? Math.max(1, suites - 1) : suites;
  const target = left.reduce((sum, item) => sum + item.seconds, 0) / (2 * sharing);
  const taken = [];
  let seconds = 0;
  for (const item of left) {
    if (taken.length && seconds >= target) break;
    if (!claimMarker(marker(item.file))) continue;
    taken.push(item.file);
    seconds += item.seconds;
  }
  return taken;
}

/**
 * Whether this suite takes the checks that follow one suite of the queue's instant (queue.checks: the
 * unit tests): the first to ask does, by creating the checks marker in `dir`, and then takes no file.
 */
export function claimChecks({ dir, checks }) {
  if (!checks) return false;
  mkdirSync(dir, { recursive: true });
  return claimMarker(join(dir, CHECKS_MARKER));
}

/** A file's expected seconds: measured, else the median of the measured files of its project. */
export function secondsOf(file, durations, project) {
  if (durations[file] !== undefined) return durations[file];
  const known = listFiles(project)
    .map((f) => durations[f])
    .filter((s) => s !== undefined)
    .sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : 10;
}

/** npm test takes the checks of a queue itself (before any suite did): true when no suite had. */
export function takeChecksFromQueue({ dir }) {
  mkdirSync(dir, { recursive: true });
  if (!claimMarker(join(dir, CHECKS_MARKER))) return false;
  writeFileSync(join(dir, CHECKS_BY_RUNNER), '');
  return true;
}
