import { describe, expect, it } from 'vitest';
import { SITE_FILES, SITE_PAGES, canonicalPageUrl } from './site-urls';

interface RouteLike {
  index?: boolean;
  path?: string;
  children?: RouteLike[];
}
// The web's routes: the table here must name every page they render (or its query is dropped). A
// .tsx module the functions' tsconfig does not compile, so it is loaded by name at run time.
const WEB_ROUTES = '../../../web/src/app/routes';
const { routes, isUnknownPath } = (await import(/* @vite-ignore */ WEB_ROUTES)) as {
  routes: RouteLike[];
  isUnknownPath: (path: string) => boolean;
};

const canonical = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? canonicalPageUrl(url, '') : canonicalPageUrl(url.slice(0, at), url.slice(at + 1));
};

describe('canonicalPageUrl', () => {
  it.each([
    ['/', '/'],
    ['/?x=1', '/'],
    ['/?', '/'],
    ['/Launchpad', '/launchpad'],
    ['/launchpad/', '/launchpad'],
    ['//launchpad//', '/launchpad'],
    ['/a/../ARCHIVE', '/archive'],
    ['/P/AbC?ref=badge', '/p/AbC'],
    ['/p/%41bc', '/p/Abc'],
    ['/p/a%20b', '/p/a%20b'],
    ['/p/a:b', '/p/a%3Ab'],
    ['/p/%zz', '/p/%zz'],
    ['/p/%ED%A0%80', '/p/%ED%A0%80'],
    ['/p/%252E%252E', '/p/%252E%252E'],
    ['/chart/2026-11-23?utm_source=x&utm_medium=y', '/chart/2026-11-23'],
    ['/vote?action=review5&target=5&utm_source=x', '/vote?target=5&action=review5'],
    ['/Vote/?target=5&target=6', '/vote?target=5'],
    ['/projects?q=%20Pl%C3%85t%20%20S&tool=Cursor&utm_source=x', '/projects?tool=Cursor&q=plat+s'],
    ['/all-projects?tool=cursor&q=%20%20', '/all-projects'],
    ['/projects?tool=Bolt&q=', '/projects?tool=Bolt'],
    ['/ADMIN/Email-Preview', '/admin/email-preview'],
    ['/SITEMAP.xml?x=1', '/sitemap.xml'],
    ['/feed.json/', '/feed.json'],
    ['/no-such-Page?x=1', '/no-such-Page'],
    ['/assets/missing.js?v=2', '/assets/missing.js'],
  ])('%s → %s', (url, expected) => {
    expect(canonical(url)).toBe(expected);
  });

  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', '///evil.example/x', '/%2F%2Fevil.example'])(
    '%s stays on this site (one leading slash)',
    (url) => {
      const target = canonical(url);
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, 'https://vibechart.dev').host).toBe('vibechart.dev');
    },
  );

  it('is its own canonical form: a redirect never leads to another', () => {
    const urls = [
      '/P/AbC?ref=badge',
      '/vote?action=review5&target=5',
      '/p/%zz',
      '/p/a:b',
      '/x/../Y/',
      '/%E2%82%AC',
      '/%e2%82%ac',
      '/SITEMAP.XML',
    ];
    for (const url of urls) expect(canonical(canonical(url)), url).toBe(canonical(url));
  });

  it("every page's own URL is canonical", () => {
    for (const { path } of SITE_PAGES) {
      const url = path.replace(':weekOf', '2026-11-23').replace(':id', 'AbC123');
      expect(canonical(url)).toBe(url);
    }
    for (const file of SITE_FILES) expect(canonical(file)).toBe(file);
  });
});

describe('SITE_PAGES and the web app', () => {
  function paths(list: RouteLike[], prefix = ''): string[] {
    return list.flatMap((route) => {
      const here = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}` : prefix;
      return [...(route.path || route.index ? [here] : []), ...paths(route.children ?? [], route.path ? here : prefix)];
    });
  }

  it('names exactly the pages the web routes render', () => {
    const web = paths(routes).filter((path) => !path.endsWith('*'));
    expect([...new Set(web)].sort()).toEqual(SITE_PAGES.map((page) => page.path).sort());
    for (const { path } of SITE_PAGES) expect(isUnknownPath(path.replace(/:\w+/, 'x')), path).toBe(false);
  });
});
