// The chart as a list: rows in rank order, promo blocks after ranks 10–50 (alternating submit /
// newsletter), the ad-space block, signed-in vote/vibe with local count updates (published rows are
// frozen, so the answer's counts are shown on top of them). Rows render in slices as the visitor
// scrolls towards them (a sentinel well below the viewport), so the first paint renders a few rows
// and no task blocks the main thread for long; a #project-{id} hash renders up to its row at once.
import { Box, Stack } from '@chakra-ui/react';
import type { ListedProjectJson } from '@domain/api';
import { Fragment, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useLocation } from 'react-router';
import { FIRST_SLICE, NEXT_SLICE, inHydrationSlices } from '../../../components/project-row/hydration-slices';
import { ProjectRow, rowActions } from '../../../components/project-row/project-row';
import { AdSpace } from '../../../components/ui/ad-space';
import { PromoItem, chartPromoAfter } from '../../../components/ui/promo-item';
import { appClock } from '../../../lib/clock';
import { renderingServerPage } from '../../../lib/first-render';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { projectIdFromHash, useHashHighlight } from '../../../lib/use-hash-highlight';
import { useProjectActions } from '../../../lib/use-project-actions';
import { AD_SPACE_AFTER, EAGER_THUMBNAILS } from '../chart-rows';

/** A vote or vibe on the current chart or a past week refreshes both. */
const CHART_QUERIES = [QUERY_KEYS.currentChart, QUERY_KEYS.chartWeek];

/** Rows rendered in the first pass (above the fold and a bit), then this many more per slice. */
export { FIRST_SLICE, NEXT_SLICE };
/** The next slice renders when the end of the list comes within this distance of the viewport. */
const SENTINEL_MARGIN = '1500px 0px';

export interface ChartListProps {
  rows: ListedProjectJson[];
  /** Where share links open ('/' or '/chart/{weekOf}'). */
  sharePath: string;
  /** Promo blocks and the ad space (the current chart); default true. */
  promos?: boolean;
}

export function ChartList({ rows, sharePath, promos = true }: ChartListProps) {
  // The server's page has every row (readable without JavaScript); the browser's own, a first slice.
  const [sliced, setShown] = useState(() => (renderingServerPage() ? rows.length : FIRST_SLICE));
  const [, startTransition] = useTransition();
  const [votes, setVotes] = useState<Record<string, number>>({});
  const [vibes, setVibes] = useState<Record<string, number>>({});
  const now = useMemo(() => appClock(), []);
  const sentinel = useRef<HTMLLIElement>(null);

  // A hash link renders everything up to its row (and a little beyond) right away.
  const { hash } = useLocation();
  const hashId = projectIdFromHash(hash);
  const hashIndex = hashId ? rows.findIndex((row) => row.id === hashId) : -1;
  const shown = Math.min(rows.length, Math.max(sliced, hashIndex + 1 + FIRST_SLICE));
  const complete = shown >= rows.length;

  useEffect(() => {
    const el = sentinel.current;
    if (complete || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          startTransition(() => setShown((n) => Math.max(n, shown) + NEXT_SLICE));
        }
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [complete, shown]);

  useHashHighlight(rows.length > 0);

  const actions = useProjectActions({
    page: 'chart',
    refresh: CHART_QUERIES,
    onVoted: (id) => setVotes((v) => ({ ...v, [id]: (v[id] ?? 0) + 1 })),
    onVibed: (id, count) => setVibes((v) => ({ ...v, [id]: count })),
  });

  return (
    <Stack as="ol" gap={0} listStyleType="none" aria-label="Chart" data-complete={complete || undefined}>
      {inHydrationSlices(
        rows.slice(0, shown).map((row, index) => {
          const project =
            votes[row.id] || vibes[row.id] !== undefined
              ? {
                  ...row,
                  voteCount: row.voteCount + (votes[row.id] ?? 0),
                  vibeCount: Math.max(row.vibeCount, vibes[row.id] ?? 0),
                }
              : row;
          return (
            <Fragment key={row.id}>
              <ProjectRow
                project={project}
                priority={index < EAGER_THUMBNAILS}
                layout="chart"
                now={now}
                sharePath={sharePath}
                {...rowActions(actions, row.id)}
              />
              {promos && index + 1 === AD_SPACE_AFTER ? (
                <Box as="li" py={3}>
                  <AdSpace />
                </Box>
              ) : null}
              <PromoItem type={promos ? chartPromoAfter(index + 1) : null} />
            </Fragment>
          );
        }),
      )}
      {complete ? null : <li ref={sentinel} aria-hidden="true" style={{ height: 1 }} data-testid="chart-more" />}
    </Stack>
  );
}
