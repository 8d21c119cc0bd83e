// The icons of every row and of the header: each an empty <span> the stylesheet paints (web/icon-masks.ts:
// the icon's shape as a CSS mask, 1em in the current colour), so the page carries its name only.
// Empty, it is nothing to assistive tech: the control it sits in carries the label. Icons of lazily
// loaded screens stay react-icons components.

export const SPRITE_ICONS = [
  'arrow-up',
  'bars',
  'chart-line',
  'chevron-down',
  'github',
  'globe',
  'heart',
  'heart-outline',
  'linkedin',
  'robot',
  'share',
  'shield',
  'x-twitter',
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/** The class that gives `.vc-icon` this icon's shape. */
export function iconClassName(name: SpriteIconName): string {
  return `vc-icon-${name}`;
}

/** 1em square in the current colour, like a react-icons icon. */
export function SpriteIcon({ name }: { name: SpriteIconName }) {
  return <span className={`vc-icon ${iconClassName(name)}`} />;
}
