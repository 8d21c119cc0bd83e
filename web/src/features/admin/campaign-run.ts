// The beta-turbulence campaign run as the page drives it (docs/product.md#campaign-page): one
// server call sends for at most 40 s and answers {sent, failed, skipped, remaining, complete}, so
// the page calls again while `complete` is false and adds the calls up for its progress line.
import type { z } from 'zod';
import type { campaignPreviewSchema, campaignResultSchema } from '@domain/api';

export type CampaignCallResult = z.infer<typeof campaignResultSchema>;
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export interface CampaignProgress {
  /** Sent by the calls of this run. */
  sent: number;
  /** Failed sends of this run (a failed delivery is retried by a later call, up to 3 attempts). */
  failed: number;
  /** Mailed before this run started (an earlier, possibly interrupted run): not sent again. */
  alreadySent: number;
  /** Not reached yet: the next call continues with them. */
  remaining: number;
  calls: number;
  complete: boolean;
}

export const EMPTY_PROGRESS: CampaignProgress = {
  sent: 0,
  failed: 0,
  alreadySent: 0,
  remaining: 0,
  calls: 0,
  complete: false,
};

/** Adds one call's answer. Later calls count this run's own sends as skipped, so only the first call's skips are "already sent". */
export function addCall(progress: CampaignProgress, result: CampaignCallResult): CampaignProgress {
  return {
    sent: progress.sent + result.sent,
    failed: progress.failed + result.failed,
    alreadySent: progress.calls === 0 ? result.skipped : progress.alreadySent,
    remaining: result.remaining,
    calls: progress.calls + 1,
    complete: result.complete,
  };
}

/** Calls in a row that sent nothing and left recipients over before the run gives up. */
export const MAX_IDLE_CALLS = 3;

export class CampaignStalledError extends Error {
  constructor(readonly progress: CampaignProgress) {
    super(`The campaign stopped making progress with ${progress.remaining} recipients left. Please try again later.`);
    this.name = 'CampaignStalledError';
  }
}

/**
 * Calls `call` until the server says the campaign is complete, reporting progress after each call.
 * A call that throws ends the run (the error propagates; deliveries already made stay recorded on
 * the server, so pressing the button again continues without duplicates).
 */
export async function runCampaign(
  call: () => Promise<CampaignCallResult>,
  onProgress: (progress: CampaignProgress) => void = () => undefined,
): Promise<CampaignProgress> {
  let progress = EMPTY_PROGRESS;
  let idle = 0;
  for (;;) {
    const result = await call();
    progress = addCall(progress, result);
    onProgress(progress);
    if (result.complete) return progress;
    idle = result.sent + result.failed === 0 ? idle + 1 : 0;
    if (idle >= MAX_IDLE_CALLS) throw new CampaignStalledError(progress);
  }
}

/** "3 batches of up to 5, 2 s apart (about 4 seconds)" for the preview's batchInfo. */
export function batchInfoText({ batchInfo }: Pick<CampaignPreview, 'batchInfo'>): string {
  const { batches, batchSize, delaySeconds, estimatedDuration } = batchInfo;
  if (batches === 0) return 'Nothing to send';
  if (batches === 1) return `1 batch of up to ${batchSize}, sent at once`;
  return `${batches} batches of up to ${batchSize}, ${delaySeconds} s apart (${estimatedDuration})`;
}

export function progressText(progress: CampaignProgress): string {
  const parts = [`${progress.sent} sent`, `${progress.failed} failed`];
  if (progress.alreadySent > 0) parts.push(`${progress.alreadySent} already mailed earlier`);
  if (!progress.complete) parts.push(`${progress.remaining} remaining`);
  return parts.join(', ');
}
