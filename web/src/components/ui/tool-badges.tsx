// 'built with' badges: colour by tool family (hosts and frameworks purple), text by toolBadgeText of
// domain/tools.ts (up to 12 characters upper-cased, longer names cut to 12 + '…' as spelled), at most
// `max` then '+N more', de-duplicated case-insensitively. With `mobileMax`, the badges past it are
// hidden below the md breakpoint by CSS (one copy of each badge in the page) and each size says its
// own '+N more'.
import { cx } from 'styled-system/css';
import { projectMeta } from 'styled-system/recipes';
import { DEFAULT_MAX_BADGES, toolBadgeList } from '../../lib/project-tools';
import { SUBTLE_BADGE } from './badges';
import { BELOW_MD, FROM_MD } from './styles';

const S = projectMeta();

export interface ToolBadgesProps {
  /** Tool names; use projectTools(project) to merge builderTool and the v2 stacks. */
  tools: readonly string[];
  /** Badges before '+N more' (4 on desktop rows). */
  max?: number;
  /** Below the md breakpoint only this many (the launchpad's 2 on phones), and no visible label. */
  mobileMax?: number;
  /** Prefix 'built with' (screen-reader text only when false). Default true. */
  showLabel?: boolean;
}

export function ToolBadges({ tools, max = DEFAULT_MAX_BADGES, mobileMax, showLabel = true }: ToolBadgesProps) {
  const { badges, more } = toolBadgeList(tools, max);
  if (badges.length === 0) return null;
  const small = mobileMax === undefined ? max : Math.min(mobileMax, max);
  const moreOnMobile = more + Math.max(0, badges.length - small);
  const label = !showLabel ? S.toolsLabelHidden : mobileMax === undefined ? S.toolsLabel : S.toolsLabelFromMd;
  return (
    <div className={S.tools} data-testid="tool-badges">
      <span className={label}>built with</span>
      {badges.map((badge, index) => (
        <span
          key={badge.name}
          className={index < small ? SUBTLE_BADGE[badge.color] : cx(SUBTLE_BADGE[badge.color], FROM_MD)}
          title={badge.label === badge.name.toUpperCase() ? undefined : badge.name}
          data-tool-color={badge.color}
        >
          {badge.label}
        </span>
      ))}
      {moreOnMobile === more ? (
        more > 0 ? (
          <span className={S.more}>+{more} more</span>
        ) : null
      ) : (
        <>
          <span className={cx(S.more, BELOW_MD)}>+{moreOnMobile} more</span>
          {more > 0 ? <span className={cx(S.more, FROM_MD)}>+{more} more</span> : null}
        </>
      )}
    </div>
  );
}
