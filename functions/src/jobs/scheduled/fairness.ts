// At 03:00 and 21:00 Copenhagen: the fairness job (jobs/fairness.ts) scores the week's votes, so the
// admins see most of a week's groups by Sunday evening. The votes after the last run (Sunday 21:00 to
// midnight) are scored by the Monday chart job, which runs this job for the closing week first.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TIME_ZONE } from '../../domain/constants';
import { db } from '../../services/firestore';
import { runFairnessJob } from '../fairness';

export const fairnessNightly = onSchedule(
  { schedule: '0 3,21 * * *', timeZone: TIME_ZONE, timeoutSeconds: 300 },
  async (event) => {
    const scheduled = new Date(event.scheduleTime);
    const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
    const result = await runFairnessJob({ db: db(), now });
    logger.info('fairness: scheduled run finished', { now: now.toISOString(), ...result });
  },
);
