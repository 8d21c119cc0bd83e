// /archive: every project that has charted, newest chart week first, 24 per page
// with Load More ('of ~N shown', N from GET /api/projects/archive/count) and a running footer.
// A row: a rank column on desktop (current rank, else previous rank, if within 100) and a '#rank'
// badge on mobile, CHART for a project on the current chart, 'NW' when it spent more than a week on
// the chart, then the project, vote, vibe and share.
import { useMemo } from 'react';
import type { ProjectRowData } from '../../lib/project-rows';
import { PRODUCT_NAME } from '@domain/constants';
import type { ListStates } from '../../components/project-row/project-list';
import { ListHeading, ProjectList } from '../../components/project-row/project-list';
import { ProjectRow, rowActions } from '../../components/project-row/project-row';
import { ShownAs, SolidBadge } from '../../components/project-row/row-badges';
import { VOTE_SIGN_IN } from '../../components/ui/sign-in-prompt';
import { PageMeta } from '../../lib/seo';
import { useProjectActions } from '../../lib/use-project-actions';
import { useProjectPages } from '../../lib/use-project-pages';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { RouteQueries } from '../../lib/route-queries';
import { archiveQueryKey, archiveQueryOptions, useArchive } from './api/get-archive';
import { archiveCountQueryOptions, useArchiveCount } from './api/get-archive-count';
import { archiveFooter, archiveLoadMoreLabel, archiveRank, archiveWeeksBadge, isOnCurrentChart } from './archive-rows';

const EAGER_ROWS = 3;

/** The first page and the count, fetched before the page renders (no bearer: the rows are everyone's). */
export const queries: RouteQueries = () => [archiveQueryOptions(async () => null), archiveCountQueryOptions()];

const RANK_COLUMN = css({
  hideBelow: 'md',
  w: 12,
  flexShrink: 0,
  textAlign: 'right',
  fontSize: '2xl',
  fontWeight: 'black',
});
const RANK_ON_CHART = cx(RANK_COLUMN, css({ color: 'fg' }));
const RANK_OFF_CHART = cx(RANK_COLUMN, css({ color: 'fg.muted' }));
const RANK_BADGE = cx(badge({ variant: 'outline', size: 'sm' }), css({ hideFrom: 'md', fontWeight: 'black' }));
const WEEKS_BADGE = cx(badge({ variant: 'subtle', size: 'sm' }), css({ fontWeight: 'bold' }));

const ARCHIVE_STATES: ListStates = {
  label: 'Previously charted projects',
  skeleton: { rows: 8, label: 'Loading the archive', rankColumn: true },
  empty: { title: 'No projects found', testId: 'archive-empty' },
  error: { title: 'Failed to fetch archive projects', testId: 'archive-error' },
};

/** The rank column, the '#rank' badge (mobile), CHART and 'NW' of one row. */
function archiveBadges(project: ProjectRowData) {
  const rank = archiveRank(project);
  const onChart = isOnCurrentChart(project);
  const weeks = archiveWeeksBadge(project.weeksOnChart);
  const rankLabel = rank === null ? 'Not ranked' : onChart ? `Rank ${rank} this week` : `Last ranked ${rank}`;
  return {
    rankColumn: (
      <p className={onChart ? RANK_ON_CHART : RANK_OFF_CHART}>
        <ShownAs shown={rank ?? '—'} label={rankLabel} testId="rank" />
      </p>
    ),
    badgesBefore:
      rank !== null ? (
        <span className={RANK_BADGE}>
          <ShownAs shown={`#${rank}`} label={rankLabel} testId="rank-badge" />
        </span>
      ) : null,
    badgesAfter: (
      <>
        {onChart ? (
          <SolidBadge palette="orange" title="On this week's chart">
            CHART
          </SolidBadge>
        ) : null}
        {weeks ? (
          <span className={WEEKS_BADGE}>
            <ShownAs shown={weeks} label={`${weeks.slice(0, -1)} weeks on the chart`} testId="weeks-badge" />
          </span>
        ) : null}
      </>
    ),
  };
}

export function ArchivePage() {
  const archive = useArchive();
  const count = useArchiveCount();
  const { projects, more } = useProjectPages(archive);
  const actions = useProjectActions({ page: 'list', refresh: [archiveQueryKey] });
  // One set of badge elements per row while the rows stay: a re-render of the page (the count, the
  // session arriving) then re-renders no (memoised) row.
  const badges = useMemo(() => new Map(projects.map((p) => [p.id, archiveBadges(p)])), [projects]);

  return (
    <section aria-labelledby="archive-heading">
      <PageMeta
        title={`Archive — Previously charted AI projects | ${PRODUCT_NAME}`}
        description="A complete library of previously charted projects built with AI: their best ranks, weeks on the chart and this week's chart entries."
      />
      <ListHeading id="archive-heading" title="ARCHIVE">
        A complete library of previously charted projects.
      </ListHeading>
      <ProjectList
        query={archive}
        count={projects.length}
        states={ARCHIVE_STATES}
        more={more}
        moreLabel={archiveLoadMoreLabel(projects.length, count.data)}
        footer={{ text: archiveFooter(projects.length, !more), testId: 'archive-footer' }}
      >
        {projects.map((project, index) => (
          <ProjectRow
            key={project.id}
            project={project}
            priority={index < EAGER_ROWS}
            layout="list"
            {...badges.get(project.id)}
            builder
            {...rowActions(actions, project.id)}
            voteSignIn={VOTE_SIGN_IN}
            sharePath="/archive"
          />
        ))}
      </ProjectList>
    </section>
  );
}
