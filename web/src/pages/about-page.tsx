import {
  AI_SCORE_MAX,
  AI_SCORE_MIN,
  CHART_MIN_AI_SCORE,
  CHART_SIZE,
  LAUNCHPAD_DAYS,
  PRODUCT_NAME,
  TAGLINE,
} from '@domain/constants';
import { Bullets, ContentPage, InternalLink, P, Section } from './content-layout';

export function AboutPage() {
  return (
    <ContentPage
      title={`About ${PRODUCT_NAME} — the chart and the AI judge`}
      description={`${PRODUCT_NAME} is ${TAGLINE.toLowerCase()}: a community chart of indie projects, scored by an AI judge and ranked by your votes every Monday.`}
      heading={`About ${PRODUCT_NAME}`}
      lead={`${TAGLINE}. Think of a music top ${CHART_SIZE}, but for the apps, tools and games people are building with AI right now.`}
    >
      <Section id="what" title="What this is">
        <P>
          Every week thousands of side projects are shipped with AI coding tools, and most of them vanish in a feed
          within a day. {PRODUCT_NAME} gives them a place to be seen for longer: a public chart that refreshes every
          Monday at midnight (Copenhagen time), with ranks, movement, peak positions and weeks on the chart, just like
          the charts you grew up with.
        </P>
        <P>
          Builders submit what they made. Visitors browse, share and discover. Signed-in members vote within a weekly
          quota and send vibes, a free little “I like this” that does not cost a vote.
        </P>
      </Section>

      <Section id="how" title="How a project gets on the chart">
        <Bullets
          ordered
          items={[
            'A builder submits the project with a thumbnail, the tools it was built with and its links.',
            'A human reviews every submission before it appears anywhere. Spam and broken links stop here.',
            `Approved projects spend ${LAUNCHPAD_DAYS} days on the Launchpad, where the community can find them first and start voting.`,
            'Then the AI judge scores the project.',
            `Every Monday the chart is computed: projects with an AI score of ${CHART_MIN_AI_SCORE.toFixed(1)} or more are ranked by their final score, and the top ${CHART_SIZE} make the chart.`,
          ]}
        />
        <P>
          The full journey, the formula and every tie-break are on the{' '}
          <InternalLink to="/rules">rules page</InternalLink>.
        </P>
      </Section>

      <Section id="ai-judge" title="The AI judge">
        <P>
          Community votes alone reward whoever has the biggest audience. To give small builders a fair start, every
          approved project is also judged by an AI model (Google Gemini) that reads the project's name, link, intention,
          description, stage and tools, and answers with a short written review and three scores:
        </P>
        <Bullets
          items={[
            'Innovation (1–10): how fresh the idea or the execution is.',
            'Utility (1–10): how useful it is to the people it is made for.',
            `An overall AI score (${AI_SCORE_MIN.toFixed(1)}–${AI_SCORE_MAX.toFixed(1)}). Most projects land between 5.5 and 7.5; above 8.0 is rare.`,
          ]}
        />
        <P>
          The judge works from what the builder wrote, not from a test drive, so a clear, honest description helps. Its
          answer is structured and checked before it is stored, and an unchanged project is never re-judged: the same
          input always keeps the same review. You can read the review behind any score from the chart.
        </P>
      </Section>

      <Section id="votes" title="Why votes still matter">
        <P>
          The AI score sets the bar for entry; your votes decide the order. Each member has a weekly vote quota, can
          earn bonus votes by sharing or by reviewing projects, and can give a single project up to a few votes a week.
          See the <InternalLink to="/voting-guidelines">voting guidelines</InternalLink> for the details.
        </P>
      </Section>

      <Section id="who" title="Who runs it">
        <P>
          {PRODUCT_NAME} is an independent project run by one builder in Copenhagen, Denmark. There are no investors and
          no paid placements on the chart. Questions, ideas and bug reports are welcome on the{' '}
          <InternalLink to="/contact">contact page</InternalLink>.
        </P>
      </Section>
    </ContentPage>
  );
}
