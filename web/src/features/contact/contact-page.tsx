import { PRODUCT_NAME } from '@domain/constants';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { PageMeta } from '../../lib/seo';
import { ContactFaq } from './components/contact-faq';
import { ContactForm } from './components/contact-form';

const PAGE = css({ display: 'flex', flexDirection: 'column', maxW: '3xl', mx: 'auto', gap: { base: 10, md: 14 } });
const TITLE = cx(
  heading({ size: { base: '2xl', md: '4xl' } }),
  css({ fontWeight: 'black', letterSpacing: 'tight', mb: 3, textWrap: 'wrap' }),
);
const INTRO = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', mb: 8 });

export function ContactPage() {
  return (
    <div className={PAGE}>
      <PageMeta
        title={`Contact — ${PRODUCT_NAME}`}
        description={`Get in touch with ${PRODUCT_NAME}: questions, feature requests, bug reports and partnerships. We read every message.`}
      />
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className={TITLE}>
          GET IN TOUCH
        </h1>
        <p className={INTRO}>
          A question about the chart, an idea, a bug or a partnership? Send us a message and we will get back to you.
        </p>
        <ContactForm />
      </section>
      <ContactFaq />
    </div>
  );
}
