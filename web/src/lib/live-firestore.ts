// Live documents for the few things only one person sees (docs/architecture.md#live-data): the
// member's own weekly quota, their submissions, the admin's pending queue. Loaded lazily (never in the
// first load of /): Firestore's SDK listens, and every change refreshes the /api query that shows it,
// so a page keeps one shape of data and one parser while following changes made elsewhere.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { COLLECTIONS, ids } from '@domain/collections';
import { LIVE_LIST_LIMIT } from '@domain/constants';
import { weekStartOf } from '@domain/week';
import { appClock } from './clock';
import { EMULATORS, connectOnce, getFirebaseApp, shouldUseEmulators } from './firebase';

export type LiveSource =
  { kind: 'myQuota'; uid: string } | { kind: 'mySubmissions'; uid: string } | { kind: 'pendingQueue' };

/** Calls `onChange` on every change after the first snapshot; errors are logged, never thrown. */
export function watch(source: LiveSource, onChange: () => void): Unsubscribe {
  const firestore = getAppFirestore();
  let first = true;
  const next = () => {
    if (first) first = false;
    else onChange();
  };
  const error = (e: Error) => console.warn(`live ${source.kind}: listener stopped`, e);
  switch (source.kind) {
    case 'myQuota': {
      const id = ids.quota(source.uid, weekStartOf(appClock()));
      return onSnapshot(doc(firestore, COLLECTIONS.userWeeklyQuota, id), next, error);
    }
    // The rules allow these two lists only as asked here: filtered, newest first, at most LIVE_LIST_LIMIT.
    case 'mySubmissions':
      return onSnapshot(
        query(
          collection(firestore, COLLECTIONS.submissions),
          where('submittedBy', '==', source.uid),
          orderBy('createdAt', 'desc'),
          limit(LIVE_LIST_LIMIT),
        ),
        next,
        error,
      );
    case 'pendingQueue':
      return onSnapshot(
        query(
          collection(firestore, COLLECTIONS.submissions),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'desc'),
          limit(LIVE_LIST_LIMIT),
        ),
        next,
        error,
      );
  }
}

function getAppFirestore(app: FirebaseApp = getFirebaseApp()): Firestore {
  const firestore = getFirestore(app);
  if (shouldUseEmulators()) {
    connectOnce(firestore, () =>
      connectFirestoreEmulator(firestore, EMULATORS.firestore.host, EMULATORS.firestore.port),
    );
  }
  return firestore;
}
