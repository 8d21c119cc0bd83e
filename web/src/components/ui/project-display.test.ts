import { describe, expect, it } from 'vitest';
import {
  AI_REVIEW_UNAVAILABLE,
  aiReviewOf,
  builderHref,
  chartPromoAfter,
  launchpadPromoAfter,
  movementOf,
  projectTools,
  relativeDayLabel,
  safeImageSrc,
  socialLinks,
  submittedLabel,
  thumbnailSources,
  titleCase,
  toolBadgeList,
  truncate,
  weeksOnChartLabel,
} from './project-display';

describe('tool badges', () => {
  it('labels with the spec §9 rule of domain/tools: upper-cased, or cut over 12 characters as spelled', () => {
    const { badges } = toolBadgeList(['Cursor', 'Exactly12chr', 'Firebase Studio', 'Claude 4 Sonnet']);
    expect(badges.map((b) => b.label)).toEqual(['CURSOR', 'EXACTLY12CHR', 'Firebase Stu…', 'Claude 4 Son…']);
  });

  it('colours by family (spec §3), hosts/frameworks purple, and shows 4 then +N more', () => {
    const { badges, more } = toolBadgeList(['Claude 4 Opus', 'Cursor', 'Vercel', 'Supabase', 'Bolt', 'GPT-5']);
    expect(badges.map((b) => [b.label, b.color])).toEqual([
      ['Claude 4 Opu…', 'blue'],
      ['CURSOR', 'green'],
      ['VERCEL', 'purple'],
      ['SUPABASE', 'purple'],
    ]);
    expect(more).toBe(2);
    expect(toolBadgeList(['Next.js', 'Fly.io', 'Photoshop']).badges.map((b) => b.color)).toEqual([
      'purple',
      'purple',
      'gray',
    ]);
  });

  it('de-duplicates case-insensitively and honours max', () => {
    expect(toolBadgeList(['Cursor', 'cursor', ' CURSOR ', 'Bolt'], 2)).toEqual({
      badges: [
        { name: 'Cursor', label: 'CURSOR', color: 'green' },
        { name: 'Bolt', label: 'BOLT', color: 'green' },
      ],
      more: 0,
    });
    expect(toolBadgeList(['a', 'b', 'c'], 2).more).toBe(1);
    expect(toolBadgeList([]).badges).toEqual([]);
  });

  it('merges builderTool (list, JSON text or one string) with the v2 stacks', () => {
    expect(
      projectTools({ builderTool: '["Cursor","Vercel"]', modelProviders: ['GPT-5'], ideAgents: ['cursor'] }),
    ).toEqual(['Cursor', 'Vercel', 'GPT-5']);
    expect(projectTools({ builderTool: 'Lovable' })).toEqual(['Lovable']);
    expect(projectTools({ builderTool: null, hostsFrameworks: ['Netlify'] })).toEqual(['Netlify']);
  });
});

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

describe('movement and dates', () => {
  it('reads chartStatus', () => {
    expect(movementOf('↑3')).toEqual({ kind: 'up', text: '↑3', label: 'Up 3 places' });
    expect(movementOf('↓ 1')).toEqual({ kind: 'down', text: '↓1', label: 'Down 1 place' });
    expect(movementOf('=')?.kind).toBe('same');
    expect(movementOf('New Entry')?.text).toBe('New Entry');
    expect(movementOf('Re-entry')?.kind).toBe('reentry');
    expect(movementOf(null)).toBeNull();
    expect(movementOf('sideways')).toBeNull();
  });

  it('labels days: today, yesterday, N days ago up to 30, then a date', () => {
    const now = new Date('2026-03-31T10:00:00Z');
    expect(relativeDayLabel(null, now, 'UTC')).toBe('unknown');
    expect(relativeDayLabel('not a date', now, 'UTC')).toBe('unknown');
    expect(relativeDayLabel('2026-03-31T00:30:00Z', now, 'UTC')).toBe('today');
    expect(relativeDayLabel(new Date('2026-03-30T23:59:00Z'), now, 'UTC')).toBe('yesterday');
    expect(relativeDayLabel('2026-03-29T12:00:00Z', now, 'UTC')).toBe('2 days ago');
    expect(relativeDayLabel('2026-03-01T12:00:00Z', now, 'UTC')).toBe('30 days ago');
    expect(relativeDayLabel('2026-02-28T12:00:00Z', now, 'UTC')).toBe('Feb 28, 2026');
    expect(submittedLabel('2026-03-28T12:00:00Z', now, 'UTC')).toBe('submitted 3 days ago');
  });

  it('counts calendar days in the given time zone', () => {
    const now = new Date('2026-03-31T00:30:00+02:00'); // 22:30 UTC the day before
    expect(relativeDayLabel('2026-03-30T20:00:00Z', now, 'Europe/Copenhagen')).toBe('yesterday');
    expect(relativeDayLabel('2026-03-30T20:00:00Z', now, 'UTC')).toBe('today');
  });

  it('caps weeks on chart at 4', () => {
    expect([0, 1, 3, 4, 9].map(weeksOnChartLabel)).toEqual([null, '1w', '3w', '4w', '4w']);
  });
});

describe('AI review', () => {
  it('shows scores out of 10 only when all three exist', () => {
    expect(aiReviewOf({ innovationScore: 8, utilityScore: 7.5, aiScore: 7.8, reviewText: ' Solid. ' })).toEqual({
      available: true,
      innovation: '8.0/10',
      utility: '7.5/10',
      overall: '7.8/10',
      reviewText: 'Solid.',
    });
    expect(aiReviewOf({ innovationScore: 8, utilityScore: null, aiScore: 7 })).toEqual({
      available: false,
      overall: '--',
    });
    expect(AI_REVIEW_UNAVAILABLE).toBe('AI Judge review not available for this project');
  });
});

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
