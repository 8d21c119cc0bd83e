// One launchpad row (spec §2 Launchpad): NEW badge, thumbnail or 'NO IMG', the name linking out in a
// new tab (http(s) only), description (cut to 100 on mobile), tool badges (2 mobile / 4 desktop, then
// '+N more'), 'Added {time}', vote, vibe, and share on desktop only.
import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { safeHttpUrl } from '@domain/url';
import type { QueryKey } from '@tanstack/react-query';
import { ProjectThumbnail } from '../../../components/ui/project-thumbnail';
import { projectHashId, projectTools, relativeDayLabel, truncate } from '../../../components/ui/project-display';
import { ShareButton } from '../../../components/ui/share-button';
import { VOTE_SIGN_IN } from '../../../components/ui/sign-in-prompt';
import { ToolBadges } from '../../../components/ui/tool-badges';
import { VibeButton } from '../../../components/ui/vibe-button';
import { VoteButton } from '../../../components/ui/vote-button';
import { useDayZone } from '../../../lib/first-render';
import { useListVoteActions } from '../../../lib/use-list-vote-actions';

export const MOBILE_DESCRIPTION_CHARS = 100;

interface LaunchpadRowProps {
  project: ListedProjectJson;
  now: Date;
  /** The first rows load their thumbnails eagerly. */
  priority: boolean;
  /** The list query, refetched after a vote or vibe. */
  listKey: QueryKey;
}

export function LaunchpadRow({ project, now, priority, listKey }: LaunchpadRowProps) {
  const actions = useListVoteActions(project.id, listKey);
  const dayZone = useDayZone();
  const href = safeHttpUrl(project.projectUrl);
  const tools = projectTools(project);
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
        <ProjectThumbnail project={project} size={{ base: 56, md: 72 }} priority={priority} />
        <Stack gap={1} flex="1" minW={0}>
          <HStack gap={2} wrap="wrap">
            <Badge colorPalette="green" variant="solid" size="sm" fontWeight="black" bg="green.700">
              NEW
            </Badge>
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer" fontWeight="bold" fontSize={{ md: 'lg' }}>
                {project.projectName}
              </Link>
            ) : (
              <Text as="span" fontWeight="bold" fontSize={{ md: 'lg' }}>
                {project.projectName}
              </Text>
            )}
          </HStack>
          <Text hideFrom="md" color="fg.muted" fontSize="sm" data-testid="description-mobile">
            {truncate(project.description, MOBILE_DESCRIPTION_CHARS)}
          </Text>
          <Text hideBelow="md" color="fg.muted" fontSize="sm" data-testid="description">
            {project.description}
          </Text>
          <Box hideFrom="md">
            <ToolBadges tools={tools} max={2} showLabel={false} />
          </Box>
          <Box hideBelow="md">
            <ToolBadges tools={tools} max={4} />
          </Box>
          <Text fontSize="xs" color="fg.muted" data-testid="added">
            Added {relativeDayLabel(project.createdAt, now, dayZone)}
          </Text>
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
            <ShareButton project={project} path="/launchpad" tooltipPlacement="top-end" />
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
