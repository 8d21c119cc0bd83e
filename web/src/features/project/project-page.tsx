// /p/:id: one project with its AI Judge review and its rank history.
import { PRODUCT_NAME } from '@domain/constants';
import { safeHttpUrl } from '@domain/url';
import { Link as RouterLink, useParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button, heading } from 'styled-system/recipes';
import type { RouteQueries } from '../../lib/route-queries';
import { AiReviewDetails } from '../../components/ui/ai-review-details';
import { BuilderLink } from '../../components/ui/builder-link';
import { MovementBadge } from '../../components/ui/movement-badge';
import { ProjectThumbnail } from '../../components/ui/project-thumbnail';
import { SecurityBadge } from '../../components/ui/security-badge';
import { ShareButton } from '../../components/ui/share-button';
import { SocialIcons } from '../../components/ui/social-icons';
import { BUTTON_SOLID, MESSAGE_BLOCK, MUTED, PAGE_TITLE, SR_ONLY } from '../../components/ui/styles';
import { ToolBadges } from '../../components/ui/tool-badges';
import { VibeButton } from '../../components/ui/vibe-button';
import { VoteButton } from '../../components/ui/vote-button';
import { ApiError } from '../../lib/api-error';
import { weeklyVotesLabel, weeksOnChartLabel } from '../../lib/chart-movement';
import { truncate } from '../../lib/display-text';
import { projectTools } from '../../lib/project-tools';
import { QUERY_KEYS } from '../../lib/query-keys';
import { JsonLd, PageMeta } from '../../lib/seo';
import { useProjectActions } from '../../lib/use-project-actions';
import { useVibeAnswer, useVoteAnswer, withVibeAnswer, withVoteAnswer } from '../../lib/action-answers';
import { projectQueryOptions, useProject } from './api/get-project';
import { projectHistoryQueryOptions, useProjectHistory } from './api/get-project-history';
import { EmbedBadge } from './components/embed-badge';
import { RankHistoryChart } from './components/rank-history-chart';

export const PROJECT_NOT_FOUND = 'Project not found';

/** The project and its rank history, fetched before the page renders. */
export const queries: RouteQueries = ({ params }) => [
  projectQueryOptions(params.id ?? ''),
  projectHistoryQueryOptions(params.id ?? ''),
];

const S = {
  notFound: cx(MESSAGE_BLOCK, css({ gap: 3 })),
  notFoundTitle: heading({ size: 'xl' }),
  loading: css({ color: 'fg.muted', py: 16, textAlign: 'center' }),
  errorTitle: css({ fontWeight: 'black', fontSize: 'xl' }),
  article: css({ display: 'flex', flexDirection: 'column', gap: 8 }),
  top: css({ display: 'flex', gap: 6, flexDirection: { base: 'column', md: 'row' }, alignItems: 'flex-start' }),
  text: css({ display: 'flex', flexDirection: 'column', gap: 2, flex: '1', minW: 0 }),
  flags: css({ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }),
  rank: css({ fontWeight: 'black', fontSize: '2xl' }),
  intention: css({ fontStyle: 'italic', color: 'fg.muted' }),
  builder: css({ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }),
  stats: css({ display: 'flex', alignItems: 'center', gap: 3, fontSize: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', pt: 2 }),
  visit: cx(button({ size: 'md' }), css({ minH: '48px', fontWeight: 'black' })),
  review: css({ borderWidth: '1px', borderColor: 'border', rounded: 'lg', p: { base: 4, md: 6 } }),
  sectionTitle: cx(heading({ size: 'lg' }), css({ mb: 3 })),
};

function NotFound() {
  return (
    <div className={S.notFound} data-testid="project-not-found">
      <PageMeta
        title={`${PROJECT_NOT_FOUND} — ${PRODUCT_NAME}`}
        description={`This project is not on ${PRODUCT_NAME}: it might have been removed or is no longer available.`}
        noindex
      />
      <h1 className={S.notFoundTitle}>{PROJECT_NOT_FOUND}</h1>
      <p className={MUTED}>This project might have been removed or is no longer available.</p>
      <RouterLink to="/" className={BUTTON_SOLID}>
        View Chart
      </RouterLink>
    </div>
  );
}

function History({ id, projectName }: { id: string; projectName: string }) {
  const history = useProjectHistory(id);
  if (history.isPending) return <p className={MUTED}>Loading rank history…</p>;
  if (history.isError) return <p className={MUTED}>Unable to load the rank history. Please try again.</p>;
  if (history.data.length === 0) {
    return (
      <p className={MUTED} data-testid="rank-history-empty">
        Not on a published chart yet.
      </p>
    );
  }
  return <RankHistoryChart history={history.data} projectName={projectName} />;
}

export function ProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  // Votes the chart's way (its toasts); refreshes this project and the chart's live votes.
  const actions = useProjectActions({
    page: 'chart',
    refresh: [[...QUERY_KEYS.project, id], QUERY_KEYS.chartLiveVotes],
  });
  // The counts a vote's or a vibe's answer carried, should this project's cached answer be older.
  const voteAnswer = useVoteAnswer(id);
  const vibeAnswer = useVibeAnswer(id);

  if (project.isPending) {
    return (
      <p className={S.loading} aria-busy="true">
        Loading project…
      </p>
    );
  }
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <NotFound />;
    return (
      <div role="alert" className={MESSAGE_BLOCK}>
        <PageMeta
          title={`${PRODUCT_NAME}`}
          description="This project could not be loaded just now. Please try again."
          noindex
        />
        <p className={S.errorTitle}>CONNECTION ERROR</p>
        <p className={MUTED}>Unable to load projects. Please try again.</p>
        <button type="button" className={BUTTON_SOLID} onClick={() => void project.refetch()}>
          Retry
        </button>
      </div>
    );
  }

  const p = withVibeAnswer(withVoteAnswer(project.data, voteAnswer), vibeAnswer);
  const href = safeHttpUrl(p.projectUrl);
  const weeks = weeksOnChartLabel(p.weeksOnChart);
  const description = truncate(`${p.projectName}: ${p.description}`, 160);
  return (
    <article className={S.article} aria-labelledby="project-heading">
      <PageMeta
        title={`${p.projectName} — ${PRODUCT_NAME}`}
        description={description}
        ogType="article"
        ogImage={{ project: p.id }}
      />
      <JsonLd
        id="jsonld-project"
        data={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: p.projectName,
          description: p.description,
          ...(href ? { url: href } : {}),
        }}
      />
      <div className={S.top}>
        <ProjectThumbnail project={p} size="page" priority />
        <div className={S.text}>
          <div className={S.flags}>
            {p.rank ? (
              <p className={S.rank} data-testid="rank">
                #{p.rank}
              </p>
            ) : null}
            <MovementBadge chartStatus={p.chartStatus} createdAt={p.createdAt} />
            {p.isSecurityVerified ? <SecurityBadge /> : null}
          </div>
          <h1 id="project-heading" className={PAGE_TITLE}>
            {p.projectName}
          </h1>
          {p.projectIntention ? <p className={S.intention}>{p.projectIntention}</p> : null}
          <p>{p.description}</p>
          <ToolBadges tools={projectTools(p)} max={8} />
          <div className={S.builder}>
            <BuilderLink project={p} />
            <SocialIcons project={p} />
          </div>
          <div className={S.stats}>
            {p.peakRank ? <span>peak #{p.peakRank}</span> : null}
            {weeks ? <span>{weeks} on chart</span> : null}
            <span data-testid="weekly-votes">{weeklyVotesLabel(p.weeklyVotes)}</span>
          </div>
          <div className={S.actions}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className={S.visit}>
                Visit project
                <span className={SR_ONLY}>(opens in a new tab)</span>
              </a>
            ) : null}
            <VoteButton
              projectName={p.projectName}
              count={p.voteCount}
              pending={actions.votingId !== null}
              onVote={() => actions.vote(p.id)}
            />
            <VibeButton
              projectName={p.projectName}
              count={p.vibeCount}
              pending={actions.vibingId !== null}
              onVibe={() => actions.vibe(p.id)}
            />
            <ShareButton project={p} path={`/p/${encodeURIComponent(p.id)}`} />
          </div>
        </div>
      </div>
      <section aria-labelledby="review-heading" className={S.review}>
        <h2 id="review-heading" className={S.sectionTitle}>
          AI Judge Review
        </h2>
        <AiReviewDetails project={p} />
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className={S.sectionTitle}>
          Rank history
        </h2>
        <History id={p.id} projectName={p.projectName} />
      </section>
      <EmbedBadge id={p.id} projectName={p.projectName} />
    </article>
  );
}
