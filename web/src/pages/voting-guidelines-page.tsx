import {
  BASE_VOTE_QUOTA,
  BONUS_AMOUNTS,
  MAX_VOTES_PER_PROJECT_PER_WEEK,
  PRODUCT_NAME,
  REVIEW_SESSION_DEFAULT_SIZE,
} from '@domain/constants';
import { Bullets, Callout, ContentPage, InternalLink, P, Section } from './content-layout';

export function VotingGuidelinesPage() {
  return (
    <ContentPage
      title={`Voting guidelines — ${PRODUCT_NAME}`}
      description={`How voting works on ${PRODUCT_NAME}: ${BASE_VOTE_QUOTA} votes a week, bonus votes for sharing and reviewing, at most ${MAX_VOTES_PER_PROJECT_PER_WEEK} votes per project per week.`}
      heading="Voting Guidelines"
      lead="Votes decide the order of the chart. Here is how many you get, how to earn more and how to use them well."
    >
      <Section id="quota" title="Your weekly votes">
        <Callout label="Weekly vote quota">
          {BASE_VOTE_QUOTA} votes a week · at most {MAX_VOTES_PER_PROJECT_PER_WEEK} votes per project per week
        </Callout>
        <Bullets
          items={[
            `Every signed-in member gets ${BASE_VOTE_QUOTA} votes each week. Every vote spends one.`,
            `You can give the same project up to ${MAX_VOTES_PER_PROJECT_PER_WEEK} votes per week, so you can back a favourite without spending your whole week on it.`,
            'A vote cannot be taken back once it is cast, so vote for what you would genuinely recommend.',
            'Unused votes do not carry over to the next week.',
          ]}
        />
      </Section>

      <Section id="bonus" title="Bonus votes">
        <P>You can earn extra votes each week, each bonus once per week:</P>
        <Bullets
          items={[
            `+${BONUS_AMOUNTS.share} votes for sharing ${PRODUCT_NAME} or a project you like.`,
            `+${BONUS_AMOUNTS.review5} votes for completing a review session of ${REVIEW_SESSION_DEFAULT_SIZE} projects: you see ${REVIEW_SESSION_DEFAULT_SIZE} projects one by one and vote or skip each, with at least one vote (five skips earn nothing). The bonus is added as you finish the session.`,
          ]}
        />
      </Section>

      <Section id="timing" title="When voting closes">
        <P>
          Voting closes Sunday at midnight, Copenhagen time (CET/CEST). The new chart is computed right after, and your
          quota resets Monday: a fresh {BASE_VOTE_QUOTA} votes, and the bonuses can be earned again.
        </P>
      </Section>

      <Section id="vibes" title="Vibes">
        <P>
          Vibes are a free way to say “I like this”. They cost no votes and do not change a project's score. You can
          send one vibe per project per day.
        </P>
      </Section>

      <Section
        id="fair-play"
        title="Fair play"
        bullets={[
          'One person, one account. Votes from duplicate or fake accounts are removed.',
          'No buying, selling or trading votes, and no vote rings.',
          'Asking your audience to check out your project is fine; asking them to vote without looking is not.',
          'We review unusual voting patterns. Projects that benefit from manipulation can be removed from the chart.',
        ]}
      >
        <P>
          See the <InternalLink to="/community-rules">community rules</InternalLink> for everything else, and the{' '}
          <InternalLink to="/rules">rules page</InternalLink> for how votes turn into a rank.
        </P>
      </Section>
    </ContentPage>
  );
}
