import { PRODUCT_NAME } from '@domain/constants';
import { ContentPage, InternalLink, MailLink, P, Section } from './content-layout';

export function TermsPage() {
  return (
    <ContentPage
      title={`Terms of service — ${PRODUCT_NAME}`}
      description={`The terms for using ${PRODUCT_NAME}: accounts, submissions, votes, the AI judge, liability and Danish law.`}
      heading="Terms of Service"
      lead={`By using ${PRODUCT_NAME} you agree to these terms. They are written to be read, so please do.`}
    >
      <Section id="service" title="The service">
        <P>
          {PRODUCT_NAME} is a free, public weekly chart of projects built with AI tools, run by an individual operator
          based in Denmark (“we”). You can browse without an account; submitting, voting and sending vibes need a Google
          sign-in.
        </P>
      </Section>

      <Section
        id="accounts"
        title="Your account"
        bullets={[
          'You must be at least 16 years old, or have a parent’s or guardian’s permission.',
          'One person, one account. You are responsible for what happens under your account.',
          'We may suspend or close accounts that break these terms or the community rules.',
        ]}
      />

      <Section
        id="submissions"
        title="Your submissions"
        bullets={[
          'You keep every right to your project. By submitting it you give us a free, worldwide, non-exclusive licence to show its name, description, links and thumbnail on the site, in share images and in our e-mails, for as long as it is listed.',
          'You confirm that you may submit it, that the description is honest, and that linking to it breaks no law or anyone else’s rights.',
          'Every submission is reviewed. We may refuse, edit for formatting, or remove a project at any time, for example when it breaks the community rules.',
          'The “security verified” badge is your own declaration. We do not audit it, and you are responsible for it being true.',
        ]}
      />

      <Section id="rules" title="Votes, scores and the chart">
        <P>
          Follow the <InternalLink to="/community-rules">community rules</InternalLink> and the{' '}
          <InternalLink to="/voting-guidelines">voting guidelines</InternalLink>. Manipulating votes, by any means, can
          remove your votes, your projects and your account.
        </P>
        <P>
          AI judge scores and reviews are automated opinions, not facts or endorsements. The chart is computed as the{' '}
          <InternalLink to="/rules">rules page</InternalLink> describes; we do not promise any project a place on it.
        </P>
      </Section>

      <Section id="links" title="Other sites">
        <P>
          Listed projects are run by their makers, not by us. We are not responsible for their content, availability or
          how they handle your data. Use them at your own judgement.
        </P>
      </Section>

      <Section id="liability" title="Availability and liability">
        <P>
          The service is provided as it is, free of charge, without any guarantee that it is always available or free of
          errors. To the extent Danish law allows, we are not liable for indirect losses, lost profits or lost data.
          Nothing in these terms limits your rights as a consumer under mandatory law.
        </P>
      </Section>

      <Section id="law" title="Governing law">
        <P>
          These terms are governed by Danish law. Disputes go to the Danish courts, unless mandatory consumer law gives
          you the right to use the courts where you live.
        </P>
      </Section>

      <Section id="changes" title="Changes and contact">
        <P>
          We may update these terms; when a change matters we announce it on the site before it takes effect. How we
          handle personal data is described in the <InternalLink to="/privacy-policy">privacy policy</InternalLink>.
          Questions: <MailLink />.
        </P>
      </Section>
    </ContentPage>
  );
}
