import { describe, expect, it } from 'vitest';
import { truncate } from './display-text';
import { chartPromoAfter, launchpadPromoAfter } from './promo-slots';
import { safeImageSrc, thumbnailSources } from './thumbnail-sources';

describe('text, images, promos', () => {
  it('truncates with an ellipsis', () => {
    expect(truncate('a'.repeat(45), 40)).toBe(`${'a'.repeat(40)}…`);
    expect(truncate('short', 40)).toBe('short');
    expect(truncate(null, 10)).toBe('');
  });

  it('renders only http(s) or same-origin images, with 160/800 candidates', () => {
    expect(safeImageSrc('/api/blobs/thumbnails/p1/160.webp')).toBe('/api/blobs/thumbnails/p1/160.webp');
    expect(safeImageSrc('//evil.example.com/x.png')).toBeNull();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(thumbnailSources({ thumbnailSmallUrl: '/s.webp', thumbnailUrl: '/l.webp' }, 72)).toEqual({
      src: '/s.webp',
      srcSet: '/s.webp 160w, /l.webp 800w',
      sizes: '72px',
    });
    expect(thumbnailSources({ thumbnailSmallUrl: null, thumbnailUrl: 'https://cdn.example.com/l.webp' }, 72)).toEqual({
      src: 'https://cdn.example.com/l.webp',
    });
    expect(thumbnailSources({ thumbnailSmallUrl: 'javascript:x', thumbnailUrl: null }, 72)).toBeNull();
  });

  it('places chart promos after ranks 10–50 alternating, launchpad promos every 10th row', () => {
    expect([5, 10, 20, 30, 40, 50, 60].map(chartPromoAfter)).toEqual([
      null,
      'submit',
      'newsletter',
      'submit',
      'newsletter',
      'submit',
      null,
    ]);
    expect([9, 10, 20, 30, 35].map(launchpadPromoAfter)).toEqual([null, 'share', 'review5', 'share', null]);
  });
});
