import { describe, expect, it } from 'vitest';
import { projectTools, toolBadgeList } from './project-tools';

describe('tool badges', () => {
  it('labels with the badge rule of domain/tools: upper-cased, or cut over 12 characters as spelled', () => {
    const { badges } = toolBadgeList(['Cursor', 'Exactly12chr', 'Firebase Studio', 'Claude 4 Sonnet']);
    expect(badges.map((b) => b.label)).toEqual(['CURSOR', 'EXACTLY12CHR', 'Firebase Stu…', 'Claude 4 Son…']);
  });

  it('colours by family (docs/product.md#data), hosts/frameworks purple, and shows 4 then +N more', () => {
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
