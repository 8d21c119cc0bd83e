// Imported first by index.ts: ES imports run before the importing module's body, so the global
// options must be set in a module of their own or the scheduled functions (defined while their
// modules load) would miss them and deploy to the default region without an instance cap.
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';

initializeApp();
setGlobalOptions({ region: 'europe-west1', maxInstances: 20 });
