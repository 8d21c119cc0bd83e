// `npm run judge:run -- [--now ISO] [--limit N]`: runs the AI judge job once against the local
// emulators. Key from GEMINI_API_KEY, model from GEMINI_MODEL, base URL from GEMINI_BASE_URL.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { judgeModelFromEnv } from '../functions/src/infra/gemini';
import { runJudgeJob } from '../functions/src/jobs/judge';
import { parseCount, parseNow, requireFirestoreEmulator, runScript } from './lib/cli';
import { PROJECT_ID } from './lib/project';

const USAGE = `Usage: npm run judge:run -- [options]

Runs the AI judge once against the local Firestore emulator (FIRESTORE_EMULATOR_HOST must be set):
judges approved projects whose 7 launchpad days are over and that have no review for the current
aiVersion and input. GEMINI_API_KEY is the key (without it the job only reports what it would
skip), GEMINI_MODEL the model (default gemini-2.5-flash) and GEMINI_BASE_URL an alternative
endpoint (e.g. a local fake of the Gemini API).

Options:
  --now ISO     the reference time, e.g. 2026-11-25T00:00:00Z (default: the current time,
                or the instant VIBECHART_NOW sets)
  --limit N     ask the model about at most N projects
  --help        show this help`;

runScript({
  name: 'judge:run',
  usage: USAGE,
  options: {
    now: { type: 'string' },
    limit: { type: 'string' },
  },
  main: async (values) => {
    const now = parseNow(values.now);
    const limit = parseCount('limit', values.limit, 1, 10_000);
    requireFirestoreEmulator();
    const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
    const started = Date.now();
    const summary = await runJudgeJob({ db: getFirestore(app), now, model: judgeModelFromEnv(), limit });
    console.log(
      `[judge] now ${now.toISOString()}: ${summary.candidates} candidates, ${summary.judged} judged, ` +
        `${summary.skipped} skipped, ${summary.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  },
});
