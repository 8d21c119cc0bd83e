// `npm run fairness:run -- [--now ISO]`: run the nightly fairness job against the emulators (or any
// Firestore the Admin SDK reaches with FIRESTORE_EMULATOR_HOST set).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runFairnessJob } from '../functions/src/jobs/fairness';
import { parseNow, requireFirestoreEmulator, runScript } from './lib/cli';
import { PROJECT_ID } from './lib/project';

const USAGE = `Usage: npm run fairness:run -- [--now ISO]

Scores the votes of the week containing --now for bought-chart patterns (groups of accounts voting
for the same projects, fresh accounts, bursts) and records each flagged group in fairness_groups for
the admins (GET /api/admin/suspicious-votes). Decided groups are left as they are. Safe to re-run.
Needs running emulators: FIRESTORE_EMULATOR_HOST must be set (e.g. inside \`firebase emulators:exec\`).

Options:
  --now ISO          the run's time (default: now, or the instant VIBECHART_NOW sets)
  --project ID       Firebase project id (default: demo-vibechart)
  --help             this text`;

runScript({
  name: 'fairness:run',
  usage: USAGE,
  options: {
    now: { type: 'string' },
    project: { type: 'string', default: PROJECT_ID },
  },
  main: async (values) => {
    const now = parseNow(values.now);
    requireFirestoreEmulator();
    if (!getApps().length) initializeApp({ projectId: values.project });
    const started = Date.now();
    const result = await runFairnessJob({ db: getFirestore(), now });
    console.log(
      `fairness ${result.weekStart}: ${result.votes} votes from ${result.voters} accounts, ` +
        `${result.groups} flagged groups (${result.written} written), ${Date.now() - started} ms`,
    );
  },
});
