// The four questions under the contact form, opening one at a time.
import {
  ARCHIVE_AFTER_WEEKS,
  CHART_MIN_AI_SCORE,
  CHART_SIZE,
  LAUNCHPAD_DAYS,
  PRODUCT_NAME,
  TAGLINE,
} from '@domain/constants';
import { scoreFormula } from '@domain/score';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { Faq } from '../../../components/ui/faq';

const TITLE = cx(heading({ size: { base: 'xl', md: '2xl' } }), css({ fontWeight: 'bold', mb: 4, textWrap: 'wrap' }));

export const CONTACT_FAQ = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${TAGLINE}. Builders submit what they made with AI tools, an AI judge scores every approved project, the community votes, and a new top ${CHART_SIZE} is published every Monday at midnight, Copenhagen time.`,
  },
  {
    question: 'How do I submit my project?',
    answer: `Sign in with Google, open Submit and fill in your project's name, link, description, the AI tools you used and a square thumbnail (JPEG or PNG, up to 2 MB). A human reviews every submission first; once approved it spends ${LAUNCHPAD_DAYS} days on the Launchpad.`,
  },
  {
    question: 'How does the ranking work?',
    answer: `Projects with an AI score of ${CHART_MIN_AI_SCORE.toFixed(1)} or more are ranked by ${scoreFormula()}. The top ${CHART_SIZE} make the chart; ties go to the higher AI score, then the most votes.`,
  },
  {
    question: 'How long does a project stay on the chart?',
    answer: `There is no fixed limit within a run: a project stays while its score keeps it in the top ${CHART_SIZE}. After ${ARCHIVE_AFTER_WEEKS} weeks on the chart it moves to the Archive with its peak position.`,
  },
] as const;

export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className={TITLE}>
        Frequently Asked Questions
      </h2>
      <Faq items={CONTACT_FAQ} idPrefix="contact-faq" />
    </section>
  );
}
