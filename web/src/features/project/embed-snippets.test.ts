import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../lib/seo';
import { embedSnippets } from './embed-snippets';

describe('badge embed snippets', () => {
  it('link the badge back to the project page with a ref the canonical URL drops', () => {
    const s = embedSnippets('https://vibechart.dev', 'abc123', 'Tiny Synth');
    expect(s.badgeUrl).toBe('https://vibechart.dev/api/badge/abc123.svg');
    expect(s.html).toBe(
      '<a href="https://vibechart.dev/p/abc123?ref=badge"><img src="https://vibechart.dev/api/badge/abc123.svg" alt="Tiny Synth on VibeChart" height="20"></a>',
    );
    expect(s.markdown).toBe(
      '[![Tiny Synth on VibeChart](https://vibechart.dev/api/badge/abc123.svg)](https://vibechart.dev/p/abc123?ref=badge)',
    );
    expect(canonicalUrl(s.linkUrl)).toBe('https://vibechart.dev/p/abc123');
  });

  it('escape a hostile name in both', () => {
    const s = embedSnippets('https://vibechart.dev', 'x', '"><script>x</script>](javascript:1) [a]\nb');
    expect(s.html).not.toContain('<script');
    expect(s.html).toContain('alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;](javascript:1) [a]\nb on VibeChart"');
    expect(s.markdown).toContain('\\](javascript:1) \\[a\\] b on VibeChart](https://vibechart.dev/api/badge/x.svg)');
  });
});
