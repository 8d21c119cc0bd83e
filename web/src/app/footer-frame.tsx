// The footer's frame: its columns of links, the newsletter sign-up and the credits, given by the page
// (footer.tsx renders them; `/` keeps the server's, home/). Only the sign-up form is live.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { NewsletterForm } from '../components/ui/newsletter-form';
import { CONTAINER } from '../components/ui/styles';

export const FOOTER = {
  footer: css({ borderTopWidth: '1px', borderColor: 'border.muted', mt: 8, bg: 'bg.subtle' }),
  inner: cx(CONTAINER, css({ py: 8 })),
  columns: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 8 }),
  newsletter: css({
    mt: 8,
    pt: 6,
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    display: 'flex',
    gap: 4,
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'center' },
    justifyContent: 'space-between',
  }),
  newsletterText: css({ display: 'flex', flexDirection: 'column', gap: 1 }),
  form: css({ flex: '1', maxW: { md: 'md' } }),
  credits: css({
    mt: 8,
    pt: 4,
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    display: 'flex',
    gap: 4,
    justifyContent: 'space-between',
    alignItems: { base: 'flex-start', md: 'center' },
    flexDirection: { base: 'column', md: 'row' },
    fontSize: 'sm',
    color: 'fg.muted',
  }),
};

export interface FooterFrameProps {
  /** The columns of links, the sign-up's title and line, the credits: each one element. */
  columns: ReactNode;
  newsletterText: ReactNode;
  credits: ReactNode;
}

export function FooterFrame({ columns, newsletterText, credits }: FooterFrameProps) {
  return (
    <footer className={FOOTER.footer}>
      <div className={FOOTER.inner}>
        {columns}
        <section aria-labelledby="footer-newsletter" className={FOOTER.newsletter} data-testid="footer-newsletter">
          {newsletterText}
          <div className={FOOTER.form}>
            <NewsletterForm tone="light" id="newsletter-footer" />
          </div>
        </section>
        {credits}
      </div>
    </footer>
  );
}
