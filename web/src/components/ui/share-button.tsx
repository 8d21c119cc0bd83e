// Share a project (or the site): native share → clipboard → legacy copy (lib/share.ts) with the
// docs/product.md#errors-and-toasts toasts. A native share or a cancelled one shows no toast
// (docs/product.md#states-and-transitions). A successful share by a signed-in user then claims the
// weekly share bonus (earn-share-bonus.ts, loaded on use) on every page; only an applied bonus is
// announced (share-bonus.ts).
import type { ReactNode } from 'react';
import { ROW_BUTTON } from './styles';
import { SpriteIcon } from './sprite-icon';
import { usePageData } from '../../lib/page-data';
import { useSessionActions } from '../../lib/session';
import type { ShareOutcome, SharePayload } from '../../lib/share';
import { projectSharePayload, shareLink, siteSharePayload } from '../../lib/share';
import type { ToastOptions } from './toaster';
import { toast } from './toaster';
import type { TooltipPlacement } from './tooltip';
import { Tooltip } from './tooltip';
import { TOOLTIP_TEXTS } from './tooltip-texts';

export const SHARE_FAILED = { title: 'Share failed', description: 'Unable to copy share link' } as const;

/** docs/product.md#pages-and-sharing: the toast of a copied link ('Link Copied!' for the site link). */
export function linkCopiedToast(kind: 'project' | 'site'): ToastOptions {
  return { title: kind === 'site' ? 'Link Copied!' : 'Link copied!', type: 'success' };
}

/**
 * Runs the share and shows its toast; returns the outcome (e.g. to earn the share bonus on success).
 * The share sheet is asked for within the tap itself, with no await before it: a browser may refuse
 * it once the tap's handler has waited on a network load.
 */
export async function shareWithToast(payload: SharePayload, kind: 'project' | 'site'): Promise<ShareOutcome> {
  const outcome = await shareLink(payload);
  if (outcome === 'copied') toast(linkCopiedToast(kind));
  else if (outcome === 'failed') toast({ ...SHARE_FAILED, type: 'error' });
  return outcome;
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
  const session = useSessionActions();
  const { refresh } = usePageData();
  const click = async () => {
    const origin = window.location.origin;
    const payload = project ? projectSharePayload(project, origin, path) : siteSharePayload(origin);
    // Not `onShared?.(await …)`: an optional call skips evaluating its arguments when absent.
    const kind = project ? 'project' : 'site';
    const outcome = await shareWithToast(payload, kind);
    onShared?.(outcome);
    const { earnShareBonus } = await import('./earn-share-bonus');
    await earnShareBonus(outcome, outcome === 'copied' ? linkCopiedToast(kind) : null, session, refresh);
  };
  const label = project ? `Share ${project.projectName}` : 'Share VibeChart';
  const button = (
    <button
      type="button"
      className={children ? ROW_BUTTON.shareText : ROW_BUTTON.share}
      aria-label={children ? undefined : label}
      onClick={() => void click()}
    >
      <SpriteIcon name="share" />
      {children}
    </button>
  );
  return children ? (
    button
  ) : (
    <Tooltip content={project ? TOOLTIP_TEXTS.share : 'Share VibeChart'} placement={tooltipPlacement} describes={false}>
      {button}
    </Tooltip>
  );
}
