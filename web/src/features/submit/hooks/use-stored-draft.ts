// Form values kept in local storage while the user types (lib/submit-storage.ts has the keys and
// the clearing rule). Untouched forms store nothing. The stored draft is read once `parse` is there
// (it comes with the form's checks, loaded after the form renders) and restored if nothing was typed
// meanwhile; until it has been read, nothing is written over it.
import type { Dispatch, SetStateAction } from 'react';
import { useEffect, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/submit-storage';

export function useStoredDraft<T>(
  key: string,
  parse: ((stored: string | null) => T | null) | null,
  empty: T,
  isEmpty: (values: T) => boolean,
): [T, Dispatch<SetStateAction<T>>, { restored: boolean }] {
  const [values, setValues] = useState<T>(empty);
  const [restored, setRestored] = useState(false);
  const [read, setRead] = useState(false);

  // The first render with `parse` reads the stored draft (state adjusted while rendering, as React
  // advises for state that follows a prop). Restored only into an untouched form: a fast typist's
  // first letters are not overwritten.
  if (parse && !read) {
    setRead(true);
    const stored = parse(readStored(key));
    if (stored && !isEmpty(stored) && isEmpty(values)) {
      setValues(stored);
      setRestored(true);
    }
  }

  // Saved on every change (a few hundred bytes): nothing is lost when the page closes mid-typing.
  useEffect(() => {
    if (!read) return;
    if (isEmpty(values)) removeStored(key);
    else writeStored(key, JSON.stringify(values));
  }, [key, values, isEmpty, read]);

  return [values, setValues, { restored }];
}
