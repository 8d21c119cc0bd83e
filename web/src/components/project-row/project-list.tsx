// A page's list of project rows with its states, each list passing its own texts: a skeleton while
// the first page loads, the error with Retry when no row could be loaded, the empty text, else the
// rows, Load More while there are more, and a running footer.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { BUTTON_OUTLINE, MESSAGE_BLOCK, MUTED, PAGE_INTRO, PAGE_TITLE, SKELETON } from '../ui/styles';

const HEADING_BLOCK = css({ display: 'flex', flexDirection: 'column', gap: 1, mb: 6 });
const LIST = css({ display: 'flex', flexDirection: 'column', gap: 0, listStyleType: 'none' });
const SKELETON_ROW = css({
  display: 'flex',
  gap: 4,
  py: 3,
  alignItems: 'flex-start',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
});
const S = {
  rank: cx(SKELETON, css({ hideBelow: 'md', w: 12, h: 8 })),
  thumb64: cx(SKELETON, css({ w: { base: '56px', md: '64px' }, h: { base: '56px', md: '64px' }, rounded: 'md' })),
  thumb72: cx(SKELETON, css({ w: { base: '56px', md: '72px' }, h: { base: '56px', md: '72px' }, rounded: 'md' })),
  text: css({ flex: '1' }),
  line1: cx(SKELETON, css({ h: 4, w: '40%', mb: 2 })),
  line2: cx(SKELETON, css({ h: 3, w: '85%', mb: 2 })),
  line3: cx(SKELETON, css({ h: 3, w: '25%' })),
  action48: cx(SKELETON, css({ w: '48px', h: '48px', rounded: 'md' })),
  action96: cx(SKELETON, css({ w: '96px', h: '48px', rounded: 'md' })),
};
const MESSAGE_TITLE = css({ fontWeight: 'black', fontSize: 'xl' });
const RETRY = cx(BUTTON_OUTLINE, css({ mt: 2 }));
const MORE_LINE = css({ display: 'flex', justifyContent: 'center', mt: 6 });
const MORE = cx(BUTTON_OUTLINE, css({ px: 6, fontWeight: 'bold' }));
const FOOTER = css({ mt: 4, textAlign: 'center', fontSize: 'sm', color: 'fg.muted' });

/** A list page's h1 (`id` labels the page's section) and its line of introduction. */
export function ListHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={HEADING_BLOCK}>
      <h1 id={id} className={PAGE_TITLE}>
        {title}
      </h1>
      <p className={PAGE_INTRO}>{children}</p>
    </div>
  );
}

export interface ListSkeletonProps {
  rows: number;
  label: string;
  /** Thumbnail size on desktop (phones: 56 px). */
  thumbPx?: 64 | 72;
  /** The action placeholder on the right: a square button or a wider one. */
  action?: 'square' | 'wide';
  /** A rank column before the thumbnail (desktop). */
  rankColumn?: boolean;
}

export function ListSkeleton({ rows, label, thumbPx = 64, action = 'square', rankColumn = false }: ListSkeletonProps) {
  return (
    <ul className={LIST} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={SKELETON_ROW}>
          {rankColumn ? <div className={S.rank} /> : null}
          <div className={thumbPx === 72 ? S.thumb72 : S.thumb64} />
          <div className={S.text}>
            <div className={S.line1} />
            <div className={S.line2} />
            <div className={S.line3} />
          </div>
          <div className={action === 'wide' ? S.action96 : S.action48} />
        </li>
      ))}
    </ul>
  );
}

export interface ListMessage {
  title: string;
  text?: string;
  testId: string;
}

/** The empty text, or the error with Retry when `onRetry` is given. */
function ListMessageBlock({
  title,
  text,
  testId,
  onRetry,
  retrying,
}: ListMessage & { onRetry?: () => void; retrying?: boolean }) {
  return (
    <div role={onRetry ? 'alert' : undefined} className={MESSAGE_BLOCK} data-testid={testId}>
      <p className={MESSAGE_TITLE}>{title}</p>
      {text ? <p className={MUTED}>{text}</p> : null}
      {onRetry ? (
        <button type="button" className={RETRY} onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** A list's texts: its accessible name and its loading, empty and error states. */
export interface ListStates {
  label: string;
  /** The Load More button's text (a page may pass its own, e.g. with a count). */
  moreLabel?: string;
  skeleton: ListSkeletonProps;
  empty: ListMessage;
  error: ListMessage;
}

export interface ProjectListProps {
  /** The list query (its status, and Retry refetches it) and how many rows it has. */
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown; isRefetching: boolean };
  count: number;
  states: ListStates;
  /** The rows (ProjectRow, promo blocks). */
  children: ReactNode;
  /** The Load More button, while there are more, and its text (default the states'). */
  more?: { loading?: boolean; onClick: () => void } | null;
  moreLabel?: string;
  /** The running footer ('Showing N …'). */
  footer?: { text: string; testId: string };
}

export function ProjectList({ query, count, states, children, more, moreLabel, footer }: ProjectListProps) {
  if (query.status === 'pending') return <ListSkeleton {...states.skeleton} />;
  if (count === 0 && query.status === 'error') {
    return <ListMessageBlock {...states.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (count === 0) return <ListMessageBlock {...states.empty} />;
  return (
    <>
      <ul className={LIST} aria-label={states.label}>
        {children}
      </ul>
      {more ? (
        <div className={MORE_LINE}>
          <button
            type="button"
            className={MORE}
            disabled={more.loading}
            aria-busy={more.loading || undefined}
            onClick={more.onClick}
          >
            {more.loading ? 'Loading…' : (moreLabel ?? states.moreLabel)}
          </button>
        </div>
      ) : null}
      {footer ? (
        <p className={FOOTER} role="status" data-testid={footer.testId}>
          {footer.text}
        </p>
      ) : null}
    </>
  );
}
