import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSprite } from '../../../icon-sprite';
import { SPRITE_ICONS, SpriteIcon, spriteSymbolId } from './sprite-icon';

describe('the icon sprite', () => {
  it('has one symbol with a viewBox and a path for every sprite icon, and is hidden', () => {
    const sprite = iconSprite();
    expect(sprite).toMatch(/^<svg [^>]*aria-hidden="true" style="display:none">/);
    for (const name of SPRITE_ICONS) {
      expect(sprite).toMatch(new RegExp(`<symbol id="${spriteSymbolId(name)}" viewBox="0 0 \\d+ \\d+"><path d="M`));
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(SPRITE_ICONS.length);
  });

  it('SpriteIcon uses its symbol, sized by the stylesheet (vc-icon), hidden from assistive tech', () => {
    expect(renderToStaticMarkup(<SpriteIcon name="arrow-up" />)).toBe(
      '<svg class="vc-icon" aria-hidden="true"><use href="#vc-icon-arrow-up"></use></svg>',
    );
  });
});
