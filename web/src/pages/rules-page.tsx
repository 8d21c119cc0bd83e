import {
  AI_HOLD_MIN_SCORE,
  AI_SCORE_MAX,
  AI_SCORE_MIN,
  ARCHIVE_AFTER_WEEKS,
  CHART_MIN_AI_SCORE,
  CHART_SIZE,
  LAUNCHPAD_DAYS,
  PRODUCT_NAME,
  SCORE_WEIGHTS,
  WEEKS_ON_CHART_CAP,
} from '@domain/constants';
import { scoreFormula } from '@domain/score';
import { css } from 'styled-system/css';
import { MUTED } from '../components/ui/styles';
import { Bullets, Callout, ContentPage, InternalLink, P, Section } from './content-layout';

const MIN_SCORE = CHART_MIN_AI_SCORE.toFixed(1);

const EXAMPLE = { aiScore: 7.8, votes: 40 };
const exampleScore = EXAMPLE.aiScore * SCORE_WEIGHTS.aiScore + EXAMPLE.votes * SCORE_WEIGHTS.vote;

const JOURNEY = [
  {
    step: 'Submit',
    text: 'Sign in with Google and submit your project: name, link, a short description, the AI tools you used and a square thumbnail.',
  },
  {
    step: 'Admin Review',
    text: 'A human checks every submission before it goes public. Projects that break the community rules are rejected.',
  },
  {
    step: `Launchpad ${LAUNCHPAD_DAYS} days`,
    text: `Approved projects are listed on the Launchpad for ${LAUNCHPAD_DAYS} days. Votes you collect here count towards the chart. Projects with a 100% complete profile (name, link, summary, thumbnail, builder stack, a link to you and a stage) are featured: marked, and listed first among the projects added the same day.`,
  },
  {
    step: 'AI judging',
    text: `After the Launchpad the AI judge scores innovation and utility (1–10) and gives an overall AI score (${AI_SCORE_MIN.toFixed(1)}–${AI_SCORE_MAX.toFixed(1)}) with a written review. Very high scores are checked by a person before the project can chart.`,
  },
  {
    step: 'Chart entry',
    text: `Every Monday the ${CHART_SIZE} best judged projects with an AI score of ${MIN_SCORE} or more make the chart.`,
  },
  {
    step: 'Archive',
    text: `After ${ARCHIVE_AFTER_WEEKS} weeks on the chart a project retires to the Archive with its peak position; the Archive lists every project that has charted. Projects that miss the chart stay listed under All Projects, where they keep collecting votes.`,
  },
];

const JOURNEY_LIST = css({ listStyleType: 'none', ps: 0 });
const JOURNEY_STEP = css({ display: 'flex', gap: 4, pb: 5, alignItems: 'flex-start' });
/** Chakra's <Circle size={10}>: the step's number. */
const STEP_NUMBER = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '9999px',
  w: 10,
  h: 10,
  bg: 'gray.900',
  color: 'white',
  fontWeight: 'black',
});
const STEP_NAME = css({ fontWeight: 'bold' });

export function RulesPage() {
  return (
    <ContentPage
      title={`Rules and scoring — ${PRODUCT_NAME}`}
      description={`How ${PRODUCT_NAME} works: the journey from submission to chart, how the AI judge scores, the final score formula and the chart criteria.`}
      heading="Rules & Scoring"
      lead={`How a project travels from submission to the weekly top ${CHART_SIZE}, and exactly how the chart is computed.`}
    >
      <Section id="journey" title="The journey">
        <ol className={JOURNEY_LIST}>
          {JOURNEY.map((item, i) => (
            <li key={item.step} className={JOURNEY_STEP}>
              <div aria-hidden="true" className={STEP_NUMBER}>
                {i + 1}
              </div>
              <div>
                <p className={STEP_NAME}>{item.step}</p>
                <p className={MUTED}>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="scoring" title="Scoring">
        <P>Two things decide a project's place: what the AI judge thinks of it and how many votes it collects.</P>
        <Bullets
          items={[
            'Innovation and utility are scored from 1 to 10 with one decimal.',
            `The overall AI score runs from ${AI_SCORE_MIN.toFixed(1)} to ${AI_SCORE_MAX.toFixed(1)}. Most projects land between 5.5 and 7.5; above 8.0 is rare.`,
            `Very high scores (${AI_HOLD_MIN_SCORE.toFixed(1)} or more) are checked by a person before they chart: the project waits until an admin confirms the score or adjusts it. Its maker sees “AI score held for review” on My Projects and gets an e-mail when the check is done.`,
            'Votes are every vote the project has received up to the weekly cut-off, Launchpad votes included.',
            'Vibes are appreciation only: they are shown on the project but do not change its score.',
          ]}
        />
      </Section>

      <Section id="formula" title="The formula">
        <Callout label="Final score formula">{scoreFormula()}</Callout>
        <P>
          Example: a project with an AI score of {EXAMPLE.aiScore} and {EXAMPLE.votes} votes scores ({EXAMPLE.aiScore} ×{' '}
          {SCORE_WEIGHTS.aiScore}) + ({EXAMPLE.votes} × {SCORE_WEIGHTS.vote}) = {exampleScore}. The AI score gives every
          project a fair start; votes move it up from there.
        </P>
      </Section>

      <Section
        id="chart-criteria"
        title="Chart criteria"
        bullets={[
          `Entry: an AI score of ${MIN_SCORE} or more, and not yet archived.`,
          `Size: the top ${CHART_SIZE} by final score make the chart.`,
          'Tie-breaks: equal final scores are ordered by the higher AI score, then more votes, then the earlier approval.',
          'Movement: ↑N or ↓N places against last week, = for no change, New Entry for a first week and Re-entry for a project that comes back.',
          'Peak: the best rank a project has ever reached.',
          `Weeks on chart: counted per chart week and shown capped at ${WEEKS_ON_CHART_CAP} (“${WEEKS_ON_CHART_CAP}w”).`,
          `Archive: after its ${ARCHIVE_AFTER_WEEKS}th week on the chart a project moves to the Archive and does not chart again.`,
        ]}
      />

      <Section id="schedule" title="When it happens">
        <P>
          The voting week runs from Monday 00:00 to Sunday 23:59 (Copenhagen time, CET/CEST). The new chart is published
          every Monday at midnight, and its ranks and scores are frozen for the week: a past chart never changes. Each
          row of the current chart also shows the project's votes this week, live: they count towards next Monday's
          chart.
        </P>
        <P>
          How votes work, including the weekly quota and the bonus votes, is explained in the{' '}
          <InternalLink to="/voting-guidelines">voting guidelines</InternalLink>.
        </P>
      </Section>
    </ContentPage>
  );
}
