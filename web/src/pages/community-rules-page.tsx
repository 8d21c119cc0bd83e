import { PRODUCT_NAME } from '@domain/constants';
import { ContentPage, InternalLink, P, Section } from './content-layout';

export function CommunityRulesPage() {
  return (
    <ContentPage
      title={`Community rules — ${PRODUCT_NAME}`}
      description={`The community rules of ${PRODUCT_NAME}: what you may submit, how to vote fairly and how we keep the chart useful for everyone.`}
      heading="Community Rules"
      lead={`${PRODUCT_NAME} works because builders and visitors trust the chart. These rules keep it that way.`}
    >
      <Section
        id="submissions"
        title="What you can submit"
        bullets={[
          'Projects you built, or helped build, with AI tools. Submitting someone else’s work needs their permission.',
          'Something people can actually open: a live site, an app, a repository or a demo. Landing pages with only a waitlist are rejected.',
          'One submission per project. Resubmitting the same project under another name is spam.',
          'An honest description. Say what it does today, not what it might do one day.',
        ]}
      />

      <Section
        id="not-allowed"
        title="What is not allowed"
        bullets={[
          'Malware, phishing, scams, or anything that harvests data without clear consent.',
          'Hate, harassment, sexual content involving minors, or content that is illegal in Denmark or the EU.',
          'Adult content, gambling and get-rich-quick schemes.',
          'Impersonating other people, brands or projects.',
        ]}
      />

      <Section id="security-badge" title="The security badge">
        <P>
          Makers can mark a project as security verified. This is a self-declaration by the maker: nobody audits it.
          Only tick it when you have really reviewed your project’s security (authentication, secrets, data access), and
          remember that visitors rely on it. A false claim is a reason to remove the project.
        </P>
      </Section>

      <Section
        id="voting"
        title="Voting and vibes"
        bullets={[
          'Use your own account only; one person, one account.',
          'No buying, selling, trading or automating votes or vibes.',
          <>
            Follow the <InternalLink to="/voting-guidelines">voting guidelines</InternalLink>.
          </>,
        ]}
      />

      <Section id="be-kind" title="Be kind">
        <P>
          Most projects here are made by one person in their spare time. Share feedback the way you would like to
          receive it: specific, honest and friendly.
        </P>
      </Section>

      <Section id="enforcement" title="Enforcement">
        <P>
          Every submission is reviewed before it is published, and we may remove a project, its votes or an account that
          breaks these rules, also after publication. Seen something that breaks them? Tell us on the{' '}
          <InternalLink to="/contact">contact page</InternalLink> and we will look into it.
        </P>
      </Section>
    </ContentPage>
  );
}
