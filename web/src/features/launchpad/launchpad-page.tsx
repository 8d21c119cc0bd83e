// /launchpad and /new (spec §2 Launchpad): approved projects of the last 7 days, 24 per page with
// Load More, a promo block after every 10th row. Behind the launchpad flag (launchpad-config.ts).
// A row: NEW badge, thumbnail or 'NO IMG', the name linking out, description, tool badges,
// 'Added {time}', vote, vibe, and share on desktop only.
import { Box } from '@chakra-ui/react';
import { LAUNCHPAD_DAYS, PRODUCT_NAME } from '@domain/constants';
import { Fragment, useMemo } from 'react';
import { Navigate } from 'react-router';
import type { ListStates } from '../../components/project-row/project-list';
import { ListHeading, ProjectList } from '../../components/project-row/project-list';
import { ProjectRow, rowActions } from '../../components/project-row/project-row';
import { SolidBadge } from '../../components/project-row/row-badges';
import { relativeDayLabel } from '../../lib/relative-days';
import { PromoItem, launchpadPromoAfter } from '../../components/ui/promo-item';
import { VOTE_SIGN_IN } from '../../components/ui/sign-in-prompt';
import { appClock, appTimeAt } from '../../lib/clock';
import { useDayZone } from '../../lib/first-render';
import { PageMeta } from '../../lib/seo';
import { useProjectActions } from '../../lib/use-project-actions';
import { useProjectPages } from '../../lib/use-project-pages';
import { launchpadQueryKey, useLaunchpad } from './api/get-launchpad';
import { LAUNCHPAD_ENABLED, LAUNCHPAD_FALLBACK_PATH } from './launchpad-config';

/** Rows whose thumbnails load eagerly (above the fold). */
const EAGER_ROWS = 3;

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
  const dayZone = useDayZone();
  // "Added today / N days ago" against the time the rows were fetched.
  const { dataUpdatedAt } = launchpad;
  const now = useMemo(() => (dataUpdatedAt ? appTimeAt(dataUpdatedAt) : appClock()), [dataUpdatedAt]);

  return (
    <Box as="section" aria-labelledby="launchpad-heading">
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
              thumbnailPx={72}
              badgesBefore={<SolidBadge palette="green">NEW</SolidBadge>}
              note={{ text: `Added ${relativeDayLabel(project.createdAt, now, dayZone)}`, testId: 'added' }}
              {...rowActions(actions, project.id)}
              voteSignIn={VOTE_SIGN_IN}
              sharePath="/launchpad"
            />
            <PromoItem type={launchpadPromoAfter(index + 1)} />
          </Fragment>
        ))}
      </ProjectList>
    </Box>
  );
}
