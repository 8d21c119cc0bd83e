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
  const box = { py: 3, px: { base: 1, md: 2 }, color: 'fg.muted', borderBottomWidth: '1px' } as const;
  const text = { fontSize: '2xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' } as const;
  // Chakra's element, then the fixed style that stands for it.
  const PAIRS: [string, ReactNode, FixedStyle][] = [
    ['Box (tokens, breakpoints)', <Box key="c" {...box} />, fixedStyle(box)],
    ['Text (no recipe in the theme)', <Text key="c" as="span" {...text} />, fixedStyle(text)],
    [
      "the button recipe's outline sm, props over it",
      <Button key="c" variant="outline" size="sm" minW="48px" minH="48px" px={2} gap={1} colorPalette="pink" />,
      rowButton('outline', { colorPalette: 'pink' }),
    ],
    [
      "the badge recipe's subtle sm",
      <Badge key="c" colorPalette="green" variant="subtle" size="sm" fontWeight="bold" />,
      subtleBadge('green'),
    ],
    [
      'the link recipe',
      <Link key="c" color="fg" minH="24px" />,
      fixedRecipeStyle('link', {}, { color: 'fg', minH: '24px' }),
    ],
  ];

  it.each(PAIRS)("give the class Chakra's props give: %s", (_name, chakra, style) => {
    const [chakraClass, fixedClass] = cssClasses(
      serverRender(
        <>
          {chakra}
          <Fixed style={style} />
        </>,
      ).html,
    );
    expect(chakraClass).toMatch(/^css-/);
    expect(fixedClass).toBe(chakraClass);
  });

  it('give different classes for different styles', () => {
    const classes = PAIRS.map(([, , style]) => cssClasses(serverRender(<Fixed style={style} />).html)[0]);
    expect(new Set(classes).size).toBe(PAIRS.length);
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
