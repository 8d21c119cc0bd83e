// 'built with' badges (spec §3 colour mapping, §9 display rules): colour by tool family (hosts and
// frameworks purple), text by toolBadgeText of domain/tools.ts (up to 12 characters upper-cased, longer
// names cut to 12 + '…' as spelled), at most `max` then '+N more', de-duplicated case-insensitively.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { DEFAULT_MAX_BADGES, toolBadgeList } from '../../lib/project-tools';

export interface ToolBadgesProps {
  /** Tool names; use projectTools(project) to merge builderTool and the v2 stacks. */
  tools: readonly string[];
  /** Badges before '+N more' (spec: 4 on desktop rows, 2 on launchpad mobile). */
  max?: number;
  /** Prefix 'built with' (screen-reader text only when false). Default true. */
  showLabel?: boolean;
}

export function ToolBadges({ tools, max = DEFAULT_MAX_BADGES, showLabel = true }: ToolBadgesProps) {
  const { badges, more } = toolBadgeList(tools, max);
  if (badges.length === 0) return null;
  return (
    <HStack gap={1} wrap="wrap" align="center" data-testid="tool-badges">
      <Text as="span" fontSize="xs" color="fg.muted" srOnly={!showLabel}>
        built with
      </Text>
      {badges.map((badge) => (
        <Badge
          key={badge.name}
          colorPalette={badge.color}
          variant="subtle"
          size="sm"
          title={badge.name}
          data-tool-color={badge.color}
          fontWeight="bold"
        >
          {badge.label}
        </Badge>
      ))}
      {more > 0 ? (
        <Text as="span" fontSize="xs" color="fg.muted" fontWeight="medium">
          +{more} more
        </Text>
      ) : null}
    </HStack>
  );
}
