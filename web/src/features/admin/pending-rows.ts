// Display of one pending project in the admin table (docs/product.md#admin-dashboard): the URL only
// when it is http(s) (opened in a new tab), shown without its scheme and in full (wrapped, never cut:
// the admin sees everything the AI judge sees), and the judge's other fields in full.
import { safeHttpUrl } from '@domain/url';
import { submittedLabel } from '../../lib/relative-days';
import type { PendingProject } from './api/get-pending-projects';

export interface PendingRow {
  id: string;
  projectName: string;
  description: string;
  tools: string[];
  /** A safe http(s) href, or null: other schemes are never rendered as links. */
  url: string | null;
  urlLabel: string | null;
  submitted: string;
  /** The other fields the AI judge reads ("Intention: …"), in full; only those with a value. */
  judgeDetails: string[];
}

/** The URL without its scheme and trailing slash, in full. */
export function urlLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function judgeDetails(project: PendingProject): string[] {
  const lines: [string, string | null][] = [
    ['Intention', project.projectIntention],
    ['Model providers', project.modelProviders.join(', ')],
    ['IDE/agents', project.ideAgents.join(', ')],
    ['Hosts/frameworks', project.hostsFrameworks.join(', ')],
    ['Stage', project.stage],
  ];
  return lines.filter(([, value]) => value?.trim()).map(([label, value]) => `${label}: ${value}`);
}

export function pendingRow(project: PendingProject, now: Date): PendingRow {
  const url = safeHttpUrl(project.projectUrl);
  return {
    id: project.id,
    projectName: project.projectName,
    description: project.description,
    tools: project.builderTool,
    url,
    urlLabel: url ? urlLabel(url) : null,
    submitted: submittedLabel(project.createdAt, now),
    judgeDetails: judgeDetails(project),
  };
}
