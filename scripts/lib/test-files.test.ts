// How npm test finds the emulator and browser files and shares them among suites side by side.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ShareItem } from './test-files.mjs';
import {
  DURATIONS_FILE,
  clockReaders,
  durationsFromReport,
  isolatedFiles,
  claimChecks,
  claimFromQueue,
  listFiles,
  secondsOf,
  shareOut,
  sharedQueue,
  takeChecksFromQueue,
} from './test-files.mjs';

const ROOT = join(__dirname, '..', '..');
const total = (items: ShareItem[]) => items.reduce((sum, item) => sum + item.seconds, 0);

/** Writes `files` (path → text) under a fresh temporary root, runs `check` on it, then removes it. */
function inTree(files: Record<string, string>, check: (root: string) => void): void {
  const root = mkdtempSync(join(tmpdir(), 'test-files-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    check(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('listFiles', () => {
  it('finds each project’s test files and nothing else', () => {
    const emulator = listFiles('emulator');
    expect(emulator).toContain('functions/test/security.test.ts');
    expect(emulator).toContain('scripts/seed.emulator.test.ts');
    expect(emulator).not.toContain('functions/test/helpers.ts');
    expect(emulator.some((file) => file.startsWith('e2e/') || file.startsWith('tests/rules/'))).toBe(false);
    expect(listFiles('rules')).toContain('tests/rules/users.test.ts');
    expect(listFiles('e2e')).toContain('e2e/chart.test.ts');
    expect(listFiles('e2e')).not.toContain('e2e/browser.ts');
  });

  it('has a measured duration for most files, and none for a file that is gone', () => {
    const { seconds } = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as { seconds: Record<string, number> };
    const files = [...listFiles('rules'), ...listFiles('emulator'), ...listFiles('e2e')];
    const measured = files.filter((file) => seconds[file] !== undefined);
    expect(measured.length / files.length).toBeGreaterThan(0.8);
    for (const file of Object.keys(seconds)) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });
});

describe('clockReaders', () => {
  it('names the code that reads the current time and the unit files that read it themselves', () => {
    const files: Record<string, string> = {
      'functions/src/now.ts': 'export const now = () => new Date();\n',
      'functions/src/passes.ts': 'export const clock = (read = Date.now) => read();\n',
      'web/src/today.tsx': "import { isToday } from 'date-fns';\nexport const fresh = (d: Date) => isToday(d);\n",
      'scripts/run.ts': 'const at = process.env.VIBECHART_NOW;\n',
      'functions/src/week.ts': 'export const monday = (d: Date) => new Date(d.getTime() - 86_400_000);\n',
      'web/src/format.ts': 'export const day = (ms: number) => new Date(ms).toISOString(); // Date.UTC only\n',
      'web/src/key.ts': 'export const key = () => `${Date.now()}-${Math.random()}`; // not the calendar: unique\n',
      'web/src/age.ts': '// not the calendar: an age\nexport const age = (at: number) => Date.now() - at;\n',
      'web/src/later.ts': 'const a = 1; // not the calendar\nexport const later = () => Date.now() + a;\n',
      'functions/src/week.test.ts': "it('is Monday', () => expect(monday(new Date('2026-11-23'))).toBeTruthy());\n",
      'web/src/stamp.test.ts': "it('stamps now', () => expect(new Date()).toBeTruthy());\n",
    };
    inTree(files, (root) => {
      expect(clockReaders(root)).toEqual({
        sources: [
          'functions/src/now.ts',
          'functions/src/passes.ts',
          'scripts/run.ts',
          'web/src/later.ts',
          'web/src/today.tsx',
        ],
        tests: ['web/src/stamp.test.ts'],
      });
    });
  });

  it('finds the repository’s clocks', () => {
    const { sources } = clockReaders();
    expect(sources).toEqual(expect.arrayContaining(['functions/src/infra/clock.ts', 'web/src/lib/clock.ts']));
  });
});

describe('isolatedFiles', () => {
  it('gives a module cache of its own to a unit or emulator file that mocks, stubs or changes the process, and only to it', () => {
    const files: Record<string, string> = {
      'functions/src/plain.test.ts': "import { it } from 'vitest';\n// mentions vi.mock in a comment only: vi.mock\n",
      'web/src/mocks.test.tsx': "vi.mock('./api', () => ({}));\n",
      'web/src/stubs.test.ts': "vi.stubGlobal('fetch', fake);\n",
      'functions/src/hook.test.ts': '// what it tests\n// isolate: hooks every request of the process.\n',
      'scripts/seed.emulator.test.ts': "vi.mock('x');\n",
      'functions/test/outage.test.ts': '// isolate: points the Admin SDK at a proxy.\n',
      'functions/test/votes.test.ts': "import { it } from 'vitest';\n",
    };
    inTree(files, (root) => {
      expect(listFiles('unit', root)).toEqual([
        'functions/src/hook.test.ts',
        'functions/src/plain.test.ts',
        'web/src/mocks.test.tsx',
        'web/src/stubs.test.ts',
      ]);
      expect(isolatedFiles('unit', root)).toEqual([
        'functions/src/hook.test.ts',
        'web/src/mocks.test.tsx',
        'web/src/stubs.test.ts',
      ]);
      expect(isolatedFiles('emulator', root)).toEqual([
        'functions/test/outage.test.ts',
        'scripts/seed.emulator.test.ts',
      ]);
    });
  });
});

describe('shareOut', () => {
  const item = (key: string, seconds: number, extra: Partial<ShareItem> = {}): ShareItem => ({
    key,
    seconds,
    ...extra,
  });

  it('puts the longest files first, each onto the least busy lane', () => {
    const items = [item('a', 60), item('b', 50), item('c', 40), item('d', 30), item('e', 20), item('f', 10)];
    const lanes = shareOut(items, 2);
    expect(lanes.map((lane) => lane.map((i) => i.key))).toEqual([
      ['a', 'd', 'e'],
      ['b', 'c', 'f'],
    ]);
    expect(lanes.map(total)).toEqual([110, 100]);
  });

  it('keeps every item exactly once, whatever the number of lanes', () => {
    const items = Array.from({ length: 17 }, (_, i) => item(`f${i}`, (i * 7) % 11));
    for (const count of [1, 2, 3, 5]) {
      const keys = shareOut(items, count).flatMap((lane) => lane.map((i) => i.key));
      expect(keys.sort()).toEqual(items.map((i) => i.key).sort());
    }
  });

  it('puts a `first` item at the head of its lane', () => {
    const items = [item('x', 5), item('b', 30), item('c', 20), item('rules', 40, { first: true }), item('y', 45)];
    const lanes = shareOut(items, 2);
    expect(lanes.map(total)).toEqual([70, 70]);
    const withRules = lanes.find((lane) => lane.some((i) => i.key === 'rules'))!;
    expect(withRules[0]!.key).toBe('rules');
  });
});

describe('the shared queue', () => {
  const item = (key: string, seconds: number, project: ShareItem['project'] = 'e2e'): ShareItem => ({
    key,
    seconds,
    project,
  });

  it('holds the shortest browser files within its share of the seconds, longest first', () => {
    const items = [
      item('functions/test/a.test.ts', 5, 'emulator'),
      item('e2e/long.test.ts', 60),
      item('e2e/mid.test.ts', 20),
      item('e2e/short.test.ts', 10),
      item('e2e/tiny.test.ts', 5),
      { ...item('rules', 2, 'rules'), first: true },
    ];
    // 102 s in all: a fifth is 20.4 s, so tiny and short (15 s) but not mid (35 s).
    const { queue, rest } = sharedQueue(items, 0.2);
    expect(queue.map((i) => i.key)).toEqual(['e2e/short.test.ts', 'e2e/tiny.test.ts']);
    expect(rest.map((i) => i.key)).toEqual([
      'functions/test/a.test.ts',
      'e2e/long.test.ts',
      'e2e/mid.test.ts',
      'rules',
    ]);
    expect(sharedQueue(items, 0).queue).toEqual([]);
  });

  it('gives each suite about half of what is left over the suites, every file to one suite only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-'));
    try {
      const queue = {
        dir,
        suites: 2,
        files: [40, 30, 20, 10, 10, 5].map((seconds, i) => ({ file: `e2e/f${i}.test.ts`, seconds })),
      };
      // 115 s left: a quarter is 28.75 s, so the first claim takes f0 (40 s) alone.
      expect(claimFromQueue(queue)).toEqual(['e2e/f0.test.ts']);
      // 75 s left, 18.75 s a claim: f1 alone, then f2 alone.
      expect(claimFromQueue(queue)).toEqual(['e2e/f1.test.ts']);
      expect(claimFromQueue(queue)).toEqual(['e2e/f2.test.ts']);
      // 25 s left, 6.25 s a claim: one file at a time until none is left.
      expect(claimFromQueue(queue)).toEqual(['e2e/f3.test.ts']);
      // A file another suite took meanwhile is skipped.
      writeFileSync(join(dir, 'e2e_f4.test.ts'), '');
      expect(claimFromQueue(queue)).toEqual(['e2e/f5.test.ts']);
      expect(claimFromQueue(queue)).toEqual([]);
      expect(readdirSync(dir).sort()).toHaveLength(6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the checks that follow a suite to the first suite that asks, and only when there are some', () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-'));
    try {
      const files = Array.from({ length: 12 }, (_, i) => ({ file: `e2e/f${i}.test.ts`, seconds: 10 }));
      expect(claimChecks({ dir, suites: 3, files })).toBe(false);
      expect(claimChecks({ dir, suites: 3, files, checks: true })).toBe(true);
      expect(claimChecks({ dir, suites: 3, files, checks: true })).toBe(false);
      // Taking the checks takes no file: the two other suites share the queue, 120 s left over 2 × 2
      // (30 s a claim, where three suites would take 20 s).
      expect(claimFromQueue({ dir, suites: 3, files })).toEqual(['e2e/f0.test.ts', 'e2e/f1.test.ts', 'e2e/f2.test.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the checks from every suite once npm test took them itself, and all three share the queue', () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-'));
    try {
      const files = Array.from({ length: 12 }, (_, i) => ({ file: `e2e/f${i}.test.ts`, seconds: 10 }));
      expect(takeChecksFromQueue({ dir })).toBe(true);
      expect(takeChecksFromQueue({ dir })).toBe(false);
      expect(claimChecks({ dir, suites: 3, files, checks: true })).toBe(false);
      // 120 s left over 3 × 2: 20 s a claim, two files.
      expect(claimFromQueue({ dir, suites: 3, files })).toEqual(['e2e/f0.test.ts', 'e2e/f1.test.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves the checks to the suite that took them first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-'));
    try {
      const files = [{ file: 'e2e/f0.test.ts', seconds: 10 }];
      expect(claimChecks({ dir, suites: 3, files, checks: true })).toBe(true);
      expect(takeChecksFromQueue({ dir })).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes several short files at once while much is left', () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-'));
    try {
      const files = Array.from({ length: 8 }, (_, i) => ({ file: `e2e/s${i}.test.ts`, seconds: 10 }));
      // 80 s left over 2 suites: 20 s a claim, two files.
      expect(claimFromQueue({ dir, suites: 2, files })).toEqual(['e2e/s0.test.ts', 'e2e/s1.test.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('durations', () => {
  it('spreads a report’s set-up time over its files', () => {
    const report = {
      startTime: 1_000,
      testResults: [
        { name: join(ROOT, 'functions/test/a.test.ts'), startTime: 3_000, endTime: 8_000 },
        { name: join(ROOT, 'functions/test/b.test.ts'), startTime: 10_000, endTime: 13_000 },
      ],
    };
    // 12 s from start to the last end, 8 s inside the files: 2 s of set-up each.
    expect(durationsFromReport(report, ROOT)).toEqual({
      'functions/test/a.test.ts': 7,
      'functions/test/b.test.ts': 5,
    });
  });

  it('guesses the median of the project for a file not measured yet', () => {
    const [first, second, third] = listFiles('rules');
    expect(secondsOf('tests/rules/new.test.ts', { [first!]: 1, [second!]: 9, [third!]: 4 }, 'rules')).toBe(4);
    expect(secondsOf(first!, { [first!]: 1 }, 'rules')).toBe(1);
  });
});
