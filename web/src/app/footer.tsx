// The footer of every page: the site's links, the newsletter sign-up and the credits. Every link goes
// to a page of the site (Submit Project is a SUBMIT choice: signed out, the join dialog).
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';
import { SUBMIT_PATH, SubmitLink } from '../components/ui/submit-link';
import { AppLink } from '../lib/navigation';
import { useCurrentYear } from '../lib/first-render';
import { css, cx } from 'styled-system/css';
import { heading, link } from 'styled-system/recipes';
import { FOOTER, FooterFrame } from './footer-frame';
import { FOOTER_SECTIONS } from './nav';

const S = {
  ...FOOTER,
  about: css({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 'sm', color: 'fg.muted' }),
  name: css({ fontWeight: 'black', fontSize: 'lg', color: 'fg' }),
  sectionTitle: cx(heading({ size: 'xs' }), css({ letterSpacing: 'wider', mb: 2 })),
  links: css({ display: 'flex', flexDirection: 'column', gap: 0, listStyleType: 'none' }),
  link: cx(
    link(),
    css({ fontSize: 'sm', color: 'fg.muted', minH: '48px', display: 'inline-flex', alignItems: 'center' }),
  ),
  newsletterTitle: heading({ size: 'sm' }),
  newsletterLine: css({ fontSize: 'sm', color: 'fg.muted' }),
  badge: cx(
    link(),
    css({
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      rounded: 'md',
      px: 3,
      minH: '48px',
      display: 'inline-flex',
      alignItems: 'center',
      fontWeight: 'bold',
      color: 'fg',
    }),
  ),
};

export function Footer() {
  const year = useCurrentYear();
  return (
    <FooterFrame
      columns={
        <div className={S.columns}>
          <div className={S.about}>
            <p className={S.name}>{PRODUCT_NAME}</p>
            <p>{TAGLINE}. New chart every Monday.</p>
          </div>
          {Object.entries(FOOTER_SECTIONS).map(([title, links]) => (
            <nav key={title} aria-labelledby={`footer-${title}`}>
              <h2 id={`footer-${title}`} className={S.sectionTitle}>
                {title}
              </h2>
              <ul className={S.links}>
                {Object.entries(links).map(([label, to]) => (
                  <li key={to}>
                    {to === SUBMIT_PATH ? (
                      <SubmitLink className={S.link}>{label}</SubmitLink>
                    ) : (
                      <AppLink to={to} className={S.link}>
                        {label}
                      </AppLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      }
      newsletterText={
        <div className={S.newsletterText}>
          <h2 id="footer-newsletter" className={S.newsletterTitle}>
            The weekly chart in your inbox
          </h2>
          <p className={S.newsletterLine}>Every Monday: the new top 10 and how it moved. Unsubscribe anytime.</p>
        </div>
      }
      credits={
        <div className={S.credits}>
          <p>{`© ${year} ${PRODUCT_NAME} · Built by an indie maker in Copenhagen, Denmark`}</p>
          <a href="/feed.xml" type="application/rss+xml" className={S.badge} data-testid="feed-link">
            Weekly chart feed (RSS)
          </a>
        </div>
      }
    />
  );
}
