// One project row for every list: the chart, the launchpad, the archive and All Projects. One frame
// (the #project-{id} anchor, thumbnail, the name linking out in a new tab, http(s) only, description,
// built-with badges, vote, vibe, share) and each list's variations as props.
// layout 'chart': rank and movement, the name as a heading, flags, intention, two lines of
// description, builder and socials, peak and weeks, AI review and a details link; on phones the
// actions wrap under the text and the title is cut to 40 characters, the intention to 60.
// layout 'list': the description cut to 100 and 2 tool badges on phones (4 on desktop), share on
// desktop only, the actions beside the text.
// Every text is in the page once: phones and desktops differ by CSS only.
import type { ProjectRowData } from '../../lib/project-rows';
import { safeHttpUrl } from '@domain/url';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { projectRow } from 'styled-system/recipes';
import { AiReviewButton } from '../ui/ai-review-dialog';
import { BuilderLink } from '../ui/builder-link';
import { CutOnPhones } from '../ui/cut-on-phones';
import { MovementBadge } from '../ui/movement-badge';
import type { ThumbnailSize } from '../ui/project-thumbnail';
import { ProjectThumbnail } from '../ui/project-thumbnail';
import { SecurityBadge } from '../ui/security-badge';
import { ShareButton } from '../ui/share-button';
import type { SignInPrompt } from '../ui/sign-in-prompt';
import { SocialIcons } from '../ui/social-icons';
import { SpriteIcon } from '../ui/sprite-icon';
import { FROM_MD, SR_ONLY } from '../ui/styles';
import { ToolBadges } from '../ui/tool-badges';
import { Tooltip } from '../ui/tooltip';
import { NEW_TAB_DESCRIPTION_ID, TOOLTIP_TEXTS } from '../ui/tooltip-texts';
import { VibeButton } from '../ui/vibe-button';
import { VoteButton } from '../ui/vote-button';
import { weeklyVotesLabel, weeksOnChartLabel } from '../../lib/chart-movement';
import { projectTools } from '../../lib/project-tools';
import { projectHashId } from '../../lib/use-hash-highlight';
import type { ProjectActions } from '../../lib/use-project-actions';
import { useVoteAnswer, withVoteAnswer } from '../../lib/vote-answers';
import { ChartFlags } from './row-badges';

export const MOBILE_TITLE_MAX = 40;
export const MOBILE_INTENTION_MAX = 60;
export const MOBILE_DESCRIPTION_CHARS = 100;

export interface ProjectRowProps {
  project: ProjectRowData;
  /** The first rows load their thumbnails eagerly. */
  priority: boolean;
  layout: 'chart' | 'list';
  /** List: the thumbnail's desktop size (56 on phones). */
  thumbnail?: Extract<ThumbnailSize, 'list64' | 'list72'>;
  /** List: a column before the thumbnail (the archive's rank on desktop). */
  rankColumn?: ReactNode;
  /** List: badges on the name's line, before the name (NEW, '#rank') and after it (CHART, weeks). */
  badgesBefore?: ReactNode;
  badgesAfter?: ReactNode;
  /** List: 'by {builder}' under the tool badges. */
  builder?: boolean;
  /** List: the last line of small text ('Added today', '3 votes'), with its test id. */
  note?: { text: ReactNode; testId: string };
  /** Stable callbacks taking the project id (the rows are memoised). */
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
  /**
   * Chart: the row's voteCount and weeklyVotes are live (the current chart with this week's votes):
   * it says 'N votes this week'. Live rows follow the member's own vote answers; list rows always are.
   */
  liveVotes?: boolean;
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

const S = projectRow();

export const ProjectRow = memo(function ProjectRow(rowProps: ProjectRowProps) {
  const chart = rowProps.layout === 'chart';
  const live = !chart || rowProps.liveVotes === true;
  const answer = useVoteAnswer(rowProps.project.id);
  const counted = live ? withVoteAnswer(rowProps.project, answer) : rowProps.project;
  const props = counted === rowProps.project ? rowProps : { ...rowProps, project: counted };
  const { project, priority, thumbnail = 'list64' } = props;
  return (
    <li
      id={projectHashId(project.id)}
      {...(chart ? { 'data-testid': 'chart-row', 'data-rank': project.rank ?? undefined } : { 'data-project-row': '' })}
      className={chart ? S.chartItem : S.listItem}
    >
      <div className={chart ? S.chartFrame : S.listFrame}>
        {chart ? <ChartRank project={project} /> : props.rankColumn}
        <ProjectThumbnail project={project} size={chart ? 'chart' : thumbnail} priority={priority} />
        <div className={chart ? S.chartText : S.listText}>
          {chart ? <ChartText project={project} live={live} /> : <ListText {...props} />}
        </div>
        <Actions {...props} />
      </div>
    </li>
  );
});

function ChartRank({ project }: { project: ProjectRowData }) {
  return (
    <div className={S.rankColumn}>
      <p className={S.rank} data-testid="rank">
        <span className={SR_ONLY}>Rank </span>
        {project.rank ?? '–'}
      </p>
      <MovementBadge chartStatus={project.chartStatus} createdAt={project.createdAt} />
    </div>
  );
}

function ChartText({ project, live }: { project: ProjectRowData; live: boolean }) {
  const href = safeHttpUrl(project.projectUrl);
  const weeks = weeksOnChartLabel(project.weeksOnChart);
  const name = <CutOnPhones text={project.projectName} max={MOBILE_TITLE_MAX} />;
  return (
    <>
      <div className={S.line}>
        <h2 className={S.name} data-testid="project-name">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={S.nameLink}
              aria-describedby={NEW_TAB_DESCRIPTION_ID}
            >
              {name}
            </a>
          ) : (
            name
          )}
        </h2>
        <ChartFlags isHot={project.isHot} isNew={project.isNew} />
        {project.isSecurityVerified ? <SecurityBadge /> : null}
      </div>
      {project.projectIntention ? (
        <p className={S.intention} data-testid="intention">
          <CutOnPhones text={project.projectIntention} max={MOBILE_INTENTION_MAX} />
        </p>
      ) : null}
      <p className={S.description} data-testid="description">
        {project.description}
      </p>
      <ToolBadges tools={projectTools(project)} />
      <div className={S.line}>
        <BuilderLink project={project} />
        <SocialIcons project={project} />
      </div>
      <div className={S.stats}>
        {project.peakRank ? <span data-testid="peak">{`peak #${project.peakRank}`}</span> : null}
        {weeks ? (
          <span data-testid="weeks" title="Weeks on chart">
            {weeks}
          </span>
        ) : null}
        {live ? <span data-testid="weekly-votes">{weeklyVotesLabel(project.weeklyVotes)}</span> : null}
      </div>
    </>
  );
}

function ListText({ project, badgesBefore, badgesAfter, builder, note }: ProjectRowProps) {
  const href = safeHttpUrl(project.projectUrl);
  return (
    <>
      <div className={S.listName}>
        {badgesBefore}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={S.listNameLink}>
            {project.projectName}
          </a>
        ) : (
          <span className={S.listNameText}>{project.projectName}</span>
        )}
        {badgesAfter}
      </div>
      <p className={S.listDescription} data-testid="description">
        <CutOnPhones text={project.description} max={MOBILE_DESCRIPTION_CHARS} />
      </p>
      <ToolBadges tools={projectTools(project)} max={4} mobileMax={2} />
      {builder ? <BuilderLink project={project} /> : null}
      {note ? (
        <p className={S.note} data-testid={note.testId}>
          {note.text}
        </p>
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
      <div className={S.listActions}>
        {buttons}
        {share ? <div className={FROM_MD}>{share}</div> : null}
      </div>
    );
  }
  return (
    <div className={S.chartActions}>
      <AiReviewButton project={project} />
      {buttons}
      {share}
      <Tooltip content={TOOLTIP_TEXTS.history} placement="top-end" describes={false}>
        <RouterLink
          to={`/p/${encodeURIComponent(project.id)}`}
          discover="none"
          aria-label={`Details and rank history of ${project.projectName}`}
          className={S.detailsLink}
        >
          <SpriteIcon name="chart-line" />
        </RouterLink>
      </Tooltip>
    </div>
  );
}
