import { describe, expect, it } from 'vitest';
import {
  LAST_SUBMITTED_KEY,
  LEGACY_SUBMIT_DRAFT_KEY,
  PROFILE_COMPLETENESS_KEY,
  SUBMIT_DRAFT_KEY,
  clearSubmitDraft,
  forgetLastSubmitted,
  peekLastSubmitted,
  readStored,
  rememberLastSubmitted,
  writeStored,
} from './submit-storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('submit storage', () => {
  it('clears both drafts and the completeness entry, nothing else', () => {
    const local = memoryStorage();
    for (const key of [SUBMIT_DRAFT_KEY, LEGACY_SUBMIT_DRAFT_KEY, PROFILE_COMPLETENESS_KEY, 'other']) {
      writeStored(key, '1', local);
    }
    clearSubmitDraft(local);
    expect(local.length).toBe(1);
    expect(readStored('other', local)).toBe('1');
  });

  it('remembers and forgets the last submitted project id', () => {
    const session = memoryStorage();
    rememberLastSubmitted('p1', session);
    expect(session.getItem(LAST_SUBMITTED_KEY)).toBe('p1');
    expect(peekLastSubmitted(session)).toBe('p1');
    forgetLastSubmitted(session);
    expect(peekLastSubmitted(session)).toBeNull();
  });

  it('treats a throwing storage (privacy mode, quota) as absent', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => writeStored('k', 'v', broken)).not.toThrow();
    expect(readStored('k', broken)).toBeNull();
    expect(() => clearSubmitDraft(broken)).not.toThrow();
  });
});
