// `npm run projects:name-keys`: store the name key All Projects searches by (submissions.nameKey) on
// every submission written before it existed. Run once after deploying the search; safe to re-run.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillNameKeys } from '../functions/src/services/project-search';
import { UsageError, runScript } from './lib/cli';
import { EMULATOR_PROJECT } from './lib/operator';

const USAGE = `Usage: npm run projects:name-keys -- [--project ID]

Stores nameKey (the project name folded for the All Projects search: no accents, lower case, single
spaces) on every submission that lacks it or holds a stale one. New submissions get it when they are
written; this is for documents from before the search. Safe to run again (a second run updates none).

Target: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (project ${EMULATOR_PROJECT} unless
--project says otherwise); otherwise production, which needs --project <id> and Application Default
Credentials (GOOGLE_APPLICATION_CREDENTIALS or \`gcloud auth application-default login\`).

Options:
  --project ID   Firebase project id
  --help         this text`;

runScript({
  name: 'projects:name-keys',
  usage: USAGE,
  options: { project: { type: 'string' } },
  main: async (values) => {
    const emulator = process.env.FIRESTORE_EMULATOR_HOST;
    if (!emulator && !values.project) {
      throw new UsageError(
        'no emulator is set, so this would act on production: say which project with --project <id>',
      );
    }
    const projectId = values.project ?? EMULATOR_PROJECT;
    if (!getApps().length) initializeApp({ projectId });
    const target = emulator ? `emulator ${emulator}, project ${projectId}` : `PRODUCTION project ${projectId}`;
    const started = Date.now();
    const { read, updated } = await backfillNameKeys(getFirestore());
    console.log(
      `projects:name-keys on ${target}: ${read} submissions read, ${updated} updated, ${Date.now() - started} ms`,
    );
  },
});
