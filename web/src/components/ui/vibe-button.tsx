// Vibe button (docs/product.md#states-and-transitions): the icon is filled when vibeCount > 0;
// signed out, a click shows 'Sign in required' / 'Please sign in to send vibes' (or the page's prompt).
import { ROW_BUTTON } from './styles';
import { SpriteIcon } from './sprite-icon';
import type { SignInPrompt } from './sign-in-prompt';
import { VIBE_SIGN_IN } from './sign-in-prompt';
import type { TooltipPlacement } from './tooltip';
import { Tooltip } from './tooltip';
import { TOOLTIP_TEXTS } from './tooltip-texts';
import { useSignedInAction } from './use-signed-in-action';

export const VIBE_TOOLTIP = TOOLTIP_TEXTS.vibe;

export interface VibeButtonProps {
  projectName: string;
  /** The project's vibeCount: shown, and fills the icon when above 0. */
  count: number;
  pending?: boolean;
  /** Called on click when signed in only. */
  onVibe: () => unknown;
  signInPrompt?: SignInPrompt;
  disabled?: boolean;
  tooltipPlacement?: TooltipPlacement;
}

export function VibeButton({
  projectName,
  count,
  pending = false,
  onVibe,
  signInPrompt = VIBE_SIGN_IN,
  disabled = false,
  tooltipPlacement = 'top',
}: VibeButtonProps) {
  const action = useSignedInAction(onVibe, signInPrompt);
  const busy = pending || action.busy;
  const filled = count > 0;
  return (
    <Tooltip content={VIBE_TOOLTIP} placement={tooltipPlacement} describes={false}>
      <button
        type="button"
        className={ROW_BUTTON.vibe}
        aria-label={`Send vibes to ${projectName}, ${count} vibes`}
        aria-busy={busy || undefined}
        data-pending={busy || undefined}
        disabled={disabled || pending}
        data-filled={filled || undefined}
        onPointerDown={action.prepare}
        onFocus={action.prepare}
        onClick={() => void action.run()}
      >
        <SpriteIcon name={filled ? 'heart' : 'heart-outline'} />
        <span data-testid="vibe-count">{count}</span>
      </button>
    </Tooltip>
  );
}
