// Fixed styles (components/ui/fixed-style.ts) in the app's providers and page styles: the classes of Chakra's
// own props, one rule in a server page, nothing inserted again while hydrating it.
import { Badge, Box, Button, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FixedStyle } from '../components/ui/fixed-style';
import { fixedRecipeStyle, fixedStyle, rowButton, subtleBadge, useFixedStyles } from '../components/ui/fixed-style';
import { createServerStyles, hydrationStyleCache } from './page-styles';
import { AppProviders } from './providers';

function Fixed({ style, children }: { style: FixedStyle; children?: ReactNode }) {
  const cls = useFixedStyles();
  return <span className={cls(style)}>{children}</span>;
}

function serverRender(node: ReactNode) {
  const styles = createServerStyles();
  const html = renderToString(<AppProviders styles={{ cache: styles.cache, inPage: true }}>{node}</AppProviders>);
  return { html, styleTag: styles.styleTag() };
}

const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]!.split(' '));
/** The emotion class of each element (Chakra adds its own, e.g. chakra-button). */
const cssClasses = (html: string) => classesOf(html).map((list) => list.find((name) => name.startsWith('css-')));

describe('fixed styles', () => {
  it("give the class Chakra's style props give for the same styles, tokens and breakpoints included", () => {
    const props = { py: 3, px: { base: 1, md: 2 }, color: 'fg.muted', borderBottomWidth: '1px' } as const;
    const { html } = serverRender(
      <>
        <Box {...props} />
        <Fixed style={fixedStyle(props)} />
      </>,
    );
    const [chakra, fixed] = cssClasses(html);
    expect(chakra).toMatch(/^css-/);
    expect(fixed).toBe(chakra);
  });

  it("give Text's class for the same props (Text has no recipe in the theme)", () => {
    const props = { fontSize: '2xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' } as const;
    const { html } = serverRender(
      <>
        <Text as="span" {...props} />
        <Fixed style={fixedStyle(props)} />
      </>,
    );
    const [text, fixed] = cssClasses(html);
    expect(text).toMatch(/^css-/);
    expect(fixed).toBe(text);
  });

  it("give the class of a recipe's variant with props over it (button, badge, link)", () => {
    const { html } = serverRender(
      <>
        <Button variant="outline" size="sm" minW="48px" minH="48px" px={2} gap={1} colorPalette="pink" />
        <Fixed style={rowButton('outline', { colorPalette: 'pink' })} />
        <Badge colorPalette="green" variant="subtle" size="sm" fontWeight="bold" />
        <Fixed style={subtleBadge('green')} />
        <Link color="fg" minH="24px" />
        <Fixed style={fixedRecipeStyle('link', {}, { color: 'fg', minH: '24px' })} />
      </>,
    );
    const [button, fixedButton, badge, fixedBadge, link, fixedLink] = cssClasses(html);
    expect(fixedButton).toBe(button);
    expect(fixedBadge).toBe(badge);
    expect(fixedLink).toBe(link);
    expect(new Set([button, badge, link]).size).toBe(3);
  });

  it("put each rule once in the server page's <style>, and the same class on every use", () => {
    const style = fixedStyle({ fontSize: 'xs', color: 'red.600' });
    const { html, styleTag } = serverRender(
      <>
        <Fixed style={style} />
        <Fixed style={style} />
      </>,
    );
    const [first, second] = cssClasses(html);
    expect(second).toBe(first);
    expect(styleTag.split(`.${first}{`)).toHaveLength(2);
    expect(styleTag).toContain('var(--chakra-colors-red-600)');
  });

  it('insert nothing while hydrating a page whose <style> has the rule, and once when it lacks it', () => {
    const style = fixedStyle({ marginTop: '7px' });
    const name = cssClasses(serverRender(<Fixed style={style} />).html)[0]!.slice('css-'.length);
    const insertsOfName = (pageNames: string) => {
      const doc = {
        querySelector: () => ({ getAttribute: () => pageNames }),
      } as unknown as Document;
      const cache = hydrationStyleCache(doc)!;
      const inserted: string[] = [];
      const insert = cache.insert.bind(cache);
      cache.insert = (selector, serialized, sheet, shouldCache) => {
        inserted.push(serialized.name);
        return insert(selector, serialized, sheet, shouldCache);
      };
      const node = (
        <AppProviders styles={{ cache, inPage: true }}>
          <Fixed style={style} />
          <Fixed style={style} />
        </AppProviders>
      );
      renderToString(node);
      renderToString(node);
      return inserted.filter((n) => n === name).length;
    };
    expect(insertsOfName(`x ${name} y`)).toBe(0);
    expect(insertsOfName('x y')).toBe(1);
  });
});
