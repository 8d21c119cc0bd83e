import { describe, expect, it } from 'vitest';
import { takeHeadTags } from './head-tags';

describe('takeHeadTags', () => {
  it("moves the page's title, meta and link tags out, in order, and leaves an inline SVG's title", () => {
    const svg = '<svg role="img"><title id="t">Rank history of A</title><desc>2 weeks</desc></svg>';
    const markup =
      '<title>A — VibeChart</title><meta name="description" content="x"/><main><h1>A</h1>' +
      svg +
      '<link rel="canonical" href="https://vibechart.dev/p/a"/><p>after</p>' +
      svg +
      '</main>';
    expect(takeHeadTags(markup)).toEqual({
      html: `<main><h1>A</h1>${svg}<p>after</p>${svg}</main>`,
      head: '<title>A — VibeChart</title><meta name="description" content="x"/><link rel="canonical" href="https://vibechart.dev/p/a"/>',
    });
  });

  it('leaves markup without head tags as it is', () => {
    expect(takeHeadTags('<main><p>x</p></main>')).toEqual({ html: '<main><p>x</p></main>', head: '' });
  });
});
