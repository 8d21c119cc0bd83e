import { describe, expect, it } from 'vitest';
import type { PendingProject } from './api/get-pending-projects';
import { URL_LABEL_MAX, pendingRow, urlLabel } from './pending-rows';

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

  it('cuts a long URL label', () => {
    const long = `https://example.com/${'a'.repeat(80)}`;
    const label = urlLabel(long);
    expect(label).toHaveLength(URL_LABEL_MAX);
    expect(label.endsWith('…')).toBe(true);
    expect(urlLabel('http://x.example.org')).toBe('x.example.org');
  });
});
