// Form values kept in local storage while the user types (lib/submit-storage.ts has the keys and
// the clearing rule). Untouched forms store nothing.
import type { Dispatch, SetStateAction } from 'react';
import { useEffect, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/submit-storage';

export function useStoredDraft<T>(
  key: string,
  parse: (stored: string | null) => T | null,
  empty: T,
  isEmpty: (values: T) => boolean,
): [T, Dispatch<SetStateAction<T>>, { restored: boolean }] {
  const [initial] = useState(() => {
    const stored = parse(readStored(key));
    return { values: stored && !isEmpty(stored) ? stored : empty, restored: Boolean(stored && !isEmpty(stored)) };
  });
  const [values, setValues] = useState<T>(initial.values);

  // Saved on every change (a few hundred bytes): nothing is lost when the page closes mid-typing.
  useEffect(() => {
    if (isEmpty(values)) removeStored(key);
    else writeStored(key, JSON.stringify(values));
  }, [key, values, isEmpty]);

  return [values, setValues, { restored: initial.restored }];
}
