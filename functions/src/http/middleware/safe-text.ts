// Text no field of the API accepts, wherever it appears in a body, a query or a form: unpaired UTF-16
// surrogates (not Unicode; Firestore refuses to store them, which was a 500), control characters
// other than tab and line breaks, and the bidirectional override/isolate characters used to make
// text read differently from what it is ("Trojan Source"). Checked once, before any route runs.
import type { RequestHandler } from 'express';
import { DomainError } from '../../domain/errors';
import { FORMATS } from '../../domain/messages';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `value` is not acceptable text, or null when it is. */
export function unsafeTextProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return 'invalid Unicode (an unpaired surrogate)';
  const control = CONTROL.exec(value);
  if (control) return `a control character (${codePoint(control[0])})`;
  const bidi = BIDI_CONTROL.exec(value);
  if (bidi) return `a bidirectional control character (${codePoint(bidi[0])})`;
  return null;
}

/** The 400 for a field holding unsafe text; `field` is a dotted path ("links.website"). */
export function unsafeTextError(field: string, problem: string): DomainError {
  // The name is echoed back: a key may itself be the unsafe text.
  const shown = field
    .slice(0, 60)
    .replace(new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}|[\\ud800-\\udfff]`, 'g'), '?');
  const name = shown ? `The field "${shown}"` : 'The request';
  return new DomainError('invalid_input', FORMATS.unsafeText(name, problem));
}

/** The first string (or object key) under `root` holding unsafe text. Iterative: bodies can nest deeply. */
export function findUnsafeText(root: unknown): { field: string; problem: string } | null {
  const stack: Array<[value: unknown, path: string]> = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unsafeTextProblem(value);
      if (problem) return { field: path, problem };
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyProblem = unsafeTextProblem(key);
        if (keyProblem) return { field: childPath, problem: keyProblem };
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * A body express.json produced: a plain object or an array. Anything else is never walked: a body a
 * runtime parser read would be a Buffer for multipart and unknown types (walking it one entry per
 * byte costs seconds and hundreds of MB, docs/performance.md#figures-behind-code-choices), text/plain
 * one string. Multipart fields are checked as busboy
 * yields them (multipart.ts); no route reads any other body.
 */
export function isParsedJson(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** 400 when the JSON body or the query string holds unsafe text (multipart forms: see multipart.ts). */
export const rejectUnsafeText: RequestHandler = (req, _res, next) => {
  const found = (isParsedJson(req.body) ? findUnsafeText(req.body) : null) ?? findUnsafeText(req.query);
  if (found) throw unsafeTextError(found.field, found.problem);
  next();
};
