// Where a row's builder name and social icons link (docs/product.md#data), http(s) only.
import { safeHttpUrl } from '@domain/url';
import type { ProjectLike } from './project-like';

/** Where 'by {builder}' links: website, else linkedin, github, x, else socialProofUrl; http(s) only. */
export function builderHref(project: Pick<ProjectLike, 'links' | 'socialProofUrl'>): string | null {
  const links = project.links ?? {};
  for (const candidate of [links.website, links.linkedin, links.github, links.x, project.socialProofUrl]) {
    const safe = safeHttpUrl(candidate ?? null);
    if (safe) return safe;
  }
  return null;
}

export type SocialKind = 'linkedin' | 'x' | 'github' | 'website';
export const SOCIAL_LABELS: Record<SocialKind, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  website: 'Website',
};

/** The social icons a row shows, in the spec's order (LinkedIn, X, GitHub, Website), http(s) only. */
export function socialLinks(project: Pick<ProjectLike, 'links'>): { kind: SocialKind; href: string; label: string }[] {
  const links = project.links ?? {};
  const out: { kind: SocialKind; href: string; label: string }[] = [];
  for (const kind of ['linkedin', 'x', 'github', 'website'] as const) {
    const href = safeHttpUrl(links[kind] ?? null);
    if (href) out.push({ kind, href, label: SOCIAL_LABELS[kind] });
  }
  return out;
}
