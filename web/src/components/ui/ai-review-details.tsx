// The AI Judge's review: its three scores, its text and the chart score as a sum (or, off a full
// chart, the votes it needs). In the 'AI Judge Review' dialog and inline on /p/:id.
import { CHART_SIZE } from '@domain/constants';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { AI_REVIEW_UNAVAILABLE, aiReviewOf } from '../../lib/ai-review';
import type { ProjectLike } from '../../lib/project-like';
import type { ChartOutlookLike, ScoredProject } from './score-explanation';
import { outlookText, publishedScoreBreakdown } from './score-explanation';

export type AiReviewProject = Pick<
  ProjectLike,
  'projectName' | 'innovationScore' | 'utilityScore' | 'aiScore' | 'reviewText'
> &
  ScoredProject & { chartOutlook?: ChartOutlookLike | null };

const CAPTION = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'bold', textTransform: 'uppercase' });
const TILE = css({ borderWidth: '1px', borderColor: 'border', rounded: 'md', p: 3, textAlign: 'center' });
const FIGURE = css({ fontSize: 'xl', fontWeight: 'black', fontVariantNumeric: 'tabular-nums' });
const SECTION = css({ borderTopWidth: '1px', borderColor: 'border', pt: 3 });
const TABULAR = css({ fontVariantNumeric: 'tabular-nums' });
const UNAVAILABLE = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  alignItems: 'center',
  textAlign: 'center',
  py: 4,
});
const DASHES = css({ fontSize: '3xl', fontWeight: 'black' });
const REVIEW = css({ display: 'flex', flexDirection: 'column', gap: 4 });
const TILES = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 3 });
const TEXT = css({ whiteSpace: 'pre-line' });
const MUTED = css({ color: 'fg.muted' });

function Caption({ children }: { children: ReactNode }) {
  return <p className={CAPTION}>{children}</p>;
}

function ScoreTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={TILE} data-score={label}>
      <Caption>{label}</Caption>
      <p className={FIGURE}>{value}</p>
    </div>
  );
}

/** The published chart score as its sum, or for a project off a full chart the votes it needs. */
function ScoreExplanation({ project }: { project: AiReviewProject }) {
  const breakdown = publishedScoreBreakdown(project);
  if (breakdown) {
    return (
      <div className={SECTION} data-testid="score-breakdown">
        <Caption>Chart score</Caption>
        <p className={TABULAR}>{breakdown.text}</p>
      </div>
    );
  }
  if (!project.chartOutlook) return null;
  return (
    <div className={SECTION} data-testid="chart-outlook">
      <Caption>Road to the chart</Caption>
      <p>{outlookText(project.chartOutlook, CHART_SIZE)}</p>
    </div>
  );
}

/**
 * `text` stands in for the review's text where the project came without it (a list row: the dialog
 * reads it from the project's own query).
 */
/** The review's text as written (its line breaks kept); nothing when it has none. */
export function ReviewText({ text }: { text: string | null | undefined }) {
  const trimmed = text?.trim();
  return trimmed ? <p className={TEXT}>{trimmed}</p> : null;
}

export function AiReviewDetails({ project, text }: { project: AiReviewProject; text?: ReactNode }) {
  const review = aiReviewOf(project);
  if (!review.available) {
    return (
      <div className={UNAVAILABLE} data-testid="ai-review">
        <p className={DASHES} aria-hidden="true">
          --
        </p>
        <p className={MUTED}>{AI_REVIEW_UNAVAILABLE}</p>
      </div>
    );
  }
  const scores = [
    { label: 'Innovation', value: review.innovation },
    { label: 'Utility', value: review.utility },
    { label: 'AI Score', value: review.overall },
  ];
  return (
    <div className={REVIEW} data-testid="ai-review">
      <div className={TILES}>
        {scores.map((s) => (
          <ScoreTile key={s.label} label={s.label} value={s.value} />
        ))}
      </div>
      {text !== undefined ? text : <ReviewText text={review.reviewText} />}
      <ScoreExplanation project={project} />
    </div>
  );
}
