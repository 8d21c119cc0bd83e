// Share a project (or the site): native share → clipboard → legacy copy (lib/share.ts) with the
// spec §8 toasts. A native share or a cancelled one shows no toast (spec §4). A successful share by a
// signed-in user then claims the weekly share bonus (POST /api/earn, share-bonus.ts) on every page.
import { Button } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FaShareNodes } from 'react-icons/fa6';
import { fetchApi } from '../../lib/lazy-api';
import { QUERY_KEYS } from '../../lib/query-keys';
import type { Session } from '../../lib/session';
import { useSession } from '../../lib/session';
import type { ShareOutcome, SharePayload } from '../../lib/share';
import { projectSharePayload, shareLink, siteSharePayload } from '../../lib/share';
import { SHARE_BONUS_FAILED, shareBonusToast, shareSucceeded, shouldEarnShareBonus } from './share-bonus';
import { toast } from './toaster';
import type { TooltipPlacement } from './tooltip';
import { Tooltip } from './tooltip';

export const SHARE_FAILED = { title: 'Share failed', description: 'Unable to copy share link' } as const;

/** Runs the share and shows its toast; returns the outcome (e.g. to earn the share bonus on success). */
export async function shareWithToast(payload: SharePayload, kind: 'project' | 'site'): Promise<ShareOutcome> {
  const outcome = await shareLink(payload);
  if (outcome === 'copied') toast({ title: kind === 'site' ? 'Link Copied!' : 'Link copied!', type: 'success' });
  else if (outcome === 'failed') toast({ ...SHARE_FAILED, type: 'error' });
  return outcome;
}

/**
 * After a successful share: a signed-in user asks for the weekly share bonus and sees the spec §8
 * Earn toast (it replaces the share toast: one toast at a time); the quota refreshes. Signed out:
 * nothing is called. The API client loads on use (this button is part of the chart's first paint).
 */
export async function earnShareBonus(
  outcome: ShareOutcome,
  session: Pick<Session, 'ready' | 'getIdToken'>,
  queryClient: QueryClient,
): Promise<void> {
  if (!shareSucceeded(outcome)) return;
  if (!shouldEarnShareBonus(outcome, await session.ready())) return;
  try {
    const token = await session.getIdToken();
    if (!token) return; // signed out in the meantime
    const result = await fetchApi('earn', { body: { action: 'share' }, token });
    toast(shareBonusToast(result));
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myQuota });
  } catch (error) {
    console.warn('Could not earn the share bonus', error);
    toast(SHARE_BONUS_FAILED);
  }
}

export interface ShareButtonProps {
  /** The project to share; omit to share the site. */
  project?: { id: string; projectName: string };
  /** The list page the link opens on (default '/', the chart); the row hash is added. */
  path?: string;
  /** Called after the share with its outcome. */
  onShared?: (outcome: ShareOutcome) => void;
  /** Visible text instead of the icon-only button (e.g. the mobile menu's site share). */
  children?: ReactNode;
  tooltipPlacement?: TooltipPlacement;
}

export function ShareButton({ project, path = '/', onShared, children, tooltipPlacement = 'top' }: ShareButtonProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const click = async () => {
    const origin = window.location.origin;
    const payload = project ? projectSharePayload(project, origin, path) : siteSharePayload(origin);
    // Not `onShared?.(await …)`: an optional call skips evaluating its arguments when absent.
    const outcome = await shareWithToast(payload, project ? 'project' : 'site');
    onShared?.(outcome);
    await earnShareBonus(outcome, session, queryClient);
  };
  const label = project ? `Share ${project.projectName}` : 'Share VibeChart';
  const button = (
    <Button
      type="button"
      variant={children ? 'ghost' : 'outline'}
      size="sm"
      minW="48px"
      minH="48px"
      px={2}
      gap={2}
      aria-label={children ? undefined : label}
      onClick={() => void click()}
    >
      <FaShareNodes aria-hidden="true" />
      {children}
    </Button>
  );
  return children ? (
    button
  ) : (
    <Tooltip content={project ? 'Share this project' : 'Share VibeChart'} placement={tooltipPlacement}>
      {button}
    </Tooltip>
  );
}
