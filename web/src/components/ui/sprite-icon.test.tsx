import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconMaskStyles, iconSvg } from '../../../icon-masks';
import { SPRITE_ICONS, SpriteIcon, iconClassName } from './sprite-icon';

describe('the icons as CSS masks', () => {
  it('gives every icon a class whose mask is its SVG (a viewBox and a path), as a data: URL', () => {
    const styles = iconMaskStyles();
    for (const name of SPRITE_ICONS) {
      expect(iconSvg(name)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"><path d="M/);
      const url = styles[`.${iconClassName(name)}`]?.['--vc-icon'];
      expect(url, name).toMatch(/^url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
      expect(String(url).slice('url("'.length, -'")'.length), name).not.toMatch(/[<>#"]/);
    }
    expect(styles['.vc-icon']).toMatchObject({ backgroundColor: 'currentColor', width: '1em', height: '1em' });
  });

  it('SpriteIcon is an empty span the stylesheet paints: nothing for assistive tech to read', () => {
    expect(renderToStaticMarkup(<SpriteIcon name="arrow-up" />)).toBe('<span class="vc-icon vc-icon-arrow-up"></span>');
  });
});
