// Monday 00:00 Europe/Copenhagen: publish the chart of the week that just began. The job takes
// seconds for thousands of projects; 540 s leaves room, and its lock lease (10 min) outlives it.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TIME_ZONE } from '../../domain/constants';
import { runChartJob } from '../chart';

export const chartWeekly = onSchedule(
  { schedule: '0 0 * * 1', timeZone: TIME_ZONE, timeoutSeconds: 540, memory: '1GiB', retryCount: 3 },
  async (event) => {
    const now = new Date(event.scheduleTime);
    const result = await runChartJob({ db: getFirestore(), now: Number.isNaN(now.getTime()) ? new Date() : now });
    logger.info('chart job', result);
  },
);
