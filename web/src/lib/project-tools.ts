// A project's 'built with' badges (docs/product.md#data, #limits-and-constants): every tool it
// names, at most `max` then '+N more'.
import type { ToolColor } from '@domain/tools';
import { parseBuilderTool, toolBadgeText, toolColor } from '@domain/tools';
import type { ProjectLike } from './project-like';

export const DEFAULT_MAX_BADGES = 4;

/** Every tool a project names (builderTool in any of its three shapes, then v2 stacks), de-duplicated. */
export function projectTools(
  project: Pick<ProjectLike, 'builderTool' | 'modelProviders' | 'ideAgents' | 'hostsFrameworks'>,
): string[] {
  return parseBuilderTool([
    ...parseBuilderTool(project.builderTool),
    ...(project.modelProviders ?? []),
    ...(project.ideAgents ?? []),
    ...(project.hostsFrameworks ?? []),
  ]);
}

export interface ToolBadge {
  name: string;
  /** toolBadgeText (domain/tools.ts): the badge rule of docs/product.md#limits-and-constants, written once. */
  label: string;
  color: ToolColor;
}

/** The badges to show (at most `max`) and how many more there are ('+N more'). */
export function toolBadgeList(
  tools: readonly string[],
  max: number = DEFAULT_MAX_BADGES,
): { badges: ToolBadge[]; more: number } {
  const unique = parseBuilderTool([...tools]);
  const limit = Math.max(0, Math.floor(max));
  return {
    badges: unique.slice(0, limit).map((name) => ({ name, label: toolBadgeText(name), color: toolColor(name) })),
    more: Math.max(0, unique.length - limit),
  };
}
