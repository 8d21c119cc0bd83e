// Build side of components/ui/sprite-icon.tsx: each icon's shape as a CSS mask (a data: URL of its
// SVG, drawn from react-icons' Font Awesome 6 at build time), so the stylesheet carries every icon
// once and a page carries only `<span class="vc-icon vc-icon-{name}">` per use: a chart of 100 rows
// shows some 600 icons, which as inline <svg><use> would make its HTML much heavier.
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
import { SPRITE_ICONS, iconClassName } from './src/components/ui/sprite-icon.tsx';

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

/** An icon as a standalone SVG document: react-icons' viewBox and paths. */
export function iconSvg(name: SpriteIconName): string {
  const markup = renderToStaticMarkup(createElement(SOURCES[name]));
  const match = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`icon-masks: cannot read the react-icons markup of ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${match[1]}">${match[2]}</svg>`;
}

/** A data: URL for CSS: quotes swapped, the characters a URL may not hold escaped. */
function cssDataUrl(svg: string): string {
  const body = svg.replace(/"/g, "'").replace(/[%#<>]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${body}")`;
}

/**
 * The icons' global styles for panda.config.ts: `.vc-icon` is a 1em box painted in the current colour
 * through the mask of its icon (`--vc-icon`, set by `.vc-icon-{name}`).
 */
export function iconMaskStyles(): Record<string, Record<string, unknown>> {
  const styles: Record<string, Record<string, unknown>> = {
    '.vc-icon': {
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      backgroundColor: 'currentColor',
      WebkitMask: 'var(--vc-icon) center / contain no-repeat',
      mask: 'var(--vc-icon) center / contain no-repeat',
      // High-contrast modes force backgrounds to the canvas colour: keep the icon in the text's colour.
      forcedColorAdjust: 'none',
      printColorAdjust: 'exact',
    },
  };
  for (const name of SPRITE_ICONS) {
    styles[`.${iconClassName(name)}`] = { '--vc-icon': cssDataUrl(iconSvg(name)) };
  }
  return styles;
}
