// The route table's lazy modules: each exists and exports the page its route names, a URL's modules
// are what the page server preloads for it (routeSources), and every page is listed with its modules
// for the bundle budgets (routeModules).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReactElement, ReactNode } from 'react';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageHandle } from './lazy-page';
import { routeModules, routeSources, routes } from './routes';

const WEB = fileURLToPath(new URL('../../', import.meta.url));

/** Every lazy page element in a route element's tree (pageAt's, or inside a screen's ClientScreen). */
function lazyPages(node: ReactNode): { load: () => Promise<Record<string, unknown>>; name: string }[] {
  if (!isValidElement(node)) return [];
  const props = (node as ReactElement<{ load?: unknown; name?: unknown; children?: ReactNode }>).props;
  if (typeof props.load === 'function' && typeof props.name === 'string')
    return [{ load: props.load as () => Promise<Record<string, unknown>>, name: props.name }];
  return [props.children].flat().flatMap((child) => lazyPages(child as ReactNode));
}

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('the route table', () => {
  const preloaded = allRoutes(routes).filter((route) => (route.handle as PageHandle | undefined)?.source);

  it('names each server-rendered lazy module by a source file that exists', () => {
    const sources = preloaded.map((route) => (route.handle as PageHandle).source!);
    expect(sources).toContain('src/features/launchpad/launchpad-page.tsx');
    for (const source of sources) expect(existsSync(`${WEB}${source}`), source).toBe(true);
  });

  // (The screens' modules load in the browser tests that open them.)
  it('loads, for every server-rendered lazy route, a module that exports the page it names', async () => {
    const pages = preloaded.flatMap((route) => lazyPages(route.element));
    expect(pages.length).toBeGreaterThan(15);
    for (const { load, name } of pages) expect(typeof (await load())[name], name).toBe('function');
  }, 30_000);
});

describe('routeSources', () => {
  it("gives a URL's server-rendered lazy modules: its page, and a guard it renders inside", () => {
    expect(routeSources('/chart/2026-11-30')).toEqual(['src/features/chart/past-chart-page.tsx']);
    expect(routeSources('/p/abc')).toEqual(['src/features/project/project-page.tsx']);
    expect(routeSources('/new')).toEqual(['src/features/launchpad/launchpad-page.tsx']);
    expect(routeSources('/submit')).toEqual(['src/app/route-guards.tsx']);
    expect(routeSources('/no-such-page')).toEqual(['src/pages/not-found-page.tsx']);
  });

  it('gives none for `/` (in the main bundle) nor a screen loaded only once live', () => {
    expect(routeSources('/')).toEqual([]);
    expect(routeSources('/vote')).toEqual([]);
    expect(routeSources('/admin')).toEqual([]);
  });
});

describe('routeModules', () => {
  const pages = routeModules();
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('lists every page of the table once, by its full path', () => {
    expect(byPath.size).toBe(pages.length);
    for (const path of ['/', '/chart/:weekOf', '/about', '/terms-of-service', '/admin/beta-email', '/vote', '/*'])
      expect(byPath.has(path), path).toBe(true);
  });

  it("gives a page's modules before it is live as the page server preloads them, and a screen's apart", () => {
    expect(byPath.get('/')).toEqual({ path: '/', before: [], screen: [] });
    expect(byPath.get('/admin/beta-email')).toEqual({
      path: '/admin/beta-email',
      before: ['src/app/route-guards.tsx'],
      screen: ['src/features/admin/beta-email-page.tsx'],
    });
    expect(byPath.get('/vote')?.screen).toEqual(['src/features/vote-session/vote-page.tsx']);
    for (const { path, before } of pages) {
      const url = path.replace(/:\w+/g, 'x').replace('/*', '/no-such-page');
      expect(before, path).toEqual(routeSources(url));
    }
  });

  it('names each screen by a source file that exists', () => {
    const screens = pages.flatMap((page) => page.screen);
    expect(screens.length).toBeGreaterThanOrEqual(7);
    for (const source of screens) expect(existsSync(`${WEB}${source}`), source).toBe(true);
  });
});
