// Display of one pending project in the admin table (spec §2 Admin dashboard): the URL only when it
// is http(s) (opened in a new tab), shown without its scheme and cut to a readable length.
import { safeHttpUrl } from '@domain/url';
import { submittedLabel } from '../../components/ui/project-display';
import type { PendingProject } from './api/get-pending-projects';

export const URL_LABEL_MAX = 40;

export interface PendingRow {
  id: string;
  projectName: string;
  description: string;
  tools: string[];
  /** A safe http(s) href, or null: other schemes are never rendered as links. */
  url: string | null;
  urlLabel: string | null;
  submitted: string;
}

export function urlLabel(url: string, max = URL_LABEL_MAX): string {
  const bare = url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
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
  };
}
