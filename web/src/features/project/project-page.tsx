// /p/:id (beyond the spec, decisions.md): one project with its AI Judge review and its rank history.
import { Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { safeHttpUrl } from '@domain/url';
import { Link as RouterLink, useParams } from 'react-router';
import { AiReviewDetails } from '../../components/ui/ai-review-dialog-content';
import { BuilderLink } from '../../components/ui/builder-link';
import { MovementBadge } from '../../components/ui/movement-badge';
import { projectTools } from '../../lib/project-tools';
import { truncate } from '../../lib/display-text';
import { weeksOnChartLabel } from '../../lib/chart-movement';
import { ProjectThumbnail } from '../../components/ui/project-thumbnail';
import { SecurityBadge } from '../../components/ui/security-badge';
import { ShareButton } from '../../components/ui/share-button';
import { SocialIcons } from '../../components/ui/social-icons';
import { ToolBadges } from '../../components/ui/tool-badges';
import { VibeButton } from '../../components/ui/vibe-button';
import { VoteButton } from '../../components/ui/vote-button';
import { ApiError } from '../../lib/api-error';
import { JsonLd, PageMeta } from '../../lib/seo';
import { QUERY_KEYS } from '../../lib/query-keys';
import { useProjectActions } from '../../lib/use-project-actions';
import { useProject } from './api/get-project';
import { useProjectHistory } from './api/get-project-history';
import { EmbedBadge } from './components/embed-badge';
import { RankHistoryChart } from './components/rank-history-chart';

export const PROJECT_NOT_FOUND = 'Project not found';

function NotFound() {
  return (
    <Stack align="center" textAlign="center" gap={3} py={16} data-testid="project-not-found">
      <PageMeta title={`${PROJECT_NOT_FOUND} — ${PRODUCT_NAME}`} noindex />
      <Heading as="h1" size="xl">
        {PROJECT_NOT_FOUND}
      </Heading>
      <Text color="fg.muted">This project might have been removed or is no longer available.</Text>
      <Button asChild minH="48px">
        <RouterLink to="/">View Chart</RouterLink>
      </Button>
    </Stack>
  );
}

function History({ id, projectName }: { id: string; projectName: string }) {
  const history = useProjectHistory(id);
  if (history.isPending) return <Text color="fg.muted">Loading rank history…</Text>;
  if (history.isError) return <Text color="fg.muted">Unable to load the rank history. Please try again.</Text>;
  if (history.data.length === 0) {
    return (
      <Text color="fg.muted" data-testid="rank-history-empty">
        Not on a published chart yet.
      </Text>
    );
  }
  return <RankHistoryChart history={history.data} projectName={projectName} />;
}

export function ProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  // Votes the chart's way (its toasts); refreshes this project and the chart.
  const actions = useProjectActions({ page: 'chart', refresh: [[...QUERY_KEYS.project, id], QUERY_KEYS.currentChart] });

  if (project.isPending) {
    return (
      <Text color="fg.muted" py={16} textAlign="center" aria-busy="true">
        Loading project…
      </Text>
    );
  }
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <NotFound />;
    return (
      <Stack role="alert" align="center" textAlign="center" gap={2} py={16}>
        <PageMeta title={`${PRODUCT_NAME}`} noindex />
        <Text fontWeight="black" fontSize="xl">
          CONNECTION ERROR
        </Text>
        <Text color="fg.muted">Unable to load projects. Please try again.</Text>
        <Button minH="48px" onClick={() => void project.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }

  const p = project.data;
  const href = safeHttpUrl(p.projectUrl);
  const weeks = weeksOnChartLabel(p.weeksOnChart);
  const description = truncate(`${p.projectName}: ${p.description}`, 160);
  return (
    <Stack as="article" gap={8} aria-labelledby="project-heading">
      <PageMeta
        title={`${p.projectName} — ${PRODUCT_NAME}`}
        description={description}
        ogType="article"
        ogImage={{ project: p.id }}
      />
      <JsonLd
        id="jsonld-project"
        data={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: p.projectName,
          description: p.description,
          ...(href ? { url: href } : {}),
        }}
      />
      <Flex gap={6} direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'flex-start' }}>
        <ProjectThumbnail project={p} size={{ base: 160, md: 200 }} priority />
        <Stack gap={2} flex="1" minW={0}>
          <HStack gap={3} wrap="wrap">
            {p.rank ? (
              <Text fontWeight="black" fontSize="2xl" data-testid="rank">
                #{p.rank}
              </Text>
            ) : null}
            <MovementBadge chartStatus={p.chartStatus} createdAt={p.createdAt} />
            {p.isSecurityVerified ? <SecurityBadge /> : null}
          </HStack>
          <Heading as="h1" id="project-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
            {p.projectName}
          </Heading>
          {p.projectIntention ? (
            <Text fontStyle="italic" color="fg.muted">
              {p.projectIntention}
            </Text>
          ) : null}
          <Text>{p.description}</Text>
          <ToolBadges tools={projectTools(p)} max={8} />
          <Flex gap={2} align="center" wrap="wrap">
            <BuilderLink project={p} />
            <SocialIcons project={p} />
          </Flex>
          <HStack gap={3} fontSize="sm" color="fg.muted">
            {p.peakRank ? <span>peak #{p.peakRank}</span> : null}
            {weeks ? <span>{weeks} on chart</span> : null}
          </HStack>
          <HStack gap={2} wrap="wrap" pt={2}>
            {href ? (
              <Button asChild minH="48px" fontWeight="black">
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  Visit project
                  <Text as="span" srOnly>
                    (opens in a new tab)
                  </Text>
                </Link>
              </Button>
            ) : null}
            <VoteButton
              projectName={p.projectName}
              count={p.voteCount}
              pending={actions.votingId !== null}
              onVote={() => actions.vote(p.id)}
            />
            <VibeButton
              projectName={p.projectName}
              count={p.vibeCount}
              pending={actions.vibingId !== null}
              onVibe={() => actions.vibe(p.id)}
            />
            <ShareButton project={p} path={`/p/${encodeURIComponent(p.id)}`} />
          </HStack>
        </Stack>
      </Flex>
      <Box
        as="section"
        aria-labelledby="review-heading"
        borderWidth="1px"
        borderColor="border"
        rounded="lg"
        p={{ base: 4, md: 6 }}
      >
        <Heading as="h2" id="review-heading" size="lg" mb={3}>
          AI Judge Review
        </Heading>
        <AiReviewDetails project={p} />
      </Box>
      <Box as="section" aria-labelledby="history-heading">
        <Heading as="h2" id="history-heading" size="lg" mb={3}>
          Rank history
        </Heading>
        <History id={p.id} projectName={p.projectName} />
      </Box>
      <EmbedBadge id={p.id} projectName={p.projectName} />
    </Stack>
  );
}
