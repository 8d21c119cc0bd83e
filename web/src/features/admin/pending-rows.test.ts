import { describe, expect, it } from 'vitest';
import type { PendingProject } from './api/get-pending-projects';
import { pendingRow, urlLabel } from './pending-rows';

const NOW = new Date('2026-03-11T12:00:00Z');

const project = (over: Partial<PendingProject>): PendingProject => ({
  id: 'p1',
  projectName: 'Tiny Tunes',
  description: 'A music toy',
  builderTool: ['Cursor', 'Claude'],
  projectUrl: 'https://tiny.example.com/app/',
  createdAt: '2026-03-09T08:00:00Z',
  projectIntention: null,
  modelProviders: [],
  ideAgents: [],
  hostsFrameworks: [],
  stage: null,
  ...over,
});

describe('pendingRow', () => {
  it('links only http(s) URLs', () => {
    expect(pendingRow(project({}), NOW)).toMatchObject({
      url: 'https://tiny.example.com/app/',
      urlLabel: 'tiny.example.com/app',
      tools: ['Cursor', 'Claude'],
      submitted: 'submitted 2 days ago',
    });
    for (const projectUrl of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com/x', null, '']) {
      expect(pendingRow(project({ projectUrl }), NOW)).toMatchObject({ url: null, urlLabel: null });
    }
  });

  it('shows a long URL in full (the admin sees everything the AI judge sees)', () => {
    const long = `https://example.com/${'a'.repeat(2000)}`;
    expect(urlLabel(long)).toBe(long.slice('https://'.length));
    expect(urlLabel('http://x.example.org')).toBe('x.example.org');
  });

  it('lists every other field the judge reads, in full', () => {
    const row = pendingRow(
      project({
        projectIntention: 'Ship a synth that teaches music theory!!',
        modelProviders: ['GPT-5'],
        ideAgents: ['Cursor', 'Claude Code'],
        hostsFrameworks: ['Vercel'],
        stage: 'Side project',
      }),
      NOW,
    );
    expect(row.judgeDetails).toEqual([
      'Intention: Ship a synth that teaches music theory!!',
      'Model providers: GPT-5',
      'IDE/agents: Cursor, Claude Code',
      'Hosts/frameworks: Vercel',
      'Stage: Side project',
    ]);
    expect(pendingRow(project({}), NOW).judgeDetails).toEqual([]);
  });
});
