import { describe, expect, it, vi } from 'vitest';
import type { CampaignCallResult, CampaignProgress } from './campaign-run';
import {
  CampaignStalledError,
  EMPTY_PROGRESS,
  MAX_IDLE_CALLS,
  addCall,
  batchInfoText,
  progressText,
  runCampaign,
} from './campaign-run';

const answer = (over: Partial<CampaignCallResult>): CampaignCallResult => ({
  sent: 0,
  failed: 0,
  skipped: 0,
  remaining: 0,
  complete: true,
  ...over,
});

function server(answers: CampaignCallResult[]) {
  const queue = [...answers];
  return vi.fn(async () => {
    const next = queue.shift();
    if (!next) throw new Error('called too often');
    return next;
  });
}

describe('runCampaign', () => {
  it('calls again while the server is not complete and adds the calls up', async () => {
    // 12 real recipients, 2 mailed by an earlier run; each call gets through some of them. Later calls
    // count this run's own sends as skipped, which must not inflate "already mailed".
    const call = server([
      answer({ sent: 5, skipped: 2, remaining: 5, complete: false }),
      answer({ sent: 4, failed: 1, skipped: 7, remaining: 0, complete: true }),
    ]);
    const seen: CampaignProgress[] = [];
    const result = await runCampaign(call, (p) => seen.push(p));
    expect(call).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ sent: 9, failed: 1, alreadySent: 2, remaining: 0, calls: 2, complete: true });
    expect(seen.map((p) => [p.sent, p.remaining, p.complete])).toEqual([
      [5, 5, false],
      [9, 0, true],
    ]);
  });

  it('stops after one call when everything fits in it', async () => {
    const call = server([answer({ sent: 2 })]);
    await expect(runCampaign(call)).resolves.toMatchObject({ sent: 2, complete: true, calls: 1 });
  });

  it('lets a failed call end the run with its error', async () => {
    const call = vi
      .fn<() => Promise<CampaignCallResult>>()
      .mockResolvedValueOnce(answer({ sent: 5, remaining: 5, complete: false }))
      .mockRejectedValueOnce(new Error('409: Send test email first'));
    const seen: CampaignProgress[] = [];
    await expect(runCampaign(call, (p) => seen.push(p))).rejects.toThrow('Send test email first');
    expect(seen).toHaveLength(1);
  });

  it('gives up when calls stop sending anything', async () => {
    const idle = answer({ skipped: 5, remaining: 3, complete: false });
    const call = server(Array.from({ length: MAX_IDLE_CALLS + 2 }, () => idle));
    const error = await runCampaign(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CampaignStalledError);
    expect((error as CampaignStalledError).progress.remaining).toBe(3);
    expect(call).toHaveBeenCalledTimes(MAX_IDLE_CALLS);
  });
});

describe('campaign texts', () => {
  it('describes the batches of the preview', () => {
    const info = (batches: number, estimatedDuration: string) => ({
      batchInfo: { batchSize: 5, batches, delaySeconds: 2, estimatedDuration, estimatedSeconds: 0 },
    });
    expect(batchInfoText(info(3, 'about 4 seconds'))).toBe('3 batches of up to 5, 2 s apart (about 4 seconds)');
    expect(batchInfoText(info(1, 'about 0 seconds'))).toBe('1 batch of up to 5, sent at once');
    expect(batchInfoText(info(0, 'about 0 seconds'))).toBe('Nothing to send');
  });

  it('shows the counts, and what is left while not complete', () => {
    const running = addCall(EMPTY_PROGRESS, answer({ sent: 5, skipped: 2, remaining: 5, complete: false }));
    expect(progressText(running)).toBe('5 sent, 0 failed, 2 already mailed earlier, 5 remaining');
    const done = addCall(running, answer({ sent: 5, skipped: 7 }));
    expect(progressText(done)).toBe('10 sent, 0 failed, 2 already mailed earlier');
  });
});
