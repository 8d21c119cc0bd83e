// The icons of every row and of the header: each an <svg> that uses a symbol of the page's sprite
// (index.html gets it at build time: web/icon-sprite.ts), not its own copy of the path; sized and
// coloured by the stylesheet (.vc-icon: 1em, the current colour). Icons of lazily loaded screens stay
// react-icons components.
import type { SVGProps } from 'react';

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

/** The id of an icon's <symbol> in the page. */
export function spriteSymbolId(name: SpriteIconName): string {
  return `vc-icon-${name}`;
}

/** 1em square in the current colour, like a react-icons icon, and decorative (hidden from assistive tech). */
export function SpriteIcon({ name, ...props }: { name: SpriteIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg className="vc-icon" aria-hidden="true" {...props}>
      <use href={`#${spriteSymbolId(name)}`} />
    </svg>
  );
}
