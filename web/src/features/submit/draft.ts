// Submit drafts in local storage (keys and the clearing rule: lib/submit-storage.ts; parsing one:
// draft-parse.ts).
import type { Completeness } from './profile-completeness';
import type { V1FormValues, V2FormValues } from './submit-form';
import { EMPTY_V1_FORM, EMPTY_V2_FORM } from './submit-form';

/** True when nothing was typed or picked (the defaults are not worth keeping). */
export function isEmptyDraft(values: V2FormValues | V1FormValues): boolean {
  const empty = ('stage' in values ? EMPTY_V2_FORM : EMPTY_V1_FORM) as unknown as Record<string, unknown>;
  return Object.entries(values).every(([key, value]) => sameValue(value, empty[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const bb = b as Record<string, unknown>;
    return Object.entries(a).every(([key, value]) => sameValue(value, bb[key]));
  }
  return a === b;
}

/** The profile-completeness entry stored beside the v2 draft. */
export function serializeCompleteness(completeness: Completeness): string {
  return JSON.stringify({
    percent: completeness.percent,
    done: completeness.parts.filter((p) => p.done).map((p) => p.key),
  });
}
