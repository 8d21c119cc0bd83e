// One archive row (spec §2 Archive): a rank column on desktop (current rank, else previous rank, if
// within 100) and a '#rank' badge on mobile, CHART for a project on the current chart, 'NW' when it
// spent more than a week on the chart, then the project, vote, vibe and share.
import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { safeHttpUrl } from '@domain/url';
import type { QueryKey } from '@tanstack/react-query';
import { BuilderLink } from '../../../components/ui/builder-link';
import { projectHashId, projectTools, truncate } from '../../../components/ui/project-display';
import { ProjectThumbnail } from '../../../components/ui/project-thumbnail';
import { ShareButton } from '../../../components/ui/share-button';
import { VOTE_SIGN_IN } from '../../../components/ui/sign-in-prompt';
import { ToolBadges } from '../../../components/ui/tool-badges';
import { VibeButton } from '../../../components/ui/vibe-button';
import { VoteButton } from '../../../components/ui/vote-button';
import { useListVoteActions } from '../../../lib/use-list-vote-actions';
import { archiveRank, archiveWeeksBadge, isOnCurrentChart } from '../archive-rows';

const MOBILE_DESCRIPTION_CHARS = 100;

interface ArchiveRowProps {
  project: ListedProjectJson;
  priority: boolean;
  /** The list query, refetched after a vote or vibe. */
  listKey: QueryKey;
}

export function ArchiveRow({ project, priority, listKey }: ArchiveRowProps) {
  const actions = useListVoteActions(project.id, listKey);
  const rank = archiveRank(project);
  const onChart = isOnCurrentChart(project);
  const weeks = archiveWeeksBadge(project.weeksOnChart);
  const href = safeHttpUrl(project.projectUrl);
  const tools = projectTools(project);
  const rankLabel = rank === null ? 'Not ranked' : onChart ? `Rank ${rank} this week` : `Last ranked ${rank}`;
  return (
    <Box
      as="li"
      id={projectHashId(project.id)}
      data-project-row=""
      py={3}
      px={{ base: 1, md: 2 }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      scrollMarginTop="24"
    >
      <Flex gap={{ base: 3, md: 4 }} align="flex-start">
        <Text
          hideBelow="md"
          w={12}
          flexShrink={0}
          textAlign="right"
          fontSize="2xl"
          fontWeight="black"
          color={onChart ? 'fg' : 'fg.muted'}
        >
          <span aria-hidden="true" data-testid="rank">
            {rank ?? '—'}
          </span>
          <Text as="span" srOnly>
            {rankLabel}
          </Text>
        </Text>
        <ProjectThumbnail project={project} size={{ base: 56, md: 64 }} priority={priority} />
        <Stack gap={1} flex="1" minW={0}>
          <HStack gap={2} wrap="wrap">
            {rank !== null ? (
              <Badge hideFrom="md" variant="outline" size="sm" fontWeight="black">
                <span aria-hidden="true" data-testid="rank-badge">
                  #{rank}
                </span>
                <Text as="span" srOnly>
                  {rankLabel}
                </Text>
              </Badge>
            ) : null}
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer" fontWeight="bold" fontSize={{ md: 'lg' }}>
                {project.projectName}
              </Link>
            ) : (
              <Text as="span" fontWeight="bold" fontSize={{ md: 'lg' }}>
                {project.projectName}
              </Text>
            )}
            {onChart ? (
              <Badge
                colorPalette="orange"
                variant="solid"
                size="sm"
                fontWeight="black"
                bg="orange.700"
                title="On this week's chart"
              >
                CHART
              </Badge>
            ) : null}
            {weeks ? (
              <Badge variant="subtle" size="sm" fontWeight="bold">
                <span aria-hidden="true" data-testid="weeks-badge">
                  {weeks}
                </span>
                <Text as="span" srOnly>
                  {weeks.slice(0, -1)} weeks on the chart
                </Text>
              </Badge>
            ) : null}
          </HStack>
          <Text hideFrom="md" color="fg.muted" fontSize="sm">
            {truncate(project.description, MOBILE_DESCRIPTION_CHARS)}
          </Text>
          <Text hideBelow="md" color="fg.muted" fontSize="sm">
            {project.description}
          </Text>
          <Box hideFrom="md">
            <ToolBadges tools={tools} max={2} showLabel={false} />
          </Box>
          <Box hideBelow="md">
            <ToolBadges tools={tools} max={4} />
          </Box>
          <BuilderLink project={project} />
        </Stack>
        <Flex gap={2} direction={{ base: 'column', md: 'row' }} align="center" flexShrink={0}>
          <VoteButton
            projectName={project.projectName}
            count={project.voteCount}
            pending={actions.votePending}
            onVote={actions.vote}
            signInPrompt={VOTE_SIGN_IN}
            tooltipPlacement="top-end"
          />
          <VibeButton
            projectName={project.projectName}
            count={project.vibeCount}
            pending={actions.vibePending}
            onVibe={actions.vibe}
            tooltipPlacement="top-end"
          />
          <Box hideBelow="md">
            <ShareButton project={project} path="/archive" tooltipPlacement="top-end" />
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
