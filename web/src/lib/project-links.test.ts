import { describe, expect, it } from 'vitest';
import { titleCase } from './display-text';
import { builderHref, socialLinks } from './project-links';

describe('builder link', () => {
  it('links by priority website → linkedin → github → x → socialProofUrl', () => {
    const links = {
      website: 'https://me.dev',
      linkedin: 'https://linkedin.com/in/me',
      github: 'https://github.com/me',
      x: 'https://x.com/me',
    };
    expect(builderHref({ links, socialProofUrl: 'https://proof.example.com' })).toBe('https://me.dev/');
    expect(builderHref({ links: { ...links, website: undefined } })).toBe('https://linkedin.com/in/me');
    expect(builderHref({ links: { github: 'https://github.com/me', x: 'https://x.com/me' } })).toBe(
      'https://github.com/me',
    );
    expect(builderHref({ links: { x: 'https://x.com/me' } })).toBe('https://x.com/me');
    expect(builderHref({ links: {}, socialProofUrl: 'https://proof.example.com/p' })).toBe(
      'https://proof.example.com/p',
    );
  });

  it('skips anything that is not http(s)', () => {
    expect(builderHref({ links: { website: 'javascript:alert(1)' }, socialProofUrl: 'data:text/html,x' })).toBeNull();
    expect(builderHref({ links: { website: 'javascript:alert(1)', github: 'https://github.com/ok' } })).toBe(
      'https://github.com/ok',
    );
  });

  it('title-cases builder names', () => {
    expect(titleCase('jane  DOE')).toBe('Jane Doe');
    expect(titleCase("mary o'neil-smith")).toBe("Mary O'Neil-Smith");
    expect(titleCase(null)).toBe('');
  });

  it('lists social icons in the spec order, http(s) only', () => {
    expect(
      socialLinks({
        links: {
          website: 'https://w.dev',
          github: 'https://github.com/a',
          x: 'javascript:x',
          linkedin: 'https://l.in/a',
        },
      }).map((l) => l.kind),
    ).toEqual(['linkedin', 'github', 'website']);
  });
});
