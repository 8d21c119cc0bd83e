// The awkward instants are what their labels say (in Copenhagen time, where chart weeks live), and the
// commit turns the rotation so that every instant comes round.
import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AWKWARD_INSTANTS, DATE_E2E, DATE_E2E_TAG, DATE_EMULATOR, awkwardInstantForCommit } from './instants.mjs';

const ZONE = 'Europe/Copenhagen';
const local = (label: string) => {
  const at = AWKWARD_INSTANTS.find(([name]) => name.startsWith(label))?.[1];
  if (!at) throw new Error(`no instant "${label}"`);
  return new TZDate(Date.parse(at), ZONE);
};
const clock = (d: TZDate) => [d.getHours(), d.getMinutes(), d.getSeconds()];

describe('the awkward instants', () => {
  it('are ISO instants with their UTC offset, Copenhagen’s offset at that moment', () => {
    for (const [label, at] of AWKWARD_INSTANTS) {
      expect(at, label).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      const offsetMinutes = -new TZDate(Date.parse(at), ZONE).getTimezoneOffset();
      const written = at.slice(-6);
      const sign = written.startsWith('-') ? -1 : 1;
      expect(sign * (Number(written.slice(1, 3)) * 60 + Number(written.slice(4))), label).toBe(offsetMinutes);
    }
  });

  it('meet a week’s first and last seconds', () => {
    const monday = local('Monday');
    expect([monday.getDay(), ...clock(monday)]).toEqual([1, 0, 0, 30]);
    const sunday = local('Sunday');
    expect([sunday.getDay(), ...clock(sunday)]).toEqual([0, 23, 59, 50]);
  });

  it('meet both DST Sundays: the night before the jump, and the hour that happens twice', () => {
    const march = local('the March DST Sunday');
    expect([march.getMonth(), march.getDay(), march.getDate() > 31 - 7]).toEqual([2, 0, true]);
    // 00:30 CET; 90 minutes later the clocks read 03:00, not 02:00.
    expect(new TZDate(march.getTime() + 90 * 60_000, ZONE).getHours()).toBe(3);
    const october = local('the October DST Sunday');
    expect([october.getMonth(), october.getDay(), october.getDate() > 31 - 7]).toEqual([9, 0, true]);
    // The second 02:30: an hour earlier it was 02:30 as well (CEST).
    expect(clock(new TZDate(october.getTime() - 3600_000, ZONE))).toEqual([2, 30, 0]);
  });

  it('meet a year end inside a week and ISO week 53', () => {
    const yearEnd = local('31 December');
    expect([yearEnd.getMonth(), yearEnd.getDate(), yearEnd.getDay()]).toEqual([11, 31, 4]);
    const week53 = local('1 January');
    expect([week53.getFullYear(), getISOWeekYear(week53), getISOWeek(week53)]).toEqual([2027, 2026, 53]);
  });
});

describe('awkwardInstantForCommit', () => {
  const sha = (first8: string) => `${first8}${'0'.repeat(32)}`;

  it('takes the commit hash modulo the list, and says so', () => {
    const chosen = awkwardInstantForCommit({ GITHUB_SHA: sha('0000000b') });
    expect(chosen.index).toBe(11 % AWKWARD_INSTANTS.length);
    expect(chosen.at).toBe(AWKWARD_INSTANTS[chosen.index]![1]);
    expect(chosen.why).toBe(`commit 0000000b mod ${AWKWARD_INSTANTS.length}`);
  });

  it('comes round to every instant over consecutive hashes', () => {
    const seen = new Set(
      AWKWARD_INSTANTS.map(
        (_, i) => awkwardInstantForCommit({ GITHUB_SHA: sha(i.toString(16).padStart(8, '0')) }).index,
      ),
    );
    expect(seen.size).toBe(AWKWARD_INSTANTS.length);
  });

  it('uses the checkout’s own commit when CI does not name one', () => {
    const chosen = awkwardInstantForCommit({});
    expect(chosen.why).toMatch(/^(commit [0-9a-f]{8}|no git commit here)/);
    expect(AWKWARD_INSTANTS[chosen.index]![1]).toBe(chosen.at);
  });
});

describe('the files run at the awkward instant', () => {
  it('name test files that exist', () => {
    const root = join(__dirname, '..', '..');
    const missing = [
      ...DATE_EMULATOR.map((name) => `functions/test/${name}.test.ts`),
      ...DATE_E2E.map((name) => `e2e/${name}.test.ts`),
    ].filter((file) => !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('each browser file there has tests tagged for it (only those run at the awkward instant)', () => {
    const root = join(__dirname, '..', '..');
    const tag = new RegExp(`tags: \\[[^\\]]*'${DATE_E2E_TAG}'`);
    const untagged = DATE_E2E.map((name) => `e2e/${name}.test.ts`).filter(
      (file) => !tag.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(untagged).toEqual([]);
  });
});
