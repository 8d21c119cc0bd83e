// One All Projects row (spec §2): chart rank when the project is on the current chart, thumbnail,
// the name linking out (http(s) only), description, tool badges, votes and a VOTE button.
import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { safeHttpUrl } from '@domain/url';
import { projectHashId, projectTools, truncate } from '../../../components/ui/project-display';
import { ProjectThumbnail } from '../../../components/ui/project-thumbnail';
import { ALL_PROJECTS_VOTE_SIGN_IN } from '../../../components/ui/sign-in-prompt';
import { ToolBadges } from '../../../components/ui/tool-badges';
import { VoteButton } from '../../../components/ui/vote-button';
import { useAllProjectsVote } from '../api/post-all-projects-vote';

const MOBILE_DESCRIPTION_CHARS = 100;

export function AllProjectsRow({ project, priority }: { project: ListedProjectJson; priority: boolean }) {
  const { vote, pending } = useAllProjectsVote(project.id);
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
        <ProjectThumbnail project={project} size={{ base: 56, md: 64 }} priority={priority} />
        <Stack gap={1} flex="1" minW={0}>
          <HStack gap={2} wrap="wrap">
            {project.currentRank !== null ? (
              <Badge colorPalette="orange" variant="solid" size="sm" fontWeight="black" bg="orange.700">
                <span aria-hidden="true" data-testid="rank-badge">
                  #{project.currentRank}
                </span>
                <Text as="span" srOnly>
                  Rank {project.currentRank} on this week's chart
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
          <Text fontSize="xs" color="fg.muted" data-testid="votes">
            {project.voteCount} {project.voteCount === 1 ? 'vote' : 'votes'}
          </Text>
        </Stack>
        <Box flexShrink={0}>
          <VoteButton
            projectName={project.projectName}
            variant="label"
            pending={pending}
            onVote={vote}
            signInPrompt={ALL_PROJECTS_VOTE_SIGN_IN}
            tooltipPlacement="top-end"
          />
        </Box>
      </Flex>
    </Box>
  );
}
