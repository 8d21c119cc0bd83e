// Vote button for every list. Signed out, a click shows the page's sign-in toast (docs/product.md#roles); signed
// in it calls onVote (the page runs the request and its toasts). Tooltip per docs/product.md#roles.
import { ROW_BUTTON } from './styles';
import { SpriteIcon } from './sprite-icon';
import { useSignedIn } from '../../lib/session';
import type { SignInPrompt } from './sign-in-prompt';
import { CHART_VOTE_SIGN_IN, VOTE_TOOLTIP_SIGNED_IN, VOTE_TOOLTIP_SIGNED_OUT } from './sign-in-prompt';
import type { TooltipPlacement } from './tooltip';
import { Tooltip } from './tooltip';
import { useSignedInAction } from './use-signed-in-action';

export interface VoteButtonProps {
  /** For the accessible name: 'Vote for {projectName}'. */
  projectName: string;
  /** Vote count shown beside the icon; omit to show none. */
  count?: number;
  /** The request is running: the button is disabled and says so. */
  pending?: boolean;
  /** Called on click when signed in only. */
  onVote: () => unknown;
  /** Toast for a signed-out click; default the chart's 'Authentication Required'. */
  signInPrompt?: SignInPrompt;
  /** 'icon' (arrow + count) or 'label' (a 'VOTE' button, All Projects). Default 'icon'. */
  variant?: 'icon' | 'label';
  disabled?: boolean;
  tooltipPlacement?: TooltipPlacement;
}

export function VoteButton({
  projectName,
  count,
  pending = false,
  onVote,
  signInPrompt = CHART_VOTE_SIGN_IN,
  variant = 'icon',
  disabled = false,
  tooltipPlacement = 'top',
}: VoteButtonProps) {
  const signedIn = useSignedIn();
  const action = useSignedInAction(onVote, signInPrompt);
  const busy = pending || action.busy;
  const tip = signedIn ? VOTE_TOOLTIP_SIGNED_IN : VOTE_TOOLTIP_SIGNED_OUT;
  return (
    <Tooltip content={tip} placement={tooltipPlacement}>
      <button
        type="button"
        className={variant === 'label' ? ROW_BUTTON.voteLabel : ROW_BUTTON.vote}
        aria-label={`Vote for ${projectName}${count !== undefined ? `, ${count} votes` : ''}`}
        aria-busy={busy || undefined}
        disabled={disabled || pending}
        data-pending={busy || undefined}
        onPointerDown={action.prepare}
        onFocus={action.prepare}
        onClick={() => void action.run()}
      >
        <SpriteIcon name="arrow-up" />
        {variant === 'label' ? 'VOTE' : null}
        {count !== undefined ? <span data-testid="vote-count">{count}</span> : null}
      </button>
    </Tooltip>
  );
}
