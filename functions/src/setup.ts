// Imported first by index.ts: ES imports run before the importing module's body, so the global
// options must be set in a module of their own or the scheduled functions (defined while their
// modules load) would miss them and deploy to the default region without an instance cap.
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { installQueryRecorder } from './infra/query-shapes';

initializeApp();
// Test suites only (VIBECHART_QUERY_SHAPES): the index check sees the emulated function's queries.
installQueryRecorder();
setGlobalOptions({ region: 'europe-west1', maxInstances: 20 });
