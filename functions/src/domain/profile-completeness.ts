// Profile completeness of a project (weights total 100: title 10, URL 10, summary 20, thumbnail 20,
// builder stack 15, links 15, stage 10). The submit form shows it as the maker types; a stored
// project whose profile is 100 % complete is featured on the launchpad: marked, and first among the
// projects that went live the same day.

export const COMPLETENESS_WEIGHTS = {
  title: 10,
  url: 10,
  summary: 20,
  thumbnail: 20,
  builderStack: 15,
  links: 15,
  stage: 10,
} as const;
export type CompletenessPart = keyof typeof COMPLETENESS_WEIGHTS;

/** The fields of a stored submission that count. */
export interface StoredProfile {
  projectName: string;
  projectUrl: string | null;
  description: string;
  thumbnailUrl: string | null;
  builderTool: readonly string[];
  modelProviders: readonly string[];
  ideAgents: readonly string[];
  hostsFrameworks: readonly string[];
  links: Readonly<Partial<Record<'website' | 'linkedin' | 'github' | 'x', string>>>;
  stage: string | null;
}

/**
 * Which parts of a stored project are done. Stored values passed validation when they were
 * submitted, so a part is done when it is there; the first form's tool list is its builder stack.
 */
export function storedProfileParts(s: StoredProfile): Record<CompletenessPart, boolean> {
  return {
    title: s.projectName.trim().length > 0,
    url: s.projectUrl !== null && s.projectUrl.length > 0,
    summary: s.description.trim().length > 0,
    thumbnail: s.thumbnailUrl !== null && s.thumbnailUrl.length > 0,
    builderStack: s.modelProviders.length + s.ideAgents.length + s.hostsFrameworks.length + s.builderTool.length > 0,
    links: Object.values(s.links).some((link) => typeof link === 'string' && link.length > 0),
    stage: s.stage !== null,
  };
}

export function completenessPercent(parts: Record<CompletenessPart, boolean>): number {
  return (Object.keys(COMPLETENESS_WEIGHTS) as CompletenessPart[]).reduce(
    (sum, key) => sum + (parts[key] ? COMPLETENESS_WEIGHTS[key] : 0),
    0,
  );
}

/** A 100 % profile: featured on the launchpad. */
export function isProfileComplete(s: StoredProfile): boolean {
  return completenessPercent(storedProfileParts(s)) === 100;
}
