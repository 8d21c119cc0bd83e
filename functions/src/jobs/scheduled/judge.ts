// Daily at 01:00 Copenhagen: the AI judge (jobs/judge.ts) with the Gemini key from a Functions secret
// and the model name from a param. Without a key the job logs one line and does nothing.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TIME_ZONE } from '../../domain/constants';
import { GEMINI_API_KEY, GEMINI_MODEL, createGeminiJudgeModel } from '../../infra/gemini';
import { db } from '../../services/firestore';
import { runJudgeJob } from '../judge';

const TIMEOUT_SECONDS = 540;
/** No new judgement starts after 6 minutes, so the calls in flight finish before the 9-minute deadline. */
const BUDGET_MS = 360_000;

export const judgeDaily = onSchedule(
  { schedule: '0 1 * * *', timeZone: TIME_ZONE, secrets: [GEMINI_API_KEY], timeoutSeconds: TIMEOUT_SECONDS },
  async (event) => {
    const scheduled = new Date(event.scheduleTime);
    const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
    const apiKey = GEMINI_API_KEY.value().trim();
    const model = apiKey ? createGeminiJudgeModel({ apiKey, model: GEMINI_MODEL.value() }) : null;
    const summary = await runJudgeJob({ db: db(), now, model, budgetMs: BUDGET_MS });
    logger.info('AI judge: scheduled run finished', { now: now.toISOString(), ...summary });
  },
);
