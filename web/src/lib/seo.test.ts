import { describe, expect, it } from 'vitest';
import { canonicalUrl, chartItemListJsonLd, isTrackingParam, jsonLdText, ogImageUrl, organizationJsonLd } from './seo';

describe('canonicalUrl', () => {
  it('drops utm_* and ref and the hash, keeps other parameters in order', () => {
    expect(canonicalUrl('https://vibechart.dev/archive?utm_source=x&page=2&ref=hn&UTM_Medium=y&q=a#project-1')).toBe(
      'https://vibechart.dev/archive?page=2&q=a',
    );
    expect(canonicalUrl('https://vibechart.dev/?ref=producthunt')).toBe('https://vibechart.dev/');
    expect(canonicalUrl('https://vibechart.dev/chart/2026-11-23')).toBe('https://vibechart.dev/chart/2026-11-23');
  });

  it('knows the tracking parameters', () => {
    expect(['utm_campaign', 'ref', 'REF', 'referrer', 'page'].map(isTrackingParam)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('structured data', () => {
  it('describes the organization and the chart as an item list', () => {
    expect(organizationJsonLd('https://vibechart.dev')).toMatchObject({ '@type': 'Organization', name: 'VibeChart' });
    const list = chartItemListJsonLd('https://vibechart.dev', [
      { id: 'a', rank: 1, projectName: 'A' },
      { id: 'b c', rank: 2, projectName: 'B' },
    ]);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'B',
      url: 'https://vibechart.dev/p/b%20c',
    });
  });

  it('inlines safely and points at the share image route', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ name: '</script>' }))).toEqual({ name: '</script>' });
    expect(ogImageUrl('https://vibechart.dev', '404')).toBe('https://vibechart.dev/api/og?route=404');
  });
});
