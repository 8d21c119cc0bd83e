// Browser storage shared by /submit and /vote (features do not import each other).
//
// Drafts (docs/product.md#submit: "Opening the v2 form clears a stored draft key"): the v2 form keeps its
// draft under its own key and, when it opens, clears the legacy key the old form writes — so a
// half-typed old-form draft never resurfaces, while a v2 draft survives a reload. The profile-
// completeness entry is written with the v2 draft. "Share Your Project" on /vote clears all three.
export const SUBMIT_DRAFT_KEY = 'vibechart:submit-draft:v2';
export const LEGACY_SUBMIT_DRAFT_KEY = 'vibechart:submit-draft';
export const PROFILE_COMPLETENESS_KEY = 'vibechart:profile-completeness';
/** Session storage: the id of the project just submitted, excluded from the next review session. */
export const LAST_SUBMITTED_KEY = 'vibechart:last-submitted-project';

type StorageKind = 'localStorage' | 'sessionStorage';

/** The browser storage, or null where it is unavailable (server, tests, blocked by privacy settings). */
function browserStorage(kind: StorageKind): Storage | null {
  try {
    return (globalThis as unknown as Record<StorageKind, Storage | undefined>)[kind] ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string, storage = browserStorage('localStorage')): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, storage = browserStorage('localStorage')): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: a draft is a convenience, never an error
  }
}

export function removeStored(key: string, storage = browserStorage('localStorage')): void {
  try {
    storage?.removeItem(key);
  } catch {
    // storage disabled
  }
}

/** Forgets every submit draft and the profile-completeness entry. */
export function clearSubmitDraft(storage = browserStorage('localStorage')): void {
  for (const key of [SUBMIT_DRAFT_KEY, LEGACY_SUBMIT_DRAFT_KEY, PROFILE_COMPLETENESS_KEY]) removeStored(key, storage);
}

export function rememberLastSubmitted(projectId: string, storage = browserStorage('sessionStorage')): void {
  writeStored(LAST_SUBMITTED_KEY, projectId, storage);
}

export function peekLastSubmitted(storage = browserStorage('sessionStorage')): string | null {
  return readStored(LAST_SUBMITTED_KEY, storage);
}

export function forgetLastSubmitted(storage = browserStorage('sessionStorage')): void {
  removeStored(LAST_SUBMITTED_KEY, storage);
}
