// One project row for every list (spec §2): the chart, the launchpad, the archive and All Projects.
// One frame (the #project-{id} anchor, thumbnail, the name linking out in a new tab, http(s) only,
// description, built-with badges, vote, vibe, share) and each list's variations as props.
// layout 'chart': rank and movement, the name as a heading, flags, intention, two lines of
// description, builder and socials, peak and weeks, AI review and a details link; one DOM for both
// sizes, on mobile the actions wrap under the text and the title is cut to 40, the intention to 60.
// layout 'list': the description cut to 100 and 2 tool badges on mobile (4 on desktop), share on
// desktop only, the actions beside the text.
// Styled by fixed styles (ui/fixed-style.ts), not Chakra's style props: a chart renders 100 of these
// rows, ~30 elements each, and resolving props per element was most of the page's hydration.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { safeHttpUrl } from '@domain/url';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { AiReviewButton } from '../ui/ai-review-dialog';
import { BuilderLink } from '../ui/builder-link';
import type { FixedStyle } from '../ui/fixed-style';
import { BELOW_MD, FROM_MD, SR_ONLY, fixedRecipeStyle, fixedStyle, hStack, useFixedStyles } from '../ui/fixed-style';
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

const ROW_FRAME: SystemStyleObject = {
  py: 3,
  px: { base: 1, md: 2 },
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
};
const S = {
  // The chart's rows off screen are not laid out until they near it. Their stand-in size is at least
  // a real row's (mobile 226–383 px, desktop 167–219 with 300 seeded projects): a smaller one let
  // a row's content overflow onto the next block, and contrast checkers (axe, Lighthouse) then
  // read the dark promo block below as the text's background.
  chartRow: fixedStyle(ROW_FRAME, {
    scrollMarginTop: '96px',
    contentVisibility: 'auto',
    containIntrinsicSize: { base: 'auto 384px', md: 'auto 224px' },
  }),
  listRow: fixedStyle(ROW_FRAME, { scrollMarginTop: '24' }),
  chartFrame: fixedStyle({
    display: 'flex',
    gap: { base: 3, md: 4 },
    alignItems: 'flex-start',
    flexWrap: { base: 'wrap', md: 'nowrap' },
  }),
  listFrame: fixedStyle({ display: 'flex', gap: { base: 3, md: 4 }, alignItems: 'flex-start' }),
  chartText: fixedStyle({
    display: 'flex',
    flexDirection: 'column',
    gap: 1,
    flex: '1',
    minW: 0,
    flexBasis: { base: 'calc(100% - 124px)', md: 'auto' },
  }),
  listText: fixedStyle({ display: 'flex', flexDirection: 'column', gap: 1, flex: '1', minW: 0 }),
  rankColumn: fixedStyle({
    display: 'flex',
    flexDirection: 'column',
    w: { base: '44px', md: '64px' },
    alignItems: 'center',
    gap: 1,
    flexShrink: 0,
  }),
  rank: fixedStyle({
    fontSize: { base: '2xl', md: '3xl' },
    fontWeight: 'black',
    lineHeight: '1',
    fontVariantNumeric: 'tabular-nums',
  }),
  wrapLine: fixedStyle({ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }),
  name: fixedStyle({ fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' }, lineHeight: 'short' }),
  // At least 24 px tall: a link's target size (WCAG 2.5.8), the line box alone is 22.
  nameLink: fixedRecipeStyle('link', {}, { color: 'fg', minH: '24px' }),
  intention: fixedStyle({ fontSize: 'sm', fontStyle: 'italic', color: 'fg.muted' }),
  description: fixedStyle({ fontSize: 'sm', lineClamp: 2 }),
  stats: hStack(3, { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' }),
  listName: hStack(2, { flexWrap: 'wrap' }),
  listNameLink: fixedRecipeStyle('link', {}, { fontWeight: 'bold', fontSize: { md: 'lg' } }),
  listNameText: fixedStyle({ fontWeight: 'bold', fontSize: { md: 'lg' } }),
  mobileDescription: fixedStyle({ hideFrom: 'md', color: 'fg.muted', fontSize: 'sm' }),
  desktopDescription: fixedStyle({ hideBelow: 'md', color: 'fg.muted', fontSize: 'sm' }),
  note: fixedStyle({ fontSize: 'xs', color: 'fg.muted' }),
  listActions: fixedStyle({
    display: 'flex',
    gap: 2,
    flexDirection: { base: 'column', md: 'row' },
    alignItems: 'center',
    flexShrink: 0,
  }),
  chartActions: hStack(1, {
    flexShrink: 0,
    w: { base: '100%', md: 'auto' },
    justifyContent: { base: 'flex-end', md: 'flex-start' },
  }),
  detailsLink: fixedRecipeStyle(
    'link',
    {},
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minW: '48px',
      minH: '48px',
      color: 'fg.muted',
      rounded: 'l2',
    },
  ),
} satisfies Record<string, FixedStyle>;

export const ProjectRow = memo(function ProjectRow(props: ProjectRowProps) {
  const { project, priority, layout, thumbnailPx = 64 } = props;
  const chart = layout === 'chart';
  const cls = useFixedStyles();
  return (
    <li
      id={projectHashId(project.id)}
      {...(chart
        ? { 'data-testid': 'chart-row', 'data-project-id': project.id, 'data-rank': project.rank ?? undefined }
        : { 'data-project-row': '' })}
      className={cls(chart ? S.chartRow : S.listRow)}
    >
      <div className={cls(chart ? S.chartFrame : S.listFrame)}>
        {chart ? <ChartRank project={project} now={props.now} /> : props.rankColumn}
        <ProjectThumbnail project={project} size={{ base: 56, md: chart ? 72 : thumbnailPx }} priority={priority} />
        <div className={cls(chart ? S.chartText : S.listText)}>
          {chart ? <ChartText project={project} /> : <ListText {...props} />}
        </div>
        <Actions {...props} />
      </div>
    </li>
  );
});

function ChartRank({ project, now }: { project: ListedProjectJson; now?: Date }) {
  const cls = useFixedStyles();
  return (
    <div className={cls(S.rankColumn)}>
      <p className={cls(S.rank)} data-testid="rank">
        <span className={cls(SR_ONLY)}>Rank </span>
        {project.rank ?? '–'}
      </p>
      <MovementBadge chartStatus={project.chartStatus} createdAt={project.createdAt} now={now} />
    </div>
  );
}

/** Full text on desktop, cut text on mobile (only when it differs). */
function Responsive({ text, max }: { text: string; max: number }) {
  const cls = useFixedStyles();
  const cut = truncate(text, max);
  if (cut === text) return <>{text}</>;
  return (
    <>
      <span className={cls(FROM_MD)}>{text}</span>
      <span className={cls(BELOW_MD)} title={text}>
        {cut}
      </span>
    </>
  );
}

function ChartText({ project }: { project: ListedProjectJson }) {
  const cls = useFixedStyles();
  const href = safeHttpUrl(project.projectUrl);
  const weeks = weeksOnChartLabel(project.weeksOnChart);
  const name = <Responsive text={project.projectName} max={MOBILE_TITLE_MAX} />;
  return (
    <>
      <div className={cls(S.wrapLine)}>
        <h2 className={cls(S.name)} data-testid="project-name">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={cls(S.nameLink)}>
              {name}
              <span className={cls(SR_ONLY)}> (opens in a new tab)</span>
            </a>
          ) : (
            name
          )}
        </h2>
        <ChartFlags isHot={project.isHot} isNew={project.isNew} />
        {project.isSecurityVerified ? <SecurityBadge /> : null}
      </div>
      {project.projectIntention ? (
        <p className={cls(S.intention)} data-testid="intention">
          <Responsive text={project.projectIntention} max={MOBILE_INTENTION_MAX} />
        </p>
      ) : null}
      <p className={cls(S.description)} data-testid="description">
        {project.description}
      </p>
      <ToolBadges tools={projectTools(project)} />
      <div className={cls(S.wrapLine)}>
        <BuilderLink project={project} />
        <SocialIcons project={project} />
      </div>
      <div className={cls(S.stats)}>
        {project.peakRank ? <span data-testid="peak">peak #{project.peakRank}</span> : null}
        {weeks ? (
          <span data-testid="weeks" title="Weeks on chart">
            {weeks}
          </span>
        ) : null}
      </div>
    </>
  );
}

function ListText({ project, badgesBefore, badgesAfter, builder, note }: ProjectRowProps) {
  const cls = useFixedStyles();
  const href = safeHttpUrl(project.projectUrl);
  const tools = projectTools(project);
  return (
    <>
      <div className={cls(S.listName)}>
        {badgesBefore}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={cls(S.listNameLink)}>
            {project.projectName}
          </a>
        ) : (
          <span className={cls(S.listNameText)}>{project.projectName}</span>
        )}
        {badgesAfter}
      </div>
      <p className={cls(S.mobileDescription)} data-testid="description-mobile">
        {truncate(project.description, MOBILE_DESCRIPTION_CHARS)}
      </p>
      <p className={cls(S.desktopDescription)} data-testid="description">
        {project.description}
      </p>
      <div className={cls(BELOW_MD)}>
        <ToolBadges tools={tools} max={2} showLabel={false} />
      </div>
      <div className={cls(FROM_MD)}>
        <ToolBadges tools={tools} max={4} />
      </div>
      {builder ? <BuilderLink project={project} /> : null}
      {note ? (
        <p className={cls(S.note)} data-testid={note.testId}>
          {note.text}
        </p>
      ) : null}
    </>
  );
}

function Actions(props: ProjectRowProps) {
  const { project, layout, onVote, votePending, voteSignIn, voteLabel, onVibe, vibePending, sharePath } = props;
  const cls = useFixedStyles();
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
      <div className={cls(S.listActions)}>
        {buttons}
        {share ? <div className={cls(FROM_MD)}>{share}</div> : null}
      </div>
    );
  }
  return (
    <div className={cls(S.chartActions)} data-testid="row-actions">
      <AiReviewButton project={project} />
      {buttons}
      {share}
      <Tooltip content="Rank history and details" placement="top-end">
        <RouterLink
          to={`/p/${encodeURIComponent(project.id)}`}
          aria-label={`Details and rank history of ${project.projectName}`}
          className={cls(S.detailsLink)}
        >
          <SpriteIcon name="chart-line" />
        </RouterLink>
      </Tooltip>
    </div>
  );
}
