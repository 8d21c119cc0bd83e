// The current chart is one Firestore document, charts/current (a copy of the newest week), read
// live with reactfire. We use reactfire's useObservable over our own onSnapshot rather than
// useFirestoreDocData because (1) we need snapshot metadata: an offline client answers with an
// empty "from cache" snapshot, which must read as a connection error and not as "no projects";
// (2) reactfire throws listener errors during render and caches them per document path for the
// page's lifetime, so Retry could never re-read. Errors travel as values and each retry gets its
// own observable id.
import { COLLECTIONS, CURRENT_CHART_ID } from '@domain/collections';
import type { Chart } from '@domain/entities';
import type { Firestore } from 'firebase/firestore';
import { disableNetwork, doc, enableNetwork, onSnapshot } from 'firebase/firestore';
import { useCallback, useState } from 'react';
import { useFirestore, useObservable } from 'reactfire';
import { Observable } from 'rxjs';
import type { ChartRead } from '../chart-rows';
import { readChartSnapshot } from '../chart-rows';

function currentChart$(firestore: Firestore): Observable<ChartRead> {
  const ref = doc(firestore, COLLECTIONS.charts, CURRENT_CHART_ID);
  return new Observable<ChartRead>((subscriber) =>
    onSnapshot(
      ref,
      { includeMetadataChanges: true },
      {
        next: (snapshot) =>
          subscriber.next(
            readChartSnapshot({
              id: snapshot.id,
              exists: snapshot.exists(),
              fromCache: snapshot.metadata.fromCache,
              data: snapshot.data(),
            }),
          ),
        error: (error) => {
          subscriber.next({ kind: 'error', error });
          subscriber.complete();
        },
      },
    ),
  );
}

export type CurrentChartState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; chart: Chart | null };

export interface UseCurrentChart {
  state: CurrentChartState;
  retry: () => void;
}

export function useCurrentChart(): UseCurrentChart {
  const firestore = useFirestore();
  const [attempt, setAttempt] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const { status, data } = useObservable<ChartRead>(
    `vibechart:chart:${firestore.app.name}:${CURRENT_CHART_ID}:${attempt}`,
    currentChart$(firestore),
  );

  // Cycling the network makes the SDK reconnect now instead of after its backoff; the new
  // listener then waits for the server (loading) and turns offline again only if it fails.
  const retry = useCallback(() => {
    setReconnecting(true);
    disableNetwork(firestore)
      .then(() => enableNetwork(firestore))
      .catch((error: unknown) => console.warn('Could not restart the Firestore connection', error))
      .finally(() => {
        setReconnecting(false);
        setAttempt((n) => n + 1);
      });
  }, [firestore]);

  return { state: toState(reconnecting || status === 'loading' ? undefined : data), retry };
}

const OFFLINE = new Error('Firestore is unreachable (offline, nothing cached)');

function toState(read: ChartRead | undefined): CurrentChartState {
  if (!read) return { status: 'loading' };
  switch (read.kind) {
    case 'chart':
      return { status: 'success', chart: read.chart };
    case 'missing':
      return { status: 'success', chart: null };
    case 'offline':
      return { status: 'error', error: OFFLINE };
    case 'error':
      return { status: 'error', error: read.error };
  }
}
