// /my-page (docs/product.md#my-projects), behind <RequireUser>: the signed-in user's submissions.
import { Badge, Box, Button, Flex, Grid, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { safeHttpUrl } from '@domain/url';
import { css } from 'styled-system/css';
import { LoadFailed } from '../../components/ui/load-failed';
import { ProjectThumbnail } from '../../components/ui/project-thumbnail';
import { useCurrentYear } from '../../lib/first-render';
import { PageMeta } from '../../lib/seo';
import { MY_PAGE_DESCRIPTION, MY_PAGE_TITLE } from './my-page-meta';
import type { MySubmission } from './api/get-my-submissions';
import { useMySubmissions } from './api/get-my-submissions';
import { MakerEmailsToggle } from './components/maker-emails-toggle';
import {
  AI_SCORE_HELD_LABEL,
  AI_SCORE_HELD_NOTE,
  approvedStats,
  lastChartNote,
  statusBadge,
  submittedOn,
} from './my-projects';

const LOAD_FAILED = css({ gap: 2, py: 12 });

export function MyPage() {
  return <MyProjects />;
}

function MyProjects() {
  const query = useMySubmissions();
  return (
    <Stack as="section" aria-labelledby="my-projects-heading" gap={6}>
      <PageMeta title={MY_PAGE_TITLE} description={MY_PAGE_DESCRIPTION} noindex />
      <Heading as="h1" id="my-projects-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
        My Projects
      </Heading>
      <Text color="fg.muted" fontSize="sm" data-testid="editing-note">
        Editing coming soon — for now, please contact support for updates
      </Text>
      <MakerEmailsToggle />
      {query.isPending ? (
        <MyProjectsSkeleton />
      ) : query.isError ? (
        <LoadFailed
          title="Failed to load your projects"
          text="Please try refreshing the page"
          className={LOAD_FAILED}
        />
      ) : query.data.length === 0 ? (
        <Stack align="center" textAlign="center" gap={4} py={12}>
          <Text fontWeight="bold" fontSize="lg">
            No projects yet
          </Text>
          <Button asChild size="lg" minH="48px">
            <RouterLink to="/submit">Submit Project</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap={0} listStyleType="none" data-testid="my-projects">
          {query.data.map((project) => (
            <MyProjectRow key={project.id} project={project} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MyProjectsSkeleton() {
  return (
    <Stack as="ul" gap={0} aria-busy="true" aria-label="Loading your projects" listStyleType="none">
      {Array.from({ length: 3 }, (_, i) => (
        <Flex as="li" key={i} gap={4} py={4} borderBottomWidth="1px" borderColor="border.muted" align="center">
          <Skeleton w="64px" h="64px" rounded="md" flexShrink={0} />
          <Box flex="1">
            <Skeleton h={4} w="40%" mb={2} />
            <Skeleton h={3} w="75%" />
          </Box>
          <Skeleton h={5} w="80px" />
        </Flex>
      ))}
    </Stack>
  );
}

function MyProjectRow({ project }: { project: MySubmission }) {
  const badge = statusBadge(project.status);
  const stats = approvedStats(project);
  const lastChart = lastChartNote(project, useCurrentYear());
  const url = safeHttpUrl(project.projectUrl);
  return (
    <Grid
      as="li"
      templateColumns={{ base: '64px minmax(0, 1fr)', md: '64px minmax(0, 1fr) auto' }}
      columnGap={4}
      rowGap={3}
      py={4}
      borderBottomWidth="1px"
      borderColor="border.muted"
      alignItems="center"
      data-testid="my-project"
      data-status={project.status}
    >
      <ProjectThumbnail project={project} size="small" />
      <Stack gap={1} flex="1" minW={0}>
        <HStack gap={2} wrap="wrap">
          {url ? (
            <Link href={url} target="_blank" rel="noopener noreferrer" fontWeight="bold">
              {project.projectName}
            </Link>
          ) : (
            <Text fontWeight="bold">{project.projectName}</Text>
          )}
          <Badge colorPalette={badge.colorPalette} variant="solid" data-testid="status-badge">
            {badge.label}
          </Badge>
          {project.aiScoreHeld ? (
            <Badge colorPalette="orange" variant="subtle" data-testid="ai-score-held" title={AI_SCORE_HELD_NOTE}>
              {AI_SCORE_HELD_LABEL}
            </Badge>
          ) : null}
        </HStack>
        {project.aiScoreHeld ? (
          <Text fontSize="xs" color="fg.muted" data-testid="ai-score-held-note">
            {AI_SCORE_HELD_NOTE}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {project.description}
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          {submittedOn(project.createdAt)}
        </Text>
        {lastChart ? (
          <Text fontSize="xs" color="fg.muted" data-testid="last-chart">
            {lastChart}
          </Text>
        ) : null}
      </Stack>
      {stats.length > 0 ? (
        <HStack
          as="dl"
          gap={4}
          gridColumn={{ base: '1 / -1', md: 'auto' }}
          justify={{ base: 'flex-start', md: 'flex-end' }}
          data-testid="project-stats"
        >
          {stats.map((stat) => (
            <Box key={stat.label} textAlign="center">
              <Text as="dt" fontSize="2xs" color="fg.muted" fontWeight="bold" textTransform="uppercase">
                {stat.label}
              </Text>
              <Text as="dd" fontWeight="black" fontVariantNumeric="tabular-nums">
                {stat.value}
              </Text>
            </Box>
          ))}
        </HStack>
      ) : null}
    </Grid>
  );
}
