// `/` as the browser hydrates it: the site shell and the chart's section with the app's own components,
// each row's rank and text kept as the server rendered them, without the router and the query cache
// (home-data.ts keeps the page's data). Its element tree is the one the app renders for `/` on the server
// (entry-server.tsx): `home-app.test.tsx` hydrates that HTML with it.
import type { ReactNode } from 'react';
import { Suspense, useEffect, useMemo } from 'react';
import { FOOTER, FooterFrame } from '../app/footer-frame';
import { SHELL, Shell } from '../app/shell';
import { AD_SPACE } from '../components/ui/ad-space';
import { MESSAGE_BLOCK } from '../components/ui/styles';
import { toChartRows, withLiveVotes } from '../features/chart/chart-rows';
import { ChartList } from '../features/chart/components/chart-list';
import { ChartSection } from '../features/chart/components/chart-section';
import type { CounterInputs } from '../features/stats/counters';
import { PENDING_COUNT_POLL_MS } from '../features/stats/counters';
import { PageDataProvider } from '../lib/page-data';
import type { RequestInfo } from '../lib/request';
import { RequestProvider } from '../lib/request';
import { SessionProvider, useSession } from '../lib/session';
import type { HomeData } from './home-data';
import { useHomeValue } from './home-data';
import { AiReviews } from './ai-reviews';
import { HomePromo } from './home-promo';
import { HomeRow } from './home-row';
import { HomeScroll } from './home-scroll';
import { Kept } from './kept';
import { SubmitLinks } from './submit-links';

export function HomeApp({ data, request }: { data: HomeData; request: RequestInfo }) {
  const pageData = useMemo(() => data.pageData(), [data]);
  return (
    <PageDataProvider value={pageData}>
      <RequestProvider value={request}>
        <SessionProvider>
          <MemberData data={data} />
          <HomeScroll />
          {/* The app's routes render in a boundary of their own: the same markers in the HTML. */}
          <Suspense fallback={null}>
            <HomeShell data={data}>
              <HomeChart data={data} />
            </HomeShell>
          </Suspense>
        </SessionProvider>
      </RequestProvider>
    </PageDataProvider>
  );
}

function HomeShell({ data, children }: { data: HomeData; children: ReactNode }) {
  const { status } = useSession();
  const stats = useHomeValue(data, 'chartStats');
  const vibes = useHomeValue(data, 'totalVibes');
  const quota = useHomeValue(data, 'myQuota');
  const pending = useHomeValue(data, 'pendingCount');
  const counters: CounterInputs = {
    signedIn: status === 'signedIn',
    votesLeft: quota?.remaining ?? null,
    totalVotes: stats?.totalVotes ?? null,
    totalVibes: vibes?.totalVibes ?? null,
    totalProjects: stats?.totalProjects ?? null,
    totalBuilders: stats?.totalBuilders ?? null,
  };
  return (
    <Shell
      brand={
        <>
          <Kept as="a" className={SHELL.logo} />
          <Kept as="nav" className={SHELL.nav} />
        </>
      }
      footer={
        <FooterFrame
          columns={<Kept as="div" className={FOOTER.columns} />}
          newsletterText={<Kept as="div" className={FOOTER.newsletterText} />}
          credits={<Kept as="div" className={FOOTER.credits} />}
        />
      }
      counters={counters}
      pendingCount={pending ?? 0}
    >
      {children}
      <SubmitLinks />
    </Shell>
  );
}

function HomeChart({ data }: { data: HomeData }) {
  const chart = useHomeValue(data, 'currentChart');
  const liveVotes = useHomeValue(data, 'chartLiveVotes');
  const rows = useMemo(() => toChartRows(chart), [chart]);
  const liveRows = useMemo(() => withLiveVotes(rows, liveVotes), [rows, liveVotes]);
  return (
    <ChartSection
      head={
        <>
          <Kept as="script" id="jsonld-organization" />
          {rows.length > 0 ? <Kept as="script" id="jsonld-chart" /> : null}
        </>
      }
    >
      {/* The chart's error or empty state, as the server rendered it (its Retry reloads the page). */}
      <AiReviews rows={rows} />
      {rows.length > 0 ? (
        <ChartList
          rows={liveRows ?? rows}
          live={liveRows !== null}
          sharePath="/"
          Row={HomeRow}
          Promo={HomePromo}
          ad={<Kept as="aside" className={AD_SPACE} />}
        />
      ) : (
        <Kept as="div" className={MESSAGE_BLOCK} />
      )}
    </ChartSection>
  );
}

/**
 * The signed-in member's part of the page's data: their quota (live: a vote in another tab), and for
 * an admin the pending count every 30 s; the public values read again when stale on focus or reconnect.
 */
function MemberData({ data }: { data: HomeData }) {
  const { user, isAdmin, getIdToken } = useSession();
  const uid = user?.uid ?? null;
  useEffect(() => {
    data.setMember(uid ? { uid, isAdmin, getIdToken } : null);
  }, [data, uid, isAdmin, getIdToken]);

  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('../lib/live-firestore')
      .then((live) => {
        if (!cancelled) stop = live.watch({ kind: 'myQuota', uid }, () => void data.read(['myQuota']));
      })
      .catch((error: unknown) => console.warn('live updates unavailable', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [data, uid]);

  useEffect(() => {
    if (!uid || !isAdmin) return;
    const timer = window.setInterval(() => void data.read(['pendingCount']), PENDING_COUNT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [data, uid, isAdmin]);

  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') void data.readStale();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [data]);
  return null;
}
