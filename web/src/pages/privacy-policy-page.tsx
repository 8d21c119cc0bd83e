import { PRODUCT_NAME } from '@domain/constants';
import type { FaqItem } from '../components/ui/faq';
import { Bullets, ContentPage, DataTable, InternalLink, MailLink, P, Section } from './content-layout';

/** Days within which a deletion request is carried out (docs/product.md#what-vibechart-is, #limits-and-constants). */
export const DELETION_DAYS = 30;

interface DataRow extends Record<string, string> {
  what: string;
  why: string;
  kept: string;
}

const DATA: DataRow[] = [
  {
    what: 'Google account e-mail address and name',
    why: 'To sign you in, show your profile menu, credit you as a builder and contact you about your submissions.',
    kept: 'Until you delete your account',
  },
  {
    what: 'Submissions (project name, links, description, tools, thumbnail, security self-declaration)',
    why: 'To review, judge, publish and rank your projects.',
    kept: 'Until you or we remove the project',
  },
  {
    what: 'Votes, vibes, bonus votes and review sessions; with each vote, a one-way hashed key of the network it came from',
    why: 'To count your weekly quota, rank the chart and prevent manipulation (many accounts voting from one network). The network key names no single address and changes every week.',
    kept: 'Until you delete your account (chart results stay, without your identity)',
  },
  {
    what: 'Contact messages (name, e-mail, subject, message)',
    why: 'To answer you.',
    kept: 'As long as needed to answer you, or until you ask us to delete it',
  },
  {
    what: 'Newsletter e-mail address, if you sign up',
    why: 'To send the weekly update you asked for.',
    kept: 'Until you unsubscribe',
  },
  {
    what: 'A short-lived, one-way hashed key of your IP address',
    why: 'To rate-limit contact messages and sign-ups against spam. The raw address is never stored.',
    kept: 'Minutes; deleted automatically',
  },
];

// A FaqItem-shaped list keeps the rights readable as "right: what it means".
const RIGHTS: FaqItem[] = [
  { question: 'Access', answer: 'a copy of the personal data we hold about you.' },
  { question: 'Rectification', answer: 'correction of data that is wrong.' },
  {
    question: 'Erasure',
    answer: `deletion of your account and data, carried out within ${DELETION_DAYS} days (see below).`,
  },
  { question: 'Restriction and objection', answer: 'limiting or objecting to how we use your data.' },
  { question: 'Portability', answer: 'your submissions and votes in a machine-readable format.' },
  { question: 'Withdrawing consent', answer: 'for the newsletter, at any time, through the link in every e-mail.' },
];

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title={`Privacy policy — ${PRODUCT_NAME}`}
      description={`What personal data ${PRODUCT_NAME} stores, why, for how long, and how to have it deleted within ${DELETION_DAYS} days. Only essential cookies.`}
      heading="Privacy Policy"
      lead={`${PRODUCT_NAME} collects as little as it can and uses it only to run the chart. This page explains what, why and how to get it removed.`}
    >
      <Section id="controller" title="Who is responsible">
        <P>
          {PRODUCT_NAME} is run by an individual operator based in Denmark, who is the data controller under the EU
          General Data Protection Regulation (GDPR) and the Danish Data Protection Act. You can reach the operator at{' '}
          <MailLink />.
        </P>
      </Section>

      <Section id="data" title="What we store and why">
        <DataTable
          caption="Personal data we store"
          columns={[
            { key: 'what', label: 'Data', minW: '12rem' },
            { key: 'why', label: 'Why', minW: '14rem' },
            { key: 'kept', label: 'Kept', minW: '10rem' },
          ]}
          rows={DATA}
          rowHeader="what"
        />
        <P>
          Projects, their thumbnails, vote counts and chart positions are public by design. Your e-mail address is never
          shown publicly and never sold. We do not run advertising or tracking.
        </P>
        <P>
          Legal bases: running the service you signed up for (GDPR art. 6(1)(b)), our legitimate interest in keeping the
          chart fair and free of spam (art. 6(1)(f)), and your consent for the newsletter (art. 6(1)(a)).
        </P>
      </Section>

      <Section id="cookies" title="Cookies">
        <P>
          We use only essential cookies and browser storage: the ones that keep you signed in and make the site work.
          There are no analytics, advertising or tracking cookies, so there is no cookie banner to click away.
        </P>
      </Section>

      <Section
        id="processors"
        title="Who processes data for us"
        bullets={[
          'Google Firebase and Google Cloud (sign-in, database, file storage, hosting and server functions, in the EU where available).',
          'Google Gemini, which reads the public fields of a submitted project to score it. It receives no account data.',
          'An e-mail delivery provider, for the newsletter, reminders and replies.',
        ]}
      >
        <P>
          Each processes data only on our instructions and under a data processing agreement. Transfers outside the
          EU/EEA rely on the European Commission’s standard contractual clauses or adequacy decisions.
        </P>
      </Section>

      <Section id="security-badge" title="The security badge">
        <P>
          A “security verified” badge on a project is a self-declaration by its maker. {PRODUCT_NAME} does not audit
          projects and cannot vouch for how a listed project handles your data: read its own privacy policy before you
          sign up for it.
        </P>
      </Section>

      <Section id="deletion" title="Deleting your data">
        <P>
          Send a deletion request from the e-mail address of your account to <MailLink />. We confirm the request and
          permanently remove your account, submissions, votes, vibes and messages within {DELETION_DAYS} days. Chart
          history keeps only anonymous totals.
        </P>
      </Section>

      <Section id="rights" title="Your rights">
        <P>Under the GDPR you have the right to:</P>
        <Bullets
          items={RIGHTS.map((right) => (
            <>
              <strong>{right.question}</strong>: {right.answer}
            </>
          ))}
        />
        <P>
          Write to <MailLink /> to use any of them. If you think we handle your data wrongly, you can complain to the
          Danish Data Protection Agency (Datatilsynet, datatilsynet.dk).
        </P>
      </Section>

      <Section id="changes" title="Changes">
        <P>
          If this policy changes in a way that matters, we will say so on the site before the change takes effect. See
          also the <InternalLink to="/terms-of-service">terms of service</InternalLink>.
        </P>
      </Section>
    </ContentPage>
  );
}
