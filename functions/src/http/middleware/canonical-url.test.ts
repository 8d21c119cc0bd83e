import { describe, expect, it } from 'vitest';
import { API } from '../../domain/api';
import { canonicalUrl } from './canonical-url';

describe('canonicalUrl', () => {
  it.each([
    ['/API/Submissions/', '/api/submissions', 308],
    ['/api//submissions?filter=vibechart', '/api/submissions?filter=vibechart', 308],
    ['/Api/Projects/AbC/History', '/api/projects/AbC/history', 308],
    ['/api/projects/ALL?cursor=rank.20', '/api/projects/all?cursor=rank.20', 308],
    ['/api/Projects/Launchpad?page=2&limit=24', '/api/projects/launchpad?page=2&limit=24', 308],
    ['/API/Badge/AbC.svg', '/api/badge/AbC.svg', 308],
    ['/API/projects/%2E%2E', '/api/projects/%2E%2E', 308],
    ['/api/Projects/%ED%A0%80/history', '/api/projects/%ED%A0%80/history', 308],
    ['/api/no-such-route/', '/api/no-such-route', 308],
    ['/api/og?id=AbC&route=project', '/api/og?route=project&id=AbC', 308],
    ['/api/projects/launchpad?limit=24&page=2', '/api/projects/launchpad?page=2&limit=24', 308],
    ['/api/projects/all?limit=5&cursor=new', '/api/projects/all?cursor=new&limit=5', 308],
    ['/Launchpad?utm_source=x', '/launchpad', 301],
    ['/sitemap.xml?r=123', '/sitemap.xml', 301],
  ])('%s → %s (%i)', (raw, url, status) => {
    expect(canonicalUrl(raw)).toEqual({ url, status });
  });

  it.each(['/api/projects/%2E%2E', '/api/projects/%ED%A0%80', '/api/projects/%41bc', '/api/charts/x%20y'])(
    '%s: an id is left as sent, for its route to answer',
    (url) => {
      expect(canonicalUrl(url).url).toBe(url);
    },
  );

  it('leaves a query it cannot order as it is: the route answers it (a 400 for what it does not name)', () => {
    for (const url of [
      '/api/og?x=1&route=home',
      '/api/og?route=home&route=404',
      '/api/projects/archive/count?b=2&a=1',
    ]) {
      expect(canonicalUrl(url).url).toBe(url);
    }
  });

  it('leaves every GET of the contract, as the web asks for it, as it is', () => {
    for (const route of Object.values(API)) {
      if (route.method !== 'GET') continue;
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'file' ? 'AbC.svg' : 'AbC'));
      expect(canonicalUrl(path).url).toBe(path);
      const keys = Object.keys((route as { input?: { shape?: object } }).input?.shape ?? {});
      const query = keys.map((key, i) => `${key}=${i + 1}`).join('&');
      if (query) expect(canonicalUrl(`${path}?${query}`).url).toBe(`${path}?${query}`);
    }
  });
});
