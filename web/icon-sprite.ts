// Build side of components/ui/sprite-icon.tsx: the page template's sprite, one <symbol> per icon, drawn
// from react-icons (Font Awesome 6) at build time, so the browser bundle carries only the icons' names.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import {
  FaArrowUp,
  FaBars,
  FaChartLine,
  FaChevronDown,
  FaGithub,
  FaGlobe,
  FaHeart,
  FaLinkedin,
  FaRegHeart,
  FaRobot,
  FaShareNodes,
  FaShieldHalved,
  FaXTwitter,
} from 'react-icons/fa6';
import type { SpriteIconName } from './src/components/ui/sprite-icon.tsx';
import { SPRITE_ICONS, spriteSymbolId } from './src/components/ui/sprite-icon.tsx';

const SOURCES: Record<SpriteIconName, IconType> = {
  'arrow-up': FaArrowUp,
  bars: FaBars,
  'chart-line': FaChartLine,
  'chevron-down': FaChevronDown,
  github: FaGithub,
  globe: FaGlobe,
  heart: FaHeart,
  'heart-outline': FaRegHeart,
  linkedin: FaLinkedin,
  robot: FaRobot,
  share: FaShareNodes,
  shield: FaShieldHalved,
  'x-twitter': FaXTwitter,
};

/** One <symbol> for an icon: react-icons' viewBox and paths. */
function symbol(name: SpriteIconName): string {
  const markup = renderToStaticMarkup(createElement(SOURCES[name]));
  const match = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`icon-sprite: cannot read the react-icons markup of ${name}`);
  return `<symbol id="${spriteSymbolId(name)}" viewBox="${match[1]}">${match[2]}</symbol>`;
}

/** The sprite: hidden, first in <body>. */
export function iconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${SPRITE_ICONS.map(symbol).join('')}</svg>`;
}
