import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECURITY_CLAIM, SECURITY_VERIFIED, SecurityBadge } from './security-badge';

describe('the Security Verified badge', () => {
  it("reads as the maker's claim, not an audit, in the badge itself", () => {
    const html = renderToStaticMarkup(<SecurityBadge />);
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
    expect(text).toBe(`${SECURITY_VERIFIED} (${SECURITY_CLAIM})`);
    expect(SECURITY_CLAIM).toBe("maker's claim");
    expect(html).toContain('data-testid="security-claim"');
  });
});
