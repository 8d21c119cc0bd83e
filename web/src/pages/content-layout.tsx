// Building blocks of the static content pages: a readable article column with one h1, sections
// with h2 anchors, lists and an accessible table (the FAQ: components/ui/faq.tsx). Styled with
// build-time classes (Panda CSS: Chakra's tokens and recipes), so the server renders them as they are.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { heading, link, table } from 'styled-system/recipes';
import { PageMeta } from '../lib/seo';

/** The operator's contact address on the site's domain (privacy policy, terms, contact page). */
export const CONTACT_EMAIL = 'hello@vibechart.dev';

const ARTICLE = css({ mx: 'auto', lineHeight: 'tall', fontSize: { base: 'md', md: 'lg' } });
const ARTICLE_NARROW = cx(ARTICLE, css({ maxW: '3xl' }));
const ARTICLE_WIDE = cx(ARTICLE, css({ maxW: '5xl' }));
// Headings wrap as Chakra's did: the page reset balances their lines (text-wrap: balance), which
// moves the line breaks of the long titles on phones.
const TITLE = cx(
  heading({ size: { base: '2xl', md: '4xl' } }),
  css({ fontWeight: 'black', letterSpacing: 'tight', mb: 4, textWrap: 'wrap' }),
);
const LEAD = css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', mb: 8 });
const SECTIONS = css({ display: 'flex', flexDirection: 'column', gap: { base: 8, md: 10 } });

interface ContentPageProps {
  /** The document title (<title>). */
  title: string;
  description: string;
  /** The visible h1. */
  heading: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** A wider column, for pages built around a table. */
  wide?: boolean;
  children: ReactNode;
}

/** A content page: head tags, one h1, a lead paragraph and its sections, in a readable column. */
export function ContentPage({ title, description, heading, lead, wide = false, children }: ContentPageProps) {
  return (
    <article className={wide ? ARTICLE_WIDE : ARTICLE_NARROW}>
      <PageMeta title={title} description={description} />
      <h1 className={TITLE}>{heading}</h1>
      {lead ? <p className={LEAD}>{lead}</p> : null}
      <div className={SECTIONS}>{children}</div>
    </article>
  );
}

const SECTION = css({ scrollMarginTop: '6rem' });
const SECTION_TITLE = cx(
  heading({ size: { base: 'xl', md: '2xl' } }),
  css({ fontWeight: 'bold', mb: 3, textWrap: 'wrap' }),
);
/** The body of a section (Chakra's Stack gap 3). */
export const SECTION_BODY = css({ display: 'flex', flexDirection: 'column', gap: 3 });

interface SectionProps {
  id?: string;
  title: string;
  /** A bulleted list opening the section (what most sections are). */
  bullets?: ReactNode[];
  children?: ReactNode;
}

/** A titled section; `id` makes it linkable (/rules#formula). */
export function Section({ id, title, bullets, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={SECTION}>
      <h2 id={headingId} className={SECTION_TITLE}>
        {title}
      </h2>
      <div className={SECTION_BODY}>
        {bullets ? <Bullets items={bullets} /> : null}
        {children}
      </div>
    </section>
  );
}

const SUB_HEADING = cx(
  heading({ size: { base: 'md', md: 'lg' } }),
  css({ fontWeight: 'semibold', mt: 2, textWrap: 'wrap' }),
);

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className={SUB_HEADING}>{children}</h3>;
}

export function P({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}

const LIST_UNORDERED = css({ ps: 6, listStyleType: 'disc' });
const LIST_ORDERED = css({ ps: 6, listStyleType: 'decimal' });
const LIST_ITEM = css({ mb: 2, ps: 1 });

/** A bulleted (or numbered) list with readable spacing. */
export function Bullets({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={ordered ? LIST_ORDERED : LIST_UNORDERED}>
      {items.map((item, i) => (
        <li key={i} className={LIST_ITEM}>
          {item}
        </li>
      ))}
    </List>
  );
}

/** A link in running text: underlined so it reads as a link (Chakra's link recipe). */
export const TEXT_LINK = cx(
  link(),
  css({
    color: 'blue.700',
    textDecoration: 'underline',
    // As the recipe's hover (its underline offset and lighter line) once the link is underlined itself.
    _hover: { color: 'blue.900', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
  }),
);

/** An in-app link (client-side navigation), underlined so it reads as a link in running text. */
export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={TEXT_LINK}>
      {children}
    </RouterLink>
  );
}

export function MailLink({ address = CONTACT_EMAIL }: { address?: string }) {
  return (
    <a href={`mailto:${address}`} className={TEXT_LINK}>
      {address}
    </a>
  );
}

const CALLOUT = css({
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  bg: 'bg.muted',
  rounded: 'lg',
  px: { base: 4, md: 6 },
  py: 4,
  fontWeight: 'bold',
  fontSize: { base: 'md', md: 'xl' },
  overflowWrap: 'anywhere',
});

/** A formula or key figure set apart from the text. */
export function Callout({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div role="note" aria-label={label} className={CALLOUT}>
      {children}
    </div>
  );
}

const TABLE = table({ size: 'sm', variant: 'line', striped: true });
/** Chakra's Table.ScrollArea: its own sideways scroll, texts wrapping. */
const SCROLL_AREA = css({
  display: 'block',
  WebkitOverflowScrolling: 'touch',
  overflow: 'auto',
  maxWidth: '100%',
  whiteSpace: 'normal',
  borderWidth: '1px',
  rounded: 'md',
});
const CAPTION = cx(
  TABLE.caption,
  css({ captionSide: 'top', textAlign: 'start', px: 2, py: 2, fontWeight: 'semibold', color: 'fg.muted' }),
);
const COLUMN_HEADER = cx(TABLE.columnHeader, css({ fontWeight: 'bold' }));
/** The row-header column stays put while the rest scrolls sideways. */
const STICKY = css({
  position: 'sticky',
  insetStart: 0,
  zIndex: 1,
  bg: 'bg',
  boxShadow: 'inset -1px 0 0 {colors.border}',
});
const STICKY_COLUMN_HEADER = cx(COLUMN_HEADER, STICKY);
const CELL = cx(TABLE.cell, css({ verticalAlign: 'top' }));
const ROW_HEADER = cx(CELL, STICKY, css({ fontWeight: 'bold' }));
/** A column's minimum width (the tables' columns use these). */
const MIN_WIDTHS = {
  '7rem': css({ minW: '7rem' }),
  '10rem': css({ minW: '10rem' }),
  '12rem': css({ minW: '12rem' }),
  '14rem': css({ minW: '14rem' }),
  '15rem': css({ minW: '15rem' }),
} as const;

export interface DataTableProps<Row> {
  caption: string;
  columns: { key: keyof Row & string; label: string; minW?: keyof typeof MIN_WIDTHS }[];
  rows: Row[];
  /** The column whose cell names the row (rendered as a row header). */
  rowHeader: keyof Row & string;
}

/**
 * A real <table> with caption and scoped headers. On narrow screens it scrolls sideways inside its
 * own focusable region, with the row-header column kept in view.
 */
export function DataTable<Row extends Record<string, ReactNode>>({
  caption,
  columns,
  rows,
  rowHeader,
}: DataTableProps<Row>) {
  return (
    <div className={SCROLL_AREA} tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways)`}>
      <table className={TABLE.root}>
        <caption className={CAPTION}>{caption}</caption>
        <thead className={TABLE.header}>
          <tr className={TABLE.row}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(
                  column.key === rowHeader ? STICKY_COLUMN_HEADER : COLUMN_HEADER,
                  column.minW ? MIN_WIDTHS[column.minW] : undefined,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={TABLE.body}>
          {rows.map((row, i) => (
            <tr key={i} className={TABLE.row}>
              {columns.map((column) =>
                column.key === rowHeader ? (
                  <th key={column.key} scope="row" className={ROW_HEADER}>
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={CELL}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
