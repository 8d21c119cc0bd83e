// One chart row (spec §2 Chart): rank + movement, thumbnail, name (out, new tab), intention,
// description, built-with badges, builder + socials + collaborator hand, peak, weeks, AI score,
// vote, vibe, share and a link to the project page. One DOM for both layouts: on mobile the actions
// wrap under the text, the title is cut to 40 and the intention to 60 characters.
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { safeHttpUrl } from '@domain/url';
import { memo } from 'react';
import { FaChartLine } from 'react-icons/fa6';
import { Link as RouterLink } from 'react-router';
import { AiReviewButton } from '../../../components/ui/ai-review-dialog';
import { BuilderLink } from '../../../components/ui/builder-link';
import { ChartFlags } from '../../../components/ui/chart-flags';
import { MovementBadge } from '../../../components/ui/movement-badge';
import { projectHashId, projectTools, truncate, weeksOnChartLabel } from '../../../components/ui/project-display';
import { ProjectThumbnail } from '../../../components/ui/project-thumbnail';
import { SecurityBadge } from '../../../components/ui/security-badge';
import { ShareButton } from '../../../components/ui/share-button';
import { SocialIcons } from '../../../components/ui/social-icons';
import { ToolBadges } from '../../../components/ui/tool-badges';
import { Tooltip } from '../../../components/ui/tooltip';
import { VibeButton } from '../../../components/ui/vibe-button';
import { VoteButton } from '../../../components/ui/vote-button';

export const MOBILE_TITLE_MAX = 40;
export const MOBILE_INTENTION_MAX = 60;

export interface ChartRowItemProps {
  project: ListedProjectJson;
  /** Position on the list (0-based): the first rows load their thumbnails eagerly. */
  index: number;
  priority: boolean;
  now: Date;
  /** Page the share link opens on ('/' or '/chart/{weekOf}'). */
  sharePath: string;
  votePending: boolean;
  vibePending: boolean;
  onVote: (id: string) => void;
  onVibe: (id: string) => void;
}

/** Full text on desktop, cut text on mobile (only when it differs). */
function Responsive({ text, max }: { text: string; max: number }) {
  const cut = truncate(text, max);
  if (cut === text) return <>{text}</>;
  return (
    <>
      <Box as="span" hideBelow="md">
        {text}
      </Box>
      <Box as="span" hideFrom="md" title={text}>
        {cut}
      </Box>
    </>
  );
}

export const ChartRowItem = memo(function ChartRowItem({
  project,
  priority,
  now,
  sharePath,
  votePending,
  vibePending,
  onVote,
  onVibe,
}: ChartRowItemProps) {
  const href = safeHttpUrl(project.projectUrl);
  const rank = project.rank;
  const weeks = weeksOnChartLabel(project.weeksOnChart);
  return (
    <Box
      as="li"
      id={projectHashId(project.id)}
      data-testid="chart-row"
      data-project-id={project.id}
      data-rank={rank ?? undefined}
      py={3}
      px={{ base: 1, md: 2 }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      scrollMarginTop="96px"
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 180px' }}
    >
      <Flex gap={{ base: 3, md: 4 }} align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Stack w={{ base: '44px', md: '64px' }} align="center" gap={1} flexShrink={0}>
          <Text
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="black"
            lineHeight="1"
            fontVariantNumeric="tabular-nums"
            data-testid="rank"
          >
            <Text as="span" srOnly>
              Rank{' '}
            </Text>
            {rank ?? '–'}
          </Text>
          <MovementBadge chartStatus={project.chartStatus} createdAt={project.createdAt} now={now} />
        </Stack>
        <ProjectThumbnail project={project} size={{ base: 56, md: 72 }} priority={priority} />
        <Stack gap={1} flex="1" minW={0} flexBasis={{ base: 'calc(100% - 124px)', md: 'auto' }}>
          <Flex gap={2} align="center" wrap="wrap">
            <Text
              as="h2"
              fontWeight="bold"
              fontSize={{ base: 'md', md: 'lg' }}
              lineHeight="short"
              data-testid="project-name"
            >
              {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" color="fg">
                  <Responsive text={project.projectName} max={MOBILE_TITLE_MAX} />
                  <Text as="span" srOnly>
                    {' '}
                    (opens in a new tab)
                  </Text>
                </Link>
              ) : (
                <Responsive text={project.projectName} max={MOBILE_TITLE_MAX} />
              )}
            </Text>
            <ChartFlags isHot={project.isHot} isNew={project.isNew} />
            {project.isSecurityVerified ? <SecurityBadge /> : null}
          </Flex>
          {project.projectIntention ? (
            <Text fontSize="sm" fontStyle="italic" color="fg.muted" data-testid="intention">
              <Responsive text={project.projectIntention} max={MOBILE_INTENTION_MAX} />
            </Text>
          ) : null}
          <Text fontSize="sm" lineClamp={2} data-testid="description">
            {project.description}
          </Text>
          <ToolBadges tools={projectTools(project)} />
          <Flex gap={2} align="center" wrap="wrap">
            <BuilderLink project={project} />
            <SocialIcons project={project} />
          </Flex>
          <HStack gap={3} fontSize="xs" color="fg.muted" fontWeight="medium">
            {project.peakRank ? <span data-testid="peak">peak #{project.peakRank}</span> : null}
            {weeks ? (
              <span data-testid="weeks" title="Weeks on chart">
                {weeks}
              </span>
            ) : null}
          </HStack>
        </Stack>
        <HStack
          gap={1}
          flexShrink={0}
          w={{ base: '100%', md: 'auto' }}
          justify={{ base: 'flex-end', md: 'flex-start' }}
          align="center"
          data-testid="row-actions"
        >
          <AiReviewButton project={project} />
          <VoteButton
            projectName={project.projectName}
            count={project.voteCount}
            pending={votePending}
            onVote={() => onVote(project.id)}
          />
          <VibeButton
            projectName={project.projectName}
            count={project.vibeCount}
            pending={vibePending}
            onVibe={() => onVibe(project.id)}
          />
          <ShareButton project={project} path={sharePath} tooltipPlacement="top-end" />
          <Tooltip content="Rank history and details" placement="top-end">
            <Link
              asChild
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              minW="48px"
              minH="48px"
              color="fg.muted"
              rounded="l2"
            >
              <RouterLink
                to={`/p/${encodeURIComponent(project.id)}`}
                aria-label={`Details and rank history of ${project.projectName}`}
              >
                <FaChartLine aria-hidden="true" />
              </RouterLink>
            </Link>
          </Tooltip>
        </HStack>
      </Flex>
    </Box>
  );
});
