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
    ['/api/no-such-route/', '/api/no-such-route', 308],
    ['/Launchpad?utm_source=x', '/launchpad', 301],
    ['/sitemap.xml?r=123', '/sitemap.xml', 301],
  ])('%s → %s (%i)', (raw, url, status) => {
    expect(canonicalUrl(raw)).toEqual({ url, status });
  });

  it('leaves every public GET of the contract, as the web asks for it, as it is', () => {
    for (const route of Object.values(API)) {
      if (route.method !== 'GET') continue;
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'file' ? 'AbC.svg' : 'AbC'));
      expect(canonicalUrl(path).url).toBe(path);
      expect(canonicalUrl(`${path}?b=2&a=1`).url).toBe(`${path}?b=2&a=1`);
    }
  });
});
