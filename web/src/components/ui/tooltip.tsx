// A CSS-only tooltip: no script per instance, so long lists can carry one on every button. The text
// is the trigger's accessible description (aria-describedby). The rows' tooltips (tooltip-texts.ts)
// are drawn by the stylesheet on the trigger itself from one hidden copy of each text in the page; any
// other text gets its own element beside the trigger.
import type { ReactElement } from 'react';
import { cloneElement, isValidElement, useId } from 'react';
import {
  NEW_TAB_DESCRIPTION,
  NEW_TAB_DESCRIPTION_ID,
  TOOLTIP_TEXTS,
  tooltipKeyOf,
  tooltipTextId,
} from './tooltip-texts';

export type TooltipPlacement = 'top' | 'top-start' | 'top-end' | 'bottom' | 'bottom-start' | 'bottom-end';

type Trigger = ReactElement<{ 'aria-describedby'?: string; className?: string }>;

export interface TooltipProps {
  /** The tooltip text. */
  content: string;
  /** One focusable element (button, link). It gets aria-describedby. */
  children: Trigger;
  /** Force it open (e.g. the 3-second 'Must Sign in to Submit a Project'). */
  open?: boolean;
  placement?: TooltipPlacement;
  /** Only `open` shows it (no hover/focus). */
  manual?: boolean;
  /**
   * The text is also the trigger's accessible description (default). False where it only repeats
   * the trigger's own name ('Share this project' on 'Share PlantSense').
   */
  describes?: boolean;
  /**
   * An information tooltip (what a badge or a counter means): on a touch screen a tap on the trigger
   * opens it and a tap elsewhere closes it. Others (on buttons and links) never open on touch.
   */
  info?: boolean;
  /** The text's element id (default one of React's): a page hydrated by another tree keeps its ids. */
  id?: string;
}

export function Tooltip({
  content,
  children,
  open = false,
  placement = 'top',
  manual = false,
  describes = true,
  info = false,
  id: givenId,
}: TooltipProps) {
  const reactId = useId();
  const id = givenId ?? reactId;
  const shared = !open && !manual ? tooltipKeyOf(content) : null;
  const where = placement === 'top' ? undefined : placement;
  if (shared && isValidElement(children)) {
    const { className } = children.props;
    return cloneElement(children, {
      'aria-describedby': describes ? tooltipTextId(shared) : undefined,
      className: className ? `${className} vc-tip` : 'vc-tip',
      'data-tip': shared,
      'data-placement': where,
      'data-info': info ? '' : undefined,
    } as Trigger['props']);
  }
  const trigger = isValidElement(children) ? cloneElement(children, { 'aria-describedby': id }) : children;
  return (
    <span
      className="vc-tip"
      data-placement={where}
      data-open={open ? '' : undefined}
      data-manual={manual ? '' : undefined}
      data-info={info ? '' : undefined}
    >
      {trigger}
      <span role="tooltip" id={id}>
        {content}
      </span>
    </span>
  );
}

/** The shared tooltips' texts and descriptions, once per page (hidden; read as descriptions). */
export function TooltipTexts() {
  return (
    <div hidden>
      <span id={NEW_TAB_DESCRIPTION_ID}>{NEW_TAB_DESCRIPTION}</span>
      {Object.entries(TOOLTIP_TEXTS).map(([key, text]) => (
        <span key={key} id={tooltipTextId(key as keyof typeof TOOLTIP_TEXTS)}>
          {text}
        </span>
      ))}
    </div>
  );
}
