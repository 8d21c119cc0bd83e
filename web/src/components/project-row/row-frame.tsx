// The frame every project row shares (row-frame.tsx): the list item, its thumbnail, its text column's
// live line (votes this week) and its actions (AI review, vote, vibe, share, details). Without the router
// and the query cache: `/` hydrates its rows with these alone (home/), the rank and the text that never
// change kept as the server rendered them.
import type { ProjectRowData } from '../../lib/project-rows';
import type { ReactNode } from 'react';
import { projectRow } from 'styled-system/recipes';
import type { ThumbnailSize } from '../ui/project-thumbnail';
import { ShareButton } from '../ui/share-button';
import type { SignInPrompt } from '../ui/sign-in-prompt';
import { SpriteIcon } from '../ui/sprite-icon';
import { FROM_MD } from '../ui/styles';
import { Tooltip } from '../ui/tooltip';
import { TOOLTIP_TEXTS } from '../ui/tooltip-texts';
import { VibeButton } from '../ui/vibe-button';
import { VoteButton } from '../ui/vote-button';
import { weeklyVotesLabel, weeksOnChartLabel } from '../../lib/chart-movement';
import { AppLink } from '../../lib/navigation';
import { projectHashId } from '../../lib/use-hash-highlight';
import type { ProjectActions } from '../../lib/use-project-actions';
import { useVibeAnswer, useVoteAnswer, withVibeAnswer, withVoteAnswer } from '../../lib/action-answers';

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

/**
 * The row with the member's own answers (action-answers.ts): a vote's when its votes are live, a
 * vibe's always (a published chart's votes are frozen, its vibes are not).
 */
export function useCountedRow(rowProps: ProjectRowProps): ProjectRowProps {
  const live = rowProps.layout !== 'chart' || rowProps.liveVotes === true;
  const vote = useVoteAnswer(rowProps.project.id);
  const vibe = useVibeAnswer(rowProps.project.id);
  const counted = withVibeAnswer(live ? withVoteAnswer(rowProps.project, vote) : rowProps.project, vibe);
  return counted === rowProps.project ? rowProps : { ...rowProps, project: counted };
}

export interface ChartRowFrameProps extends ProjectRowProps {
  /** The rank and thumbnail, and the text's lines above the stats: one element each. */
  lead: ReactNode;
  lines: ReactNode;
  /** The AI score button that opens the review (ui/ai-review-dialog.tsx, or the server's). */
  aiReview: ReactNode;
}

/** A chart row: rank and thumbnail, text, the stats line and the actions. */
export function ChartRowFrame(props: ChartRowFrameProps) {
  const { project, lead, lines, liveVotes = false } = props;
  return (
    <li
      id={projectHashId(project.id)}
      data-testid="chart-row"
      data-rank={project.rank ?? undefined}
      className={S.chartItem}
    >
      <div className={S.chartFrame}>
        {lead}
        <div className={S.chartText}>
          {lines}
          <ChartStats project={project} live={liveVotes} />
        </div>
        <Actions {...props} aiReview={props.aiReview} />
      </div>
    </li>
  );
}

function ChartStats({ project, live }: { project: ProjectRowData; live: boolean }) {
  const weeks = weeksOnChartLabel(project.weeksOnChart);
  return (
    <div className={S.stats}>
      {project.peakRank ? <span data-testid="peak">{`peak #${project.peakRank}`}</span> : null}
      {weeks ? (
        <span data-testid="weeks" title="Weeks on chart">
          {weeks}
        </span>
      ) : null}
      {live ? <span data-testid="weekly-votes">{weeklyVotesLabel(project.weeklyVotes)}</span> : null}
    </div>
  );
}

/** A row's buttons; a chart row's begin with its AI score (`aiReview`). */
export function Actions(props: ProjectRowProps & { aiReview?: ReactNode }) {
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
      {props.aiReview}
      {buttons}
      {share}
      <Tooltip content={TOOLTIP_TEXTS.history} placement="top-end" describes={false}>
        <AppLink
          to={`/p/${encodeURIComponent(project.id)}`}
          aria-label={`Details and rank history of ${project.projectName}`}
          className={S.detailsLink}
        >
          <SpriteIcon name="chart-line" />
        </AppLink>
      </Tooltip>
    </div>
  );
}
