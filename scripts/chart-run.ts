// `npm run chart:run -- [--week YYYY-MM-DD] [--now ISO]`: run the Monday chart job against the
// emulators (or any Firestore the Admin SDK reaches with FIRESTORE_EMULATOR_HOST set).
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { isWeekStart } from '../functions/src/domain/week';
import { runChartJob } from '../functions/src/jobs/chart';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from './lib/project';

const USAGE = `Usage: npm run chart:run -- [--week YYYY-MM-DD] [--now ISO]

Computes and publishes the VibeChart chart of one week (charts/{weekOf}, charts/current when it is the
newest week, chart_entries, project chart fields, archive after the 4th week). Safe to re-run.
Needs running emulators: FIRESTORE_EMULATOR_HOST must be set (e.g. inside \`firebase emulators:exec\`).

Options:
  --week YYYY-MM-DD  the week to publish, a Monday (default: the week containing --now)
  --now ISO          the run's time (default: now, or the instant VIBECHART_NOW sets)
  --project ID       Firebase project id (default: demo-vibechart)
  --help             this text`;

function fail(message: string): never {
  console.error(`chart:run: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        week: { type: 'string' },
        now: { type: 'string' },
        project: { type: 'string', default: PROJECT_ID },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.week !== undefined && !isWeekStart(values.week)) {
    fail(`--week must be a Monday date (YYYY-MM-DD), got "${values.week}"`);
  }
  const now = values.now ? new Date(values.now) : systemClock()();
  if (Number.isNaN(now.getTime())) fail(`--now is not a date: "${values.now}"`);
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    fail('FIRESTORE_EMULATOR_HOST is not set: start the emulators (npm start) or run inside `firebase emulators:exec`');
  }
  if (!getApps().length) initializeApp({ projectId: values.project });
  const started = Date.now();
  const result = await runChartJob({ db: getFirestore(), now, weekOf: values.week });
  const ms = Date.now() - started;
  if (result.status === 'locked') {
    console.log(`chart ${result.weekOf}: already running (lock held by ${result.owner})`);
    process.exitCode = 3;
    return;
  }
  console.log(
    `chart ${result.weekOf}: published ${result.entries} entries${result.current ? ' (current)' : ''}, ` +
      `${result.writes} writes, ${ms} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(`chart:run failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
