// One project row for every list (spec §2): the chart, the launchpad, the archive and All Projects.
// One frame (the #project-{id} anchor, thumbnail, the name linking out in a new tab, http(s) only,
// description, built-with badges, vote, vibe, share) and each list's variations as props.
// layout 'chart': rank and movement, the name as a heading, flags, intention, two lines of
// description, builder and socials, peak and weeks, AI review and a details link; one DOM for both
// sizes, on mobile the actions wrap under the text and the title is cut to 40, the intention to 60.
// layout 'list': the description cut to 100 and 2 tool badges on mobile (4 on desktop), share on
// desktop only, the actions beside the text.
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { safeHttpUrl } from '@domain/url';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { AiReviewButton } from '../ui/ai-review-dialog';
import { BuilderLink } from '../ui/builder-link';
import { MovementBadge } from '../ui/movement-badge';
import { ProjectThumbnail } from '../ui/project-thumbnail';
import { SecurityBadge } from '../ui/security-badge';
import { ShareButton } from '../ui/share-button';
import type { SignInPrompt } from '../ui/sign-in-prompt';
import { SocialIcons } from '../ui/social-icons';
import { SpriteIcon } from '../ui/sprite-icon';
import { ToolBadges } from '../ui/tool-badges';
import { Tooltip } from '../ui/tooltip';
import { VibeButton } from '../ui/vibe-button';
import { VoteButton } from '../ui/vote-button';
import { weeksOnChartLabel } from '../../lib/chart-movement';
import { truncate } from '../../lib/display-text';
import { projectTools } from '../../lib/project-tools';
import { projectHashId } from '../../lib/use-hash-highlight';
import type { ProjectActions } from '../../lib/use-project-actions';
import { ChartFlags } from './row-badges';

export const MOBILE_TITLE_MAX = 40;
export const MOBILE_INTENTION_MAX = 60;
export const MOBILE_DESCRIPTION_CHARS = 100;

export interface ProjectRowProps {
  project: ListedProjectJson;
  /** The first rows load their thumbnails eagerly. */
  priority: boolean;
  layout: 'chart' | 'list';
  /** Chart: the time the movement ('submitted N days ago') is read at. */
  now?: Date;
  /** List: the thumbnail's desktop size (56 on mobile). */
  thumbnailPx?: 64 | 72;
  /** List: a column before the thumbnail (the archive's rank on desktop). */
  rankColumn?: ReactNode;
  /** List: badges on the name's line, before the name (NEW, '#rank') and after it (CHART, weeks). */
  badgesBefore?: ReactNode;
  badgesAfter?: ReactNode;
  /** List: 'by {builder}' under the tool badges. */
  builder?: boolean;
  /** List: the last line of small text ('Added today', '3 votes'), with its test id. */
  note?: { text: ReactNode; testId: string };
  /** Stable callbacks taking the project id (the chart's rows are memoised). */
  onVote: (id: string) => void;
  votePending: boolean;
  /** The page's toast for a signed-out vote (default the chart's). */
  voteSignIn?: SignInPrompt;
  /** A 'VOTE' button without a count (All Projects) instead of the arrow and count. */
  voteLabel?: boolean;
  /** No vibe button without it. */
  onVibe?: (id: string) => void;
  vibePending?: boolean;
  /** The page a share link opens on ('/', '/chart/{weekOf}', '/launchpad'); no share button without it. */
  sharePath?: string;
}

/** A row's vote and vibe from its page's useProjectActions. */
export function rowActions(actions: ProjectActions, id: string) {
  return {
    onVote: actions.vote,
    votePending: actions.votingId === id,
    onVibe: actions.vibe,
    vibePending: actions.vibingId === id,
  };
}

export const ProjectRow = memo(function ProjectRow(props: ProjectRowProps) {
  const { project, priority, layout, thumbnailPx = 64 } = props;
  const chart = layout === 'chart';
  return (
    <Box
      as="li"
      id={projectHashId(project.id)}
      {...(chart
        ? { 'data-testid': 'chart-row', 'data-project-id': project.id, 'data-rank': project.rank ?? undefined }
        : { 'data-project-row': '' })}
      py={3}
      px={{ base: 1, md: 2 }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      scrollMarginTop={chart ? '96px' : '24'}
      // The chart's rows off screen are not laid out until they near it. Their stand-in size is at least
      // a real row's (mobile 226–383 px, desktop 167–219 with 300 seeded projects): a smaller one let
      // a row's content overflow onto the next block, and contrast checkers (axe, Lighthouse) then
      // read the dark promo block below as the text's background.
      css={
        chart
          ? { contentVisibility: 'auto', containIntrinsicSize: { base: 'auto 384px', md: 'auto 224px' } }
          : undefined
      }
    >
      <Flex gap={{ base: 3, md: 4 }} align="flex-start" wrap={chart ? { base: 'wrap', md: 'nowrap' } : undefined}>
        {chart ? <ChartRank project={project} now={props.now} /> : props.rankColumn}
        <ProjectThumbnail project={project} size={{ base: 56, md: chart ? 72 : thumbnailPx }} priority={priority} />
        <Stack gap={1} flex="1" minW={0} flexBasis={chart ? { base: 'calc(100% - 124px)', md: 'auto' } : undefined}>
          {chart ? <ChartText project={project} /> : <ListText {...props} />}
        </Stack>
        <Actions {...props} />
      </Flex>
    </Box>
  );
});

function ChartRank({ project, now }: { project: ListedProjectJson; now?: Date }) {
  return (
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
        {project.rank ?? '–'}
      </Text>
      <MovementBadge chartStatus={project.chartStatus} createdAt={project.createdAt} now={now} />
    </Stack>
  );
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

function ChartText({ project }: { project: ListedProjectJson }) {
  const href = safeHttpUrl(project.projectUrl);
  const weeks = weeksOnChartLabel(project.weeksOnChart);
  const name = <Responsive text={project.projectName} max={MOBILE_TITLE_MAX} />;
  return (
    <>
      <Flex gap={2} align="center" wrap="wrap">
        <Text
          as="h2"
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="short"
          data-testid="project-name"
        >
          {href ? (
            // At least 24 px tall: a link's target size (WCAG 2.5.8), the line box alone is 22.
            <Link href={href} target="_blank" rel="noopener noreferrer" color="fg" minH="24px">
              {name}
              <Text as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Text>
            </Link>
          ) : (
            name
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
    </>
  );
}

function ListText({ project, badgesBefore, badgesAfter, builder, note }: ProjectRowProps) {
  const href = safeHttpUrl(project.projectUrl);
  const tools = projectTools(project);
  return (
    <>
      <HStack gap={2} wrap="wrap">
        {badgesBefore}
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" fontWeight="bold" fontSize={{ md: 'lg' }}>
            {project.projectName}
          </Link>
        ) : (
          <Text as="span" fontWeight="bold" fontSize={{ md: 'lg' }}>
            {project.projectName}
          </Text>
        )}
        {badgesAfter}
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
      {builder ? <BuilderLink project={project} /> : null}
      {note ? (
        <Text fontSize="xs" color="fg.muted" data-testid={note.testId}>
          {note.text}
        </Text>
      ) : null}
    </>
  );
}

function Actions(props: ProjectRowProps) {
  const { project, layout, onVote, votePending, voteSignIn, voteLabel, onVibe, vibePending, sharePath } = props;
  const chart = layout === 'chart';
  const placement = chart ? 'top' : 'top-end';
  const share = sharePath ? <ShareButton project={project} path={sharePath} tooltipPlacement="top-end" /> : null;
  const buttons = (
    <>
      <VoteButton
        projectName={project.projectName}
        count={voteLabel ? undefined : project.voteCount}
        variant={voteLabel ? 'label' : 'icon'}
        pending={votePending}
        onVote={() => onVote(project.id)}
        signInPrompt={voteSignIn}
        tooltipPlacement={placement}
      />
      {onVibe ? (
        <VibeButton
          projectName={project.projectName}
          count={project.vibeCount}
          pending={vibePending}
          onVibe={() => onVibe(project.id)}
          tooltipPlacement={placement}
        />
      ) : null}
    </>
  );
  if (!chart) {
    return (
      <Flex gap={2} direction={{ base: 'column', md: 'row' }} align="center" flexShrink={0}>
        {buttons}
        {share ? <Box hideBelow="md">{share}</Box> : null}
      </Flex>
    );
  }
  return (
    <HStack
      gap={1}
      flexShrink={0}
      w={{ base: '100%', md: 'auto' }}
      justify={{ base: 'flex-end', md: 'flex-start' }}
      align="center"
      data-testid="row-actions"
    >
      <AiReviewButton project={project} />
      {buttons}
      {share}
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
            <SpriteIcon name="chart-line" />
          </RouterLink>
        </Link>
      </Tooltip>
    </HStack>
  );
}
