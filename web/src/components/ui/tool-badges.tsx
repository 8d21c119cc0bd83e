// 'built with' badges (spec §3 colour mapping, §9 display rules): colour by tool family (hosts and
// frameworks purple), text by toolBadgeText of domain/tools.ts (up to 12 characters upper-cased, longer
// names cut to 12 + '…' as spelled), at most `max` then '+N more', de-duplicated case-insensitively.
import { DEFAULT_MAX_BADGES, toolBadgeList } from '../../lib/project-tools';
import { fixedStyle, hStack, subtleBadge, useFixedStyles } from './fixed-style';

const LINE = hStack(1, { flexWrap: 'wrap' });
const LABEL = fixedStyle({ fontSize: 'xs', color: 'fg.muted' });
const HIDDEN_LABEL = fixedStyle({ fontSize: 'xs', color: 'fg.muted', srOnly: true });
const MORE = fixedStyle({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });

export interface ToolBadgesProps {
  /** Tool names; use projectTools(project) to merge builderTool and the v2 stacks. */
  tools: readonly string[];
  /** Badges before '+N more' (spec: 4 on desktop rows, 2 on launchpad mobile). */
  max?: number;
  /** Prefix 'built with' (screen-reader text only when false). Default true. */
  showLabel?: boolean;
}

export function ToolBadges({ tools, max = DEFAULT_MAX_BADGES, showLabel = true }: ToolBadgesProps) {
  const cls = useFixedStyles();
  const { badges, more } = toolBadgeList(tools, max);
  if (badges.length === 0) return null;
  return (
    <div className={cls(LINE)} data-testid="tool-badges">
      <span className={cls(showLabel ? LABEL : HIDDEN_LABEL)}>built with</span>
      {badges.map((badge) => (
        <span
          key={badge.name}
          className={cls(subtleBadge(badge.color))}
          title={badge.name}
          data-tool-color={badge.color}
        >
          {badge.label}
        </span>
      ))}
      {more > 0 ? <span className={cls(MORE)}>+{more} more</span> : null}
    </div>
  );
}
