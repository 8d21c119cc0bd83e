import { Box, Button } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_STYLES_ATTRIBUTE, createServerStyles, hydrationStyleCache } from './page-styles';
import { AppProviders } from './providers';

function serverPage(inPage = false) {
  const styles = createServerStyles();
  const html = renderToString(
    <AppProviders styles={{ cache: styles.cache, inPage }}>
      <Box color="red.600" data-testid="box">
        text
      </Box>
      <Button>press</Button>
    </AppProviders>,
  );
  return { html, styleTag: styles.styleTag() };
}

describe('page styles (server render)', () => {
  it('renders no <style> beside the elements and gives every rule, global ones first, as one <style>', () => {
    const { html, styleTag } = serverPage();
    expect(html).not.toContain('<style');
    const match = new RegExp(`^<style ${PAGE_STYLES_ATTRIBUTE}="([^"]+)">([\\s\\S]*)</style>$`).exec(styleTag);
    expect(match).not.toBeNull();
    const [, names, css] = match!;
    // The box's class (css-{name}) is among the names, and its rule in the CSS.
    const boxClass = /class="(css-[\w-]+)"/.exec(html)![1]!;
    expect(names!.split(' ')).toContain(boxClass.slice('css-'.length));
    expect(css).toContain(`.${boxClass}{`);
    // Chakra's globals (the cascade layers' order, preflight, token variables) come first.
    expect(css!.indexOf('@layer reset,base,tokens,recipes;')).toBe(0);
    expect(css).toContain('--chakra-colors-red-600');
  });

  it('cannot end its <style> early with a rule holding "</style"', () => {
    const styles = createServerStyles();
    renderToString(
      <AppProviders styles={{ cache: styles.cache, inPage: false }}>
        <Box _after={{ content: '"</style><script>alert(1)</script>"' }} />
      </AppProviders>,
    );
    const tag = styles.styleTag();
    expect(tag.match(/<\/style/gi)).toHaveLength(1);
    expect(tag.endsWith('</style>')).toBe(true);
  });

  it('a second render collects its own rules only', () => {
    const first = serverPage().styleTag;
    const second = serverPage().styleTag;
    expect(second).toBe(first);
  });
});

describe('the system for hydrating a server page', () => {
  it("gives the same markup and classes as the server's, and renders no global styles", () => {
    const server = serverPage(false);
    const hydrating = serverPage(true);
    expect(hydrating.html).toBe(server.html);
    // Same class rules, without the global ones (cascade layers' order, preflight, token variables).
    expect(hydrating.styleTag).not.toContain('@layer reset,base,tokens,recipes;');
    expect(hydrating.styleTag).not.toContain('--chakra-colors-red-600:');
    const classRules = (tag: string) => tag.slice(tag.indexOf('.css-'));
    expect(classRules(hydrating.styleTag)).toBe(classRules(server.styleTag));
  });
});

describe('hydrationStyleCache', () => {
  it("knows the page's rules by name, so none is inserted again; null without the page's <style>", () => {
    const doc = {
      querySelector: (selector: string) =>
        selector === `style[${PAGE_STYLES_ATTRIBUTE}]`
          ? { getAttribute: (name: string) => (name === PAGE_STYLES_ATTRIBUTE ? 'abc123 0 x9' : null) }
          : null,
    } as unknown as Document;
    const cache = hydrationStyleCache(doc)!;
    expect(cache.key).toBe('css');
    expect(cache.inserted).toMatchObject({ abc123: true, '0': true, x9: true });
    expect(hydrationStyleCache({ querySelector: () => null } as unknown as Document)).toBeNull();
  });
});
