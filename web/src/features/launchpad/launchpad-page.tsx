// /launchpad and /new: approved projects of the last 7 days, 24 per page with
// Load More, a promo block after every 10th row. Behind the launchpad flag (launchpad-config.ts).
// A row: NEW badge (and FEATURED for a 100% complete profile: those come first within their day),
// thumbnail or 'NO IMG', the name linking out, description, tool badges, 'Added {day it went live}',
// vote, vibe, and share on desktop only.
import { LAUNCHPAD_DAYS, PRODUCT_NAME } from '@domain/constants';
import { Fragment, useMemo } from 'react';
import type { ProjectRowProps } from '../../components/project-row/project-row';
import { Navigate } from 'react-router';
import type { ListStates } from '../../components/project-row/project-list';
import { ListHeading, ProjectList } from '../../components/project-row/project-list';
import { ProjectRow, rowActions } from '../../components/project-row/project-row';
import { FEATURED_RULE, SolidBadge } from '../../components/project-row/row-badges';
import { relativeDayLabel } from '../../lib/relative-days';
import { PromoItem, launchpadPromoAfter } from '../../components/ui/promo-block';
import { VOTE_SIGN_IN } from '../../components/ui/sign-in-prompt';
import { appClock, appTimeAt } from '../../lib/clock';
import { useDayZone } from '../../lib/first-render';
import { PageMeta } from '../../lib/seo';
import { useProjectActions } from '../../lib/use-project-actions';
import { useProjectPages } from '../../lib/use-project-pages';
import type { RouteQueries } from '../../lib/route-queries';
import { launchpadQueryKey, launchpadQueryOptions, useLaunchpad } from './api/get-launchpad';
import { LAUNCHPAD_ENABLED, LAUNCHPAD_FALLBACK_PATH } from './launchpad-config';

/** Rows whose thumbnails load eagerly (above the fold). */
const EAGER_ROWS = 3;

/** One element for every row, so the memoised rows keep their props between renders. */
const NEW_BADGE = <SolidBadge palette="green">NEW</SolidBadge>;
const NEW_FEATURED_BADGES = (
  <>
    {NEW_BADGE}
    <SolidBadge palette="orange" title={FEATURED_RULE} testId="featured">
      FEATURED
    </SolidBadge>
  </>
);

/** The first page, fetched before the page renders. */
export const queries: RouteQueries = () => (LAUNCHPAD_ENABLED ? [launchpadQueryOptions()] : []);

const LAUNCHPAD_STATES: ListStates = {
  label: 'New projects',
  moreLabel: 'Load More Projects',
  skeleton: { rows: 6, label: 'Loading new projects', thumbPx: 72 },
  empty: { title: 'No new projects', text: 'Check back soon for fresh submissions!', testId: 'launchpad-empty' },
  error: { title: 'Failed to load projects', text: 'Please try again later', testId: 'launchpad-error' },
};

export function LaunchpadPage() {
  if (!LAUNCHPAD_ENABLED) return <Navigate to={LAUNCHPAD_FALLBACK_PATH} replace />;
  return <Launchpad />;
}

function Launchpad() {
  const launchpad = useLaunchpad();
  const { projects, more } = useProjectPages(launchpad);
  const actions = useProjectActions({ page: 'list', refresh: [launchpadQueryKey] });
  // "Added today / N days ago" against the time the rows were fetched. One note object per row while
  // the rows and that time stay, so a re-render of the page does not re-render every (memoised) row.
  const { dataUpdatedAt } = launchpad;
  const notes = useMemo(() => {
    const now = dataUpdatedAt ? appTimeAt(dataUpdatedAt) : appClock();
    return new Map<string, ProjectRowProps['note']>(
      projects.map((p) => [
        p.id,
        { text: <AddedDay liveAt={p.launchpadLiveAt ?? p.createdAt} now={now} />, testId: 'added' },
      ]),
    );
  }, [projects, dataUpdatedAt]);

  return (
    <section aria-labelledby="launchpad-heading">
      <PageMeta
        title={`Launchpad — New AI projects this week | ${PRODUCT_NAME}`}
        description={`Fresh projects built with AI from the last ${LAUNCHPAD_DAYS} days. Vote for your favourites before the AI judge scores them for the weekly chart.`}
      />
      <ListHeading id="launchpad-heading" title="LAUNCHPAD">
        New projects from the last {LAUNCHPAD_DAYS} days. Votes here count toward their chart entry.
      </ListHeading>
      <ProjectList query={launchpad} count={projects.length} states={LAUNCHPAD_STATES} more={more}>
        {projects.map((project, index) => (
          <Fragment key={project.id}>
            <ProjectRow
              project={project}
              priority={index < EAGER_ROWS}
              layout="list"
              thumbnail="list72"
              badgesBefore={project.profileComplete ? NEW_FEATURED_BADGES : NEW_BADGE}
              note={notes.get(project.id)}
              {...rowActions(actions, project.id)}
              voteSignIn={VOTE_SIGN_IN}
              sharePath="/launchpad"
            />
            <PromoItem type={launchpadPromoAfter(index + 1)} at={index + 1} />
          </Fragment>
        ))}
      </ProjectList>
    </section>
  );
}

/**
 * 'Added {day}', counted from the day the project went live on the launchpad (its approval): in the
 * product's zone in the server's page and while hydrating it, then in the viewer's — the switch after
 * hydration re-renders these labels only, not the rows around them.
 */
function AddedDay({ liveAt, now }: { liveAt: string | null; now: Date }) {
  const dayZone = useDayZone();
  return `Added ${relativeDayLabel(liveAt, now, dayZone)}`;
}
