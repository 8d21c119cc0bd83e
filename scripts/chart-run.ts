// `npm run chart:run -- [--week YYYY-MM-DD] [--now ISO]`: run the Monday chart job against the
// emulators (or any Firestore the Admin SDK reaches with FIRESTORE_EMULATOR_HOST set).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { isWeekStart } from '../functions/src/domain/week';
import { runChartJob } from '../functions/src/jobs/chart';
import { UsageError, parseNow, requireFirestoreEmulator, runScript } from './lib/cli';
import { PROJECT_ID } from './lib/project';

const USAGE = `Usage: npm run chart:run -- [--week YYYY-MM-DD] [--now ISO]

Scores the week that closes at the chart's cut-off for vote rings (fairness_groups, as the Monday
job does), then computes and publishes the VibeChart chart of one week (charts/{weekOf},
charts/current when it is the newest week, chart_entries, project chart fields, archive after the
4th week). Safe to re-run.
Needs running emulators: FIRESTORE_EMULATOR_HOST must be set (e.g. inside \`firebase emulators:exec\`).

Options:
  --week YYYY-MM-DD  the week to publish, a Monday (default: the week containing --now)
  --now ISO          the run's time (default: now, or the instant VIBECHART_NOW sets)
  --project ID       Firebase project id (default: demo-vibechart)
  --help             this text`;

runScript({
  name: 'chart:run',
  usage: USAGE,
  options: {
    week: { type: 'string' },
    now: { type: 'string' },
    project: { type: 'string', default: PROJECT_ID },
  },
  main: async (values) => {
    if (values.week !== undefined && !isWeekStart(values.week)) {
      throw new UsageError(`--week must be a Monday date (YYYY-MM-DD), got "${values.week}"`);
    }
    const now = parseNow(values.now);
    requireFirestoreEmulator();
    if (!getApps().length) initializeApp({ projectId: values.project });
    const started = Date.now();
    const result = await runChartJob({ db: getFirestore(), now, weekOf: values.week, scoreClosingWeek: true });
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
    const scored = result.fairness;
    if (scored && 'groups' in scored) {
      console.log(`fairness ${scored.weekStart}: ${scored.votes} votes, ${scored.groups} flagged groups`);
    } else if (scored) console.log(`fairness ${scored.weekStart}: not scored (${scored.error})`);
  },
});
