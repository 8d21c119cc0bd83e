// Monday 00:00 Europe/Copenhagen: score the week that just closed for vote rings, publish the chart
// of the week that just began, then send the weekly newsletter. The chart takes seconds for
// thousands of projects; the newsletter gets 7 of the 9 minutes (about 1,000 subscribers at 5 per
// 2 s). When it cannot finish, the run fails on purpose: the scheduler retries, the chart re-run
// changes nothing, and the newsletter continues where it stopped (one delivery record per week and
// address). The lock lease (10 min) outlives a run.
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TIME_ZONE } from '../../domain/constants';
import { SMTP_URL, UNSUBSCRIBE_SECRET } from '../../infra/mail';
import { mailSettingsFromParams } from '../../services/mail';
import { runChartJob } from '../chart';

const NEWSLETTER_BUDGET_MS = 420_000;
/** Makers on the chart are at most 100: a minute covers them (5 per 2 s); a retry finishes the rest. */
const MAKER_EMAILS_BUDGET_MS = 60_000;

export const chartWeekly = onSchedule(
  {
    schedule: '0 0 * * 1',
    timeZone: TIME_ZONE,
    timeoutSeconds: 540,
    memory: '1GiB',
    retryCount: 3,
    secrets: [SMTP_URL, UNSUBSCRIBE_SECRET],
  },
  async (event) => {
    const now = new Date(event.scheduleTime);
    const result = await runChartJob({
      db: getFirestore(),
      now: Number.isNaN(now.getTime()) ? new Date() : now,
      newsletter: { settings: mailSettingsFromParams(), budgetMs: NEWSLETTER_BUDGET_MS },
      makerEmails: { settings: mailSettingsFromParams(), budgetMs: MAKER_EMAILS_BUDGET_MS },
      // The week that just closed is scored for vote rings with all its votes, Sunday evening's too.
      scoreClosingWeek: true,
    });
    logger.info('chart job', result);
    const newsletter = result.status === 'published' ? result.newsletter : undefined;
    if (newsletter?.status === 'partial' || newsletter?.status === 'failed') {
      throw new Error(`weekly newsletter unfinished (${newsletter.status}): the scheduler retries the job`);
    }
    const makers = result.status === 'published' ? result.makerEmails : undefined;
    if (makers?.status === 'partial' || makers?.status === 'failed') {
      throw new Error(`maker rank e-mails unfinished (${makers.status}): the scheduler retries the job`);
    }
  },
);
