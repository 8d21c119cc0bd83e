// A CSS-only tooltip (styles in app/theme.ts, `.vc-tip`): no JS per instance, so long lists can carry
// one on every button. The text is the trigger's accessible description (aria-describedby).
import type { ReactElement } from 'react';
import { cloneElement, isValidElement, useId } from 'react';

export type TooltipPlacement = 'top' | 'top-start' | 'top-end' | 'bottom' | 'bottom-start' | 'bottom-end';

export interface TooltipProps {
  /** The tooltip text (spec texts verbatim). */
  content: string;
  /** One focusable element (button, link). It gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Force it open (e.g. the 3-second 'Must Sign in to Submit a Project'). */
  open?: boolean;
  placement?: TooltipPlacement;
  /** Only `open` shows it (no hover/focus). */
  manual?: boolean;
}

export function Tooltip({ content, children, open = false, placement = 'top', manual = false }: TooltipProps) {
  const id = useId();
  const trigger = isValidElement(children) ? cloneElement(children, { 'aria-describedby': id }) : children;
  return (
    <span
      className="vc-tip"
      data-placement={placement}
      data-open={open ? '' : undefined}
      data-manual={manual ? '' : undefined}
    >
      {trigger}
      <span role="tooltip" id={id}>
        {content}
      </span>
    </span>
  );
}
