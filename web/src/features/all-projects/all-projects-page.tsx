// /projects and /all-projects: every approved project, the current chart
// first by rank, then newest first (the server's order), 20 more per Load More, a VOTE per row.
// A row: chart rank when the project is on the current chart, thumbnail, the name linking out,
// description, tool badges, votes and a VOTE button.
import type { ProjectRowData } from '../../lib/project-rows';
import { PRODUCT_NAME } from '@domain/constants';
import { useMemo } from 'react';
import type { ListStates } from '../../components/project-row/project-list';
import { ListHeading, ProjectList } from '../../components/project-row/project-list';
import type { ProjectRowProps } from '../../components/project-row/project-row';
import { ProjectRow } from '../../components/project-row/project-row';
import { ShownAs, SolidBadge } from '../../components/project-row/row-badges';
import { ALL_PROJECTS_VOTE_SIGN_IN } from '../../components/ui/sign-in-prompt';
import { PageMeta } from '../../lib/seo';
import { useProjectActions } from '../../lib/use-project-actions';
import { useProjectPages } from '../../lib/use-project-pages';
import type { RouteQueries } from '../../lib/route-queries';
import { allProjectsQueryKey, allProjectsQueryOptions, useAllProjects } from './api/get-all-projects';

const EAGER_ROWS = 3;

/** The list, fetched before the page renders. */
export const queries: RouteQueries = () => [allProjectsQueryOptions()];

const ALL_PROJECTS_STATES: ListStates = {
  label: 'All projects',
  moreLabel: 'Load More',
  skeleton: { rows: 8, label: 'Loading projects', action: 'wide' },
  empty: { title: 'No projects found', text: 'Be the first to submit a project!', testId: 'all-projects-empty' },
  error: { title: 'Failed to load projects', text: 'Please try again later', testId: 'all-projects-error' },
};

/** A row's rank badge (when on this week's chart) and its vote count. */
function allProjectsExtras(project: ProjectRowData): Pick<ProjectRowProps, 'badgesBefore' | 'note'> {
  const voteCount = `${project.voteCount} ${project.voteCount === 1 ? 'vote' : 'votes'}`;
  return {
    badgesBefore:
      project.currentRank !== null ? (
        <SolidBadge palette="orange">
          <ShownAs
            shown={`#${project.currentRank}`}
            label={`Rank ${project.currentRank} on this week's chart`}
            testId="rank-badge"
          />
        </SolidBadge>
      ) : null,
    note: { text: voteCount, testId: 'votes' },
  };
}

export function AllProjectsPage() {
  const query = useAllProjects();
  // Pages of 20 from the server; a #project-{id} link loads pages until its row is there.
  const { projects, more } = useProjectPages(query);
  const actions = useProjectActions({ page: 'allProjects', refresh: [allProjectsQueryKey] });
  // One set of extras per row while the rows stay, so Load More re-renders no (memoised) shown row.
  const extras = useMemo(() => new Map(projects.map((p) => [p.id, allProjectsExtras(p)])), [projects]);

  return (
    <section aria-labelledby="all-projects-heading">
      <PageMeta
        title={`All Projects — Browse and vote on every AI project | ${PRODUCT_NAME}`}
        description="Browse and vote on all AI projects. Your votes decide which projects make the official chart at the weekly refresh every Monday."
      />
      <ListHeading id="all-projects-heading" title="BROWSE AND VOTE ON ALL AI PROJECTS">
        Every approved project in one place. Your votes decide which projects make the official chart at the weekly
        refresh every Monday.
      </ListHeading>
      <ProjectList
        query={query}
        count={projects.length}
        states={ALL_PROJECTS_STATES}
        more={more}
        footer={{ text: `Showing ${projects.length} projects`, testId: 'all-projects-footer' }}
      >
        {projects.map((project, index) => (
          <ProjectRow
            key={project.id}
            project={project}
            priority={index < EAGER_ROWS}
            layout="list"
            {...extras.get(project.id)}
            onVote={actions.vote}
            votePending={actions.votingId === project.id}
            voteSignIn={ALL_PROJECTS_VOTE_SIGN_IN}
            voteLabel
          />
        ))}
      </ProjectList>
    </section>
  );
}
