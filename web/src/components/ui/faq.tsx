// Questions that open one at a time, for the content pages and the contact page: native <details>
// sharing one `name` (the browser closes the open one), so they work before the app is live, by
// keyboard, and say "expanded/collapsed" to screen readers without script. Styled as Chakra's
// enclosed accordion (its slot recipe, built at build time).
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { accordion } from 'styled-system/recipes';
import { ChevronDownIcon } from './chevron-down-icon';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

const ACCORDION = accordion({ variant: 'enclosed', size: 'lg' });
const TRIGGER = cx(
  ACCORDION.itemTrigger,
  css({
    minH: '48px',
    fontWeight: 'semibold',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  }),
);
/** The question: a heading inside the summary (allowed there), the same text size as the summary. */
const QUESTION = css({
  flex: '1',
  fontFamily: 'heading',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  textWrap: 'wrap',
});
const INDICATOR = cx(ACCORDION.itemIndicator, css({ '[open] > summary > &': { rotate: '180deg' } }));
const CONTENT = cx(ACCORDION.itemContent, css({ animationName: 'fade-in', animationDuration: 'moderate' }));
const BODY = cx(ACCORDION.itemBody, css({ color: 'fg.muted' }));

/** Questions that open one at a time (a disclosure each: <details> with a <summary>). */
export function Faq({ items, idPrefix = 'faq' }: { items: readonly FaqItem[]; idPrefix?: string }) {
  return (
    <div className={ACCORDION.root}>
      {items.map((item, i) => (
        <details key={item.question} id={`${idPrefix}-${i}`} name={idPrefix} className={ACCORDION.item}>
          <summary className={TRIGGER}>
            <h3 className={QUESTION}>{item.question}</h3>
            <span className={INDICATOR}>
              <ChevronDownIcon />
            </span>
          </summary>
          <div className={CONTENT}>
            <div className={BODY}>{item.answer}</div>
          </div>
        </details>
      ))}
    </div>
  );
}
