// The top bar's four counters and the mobile sticky strip, from /api/chart/stats, /api/stats/total-vibes
// and (signed in) /api/me/quota.
import { useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { Tooltip } from '../../../components/ui/tooltip';
import { useSession } from '../../../lib/session';
import { useChartStats } from '../api/get-chart-stats';
import { useMyQuota } from '../api/get-my-quota';
import { useTotalVibes } from '../api/get-total-vibes';
import type { CounterInputs, CounterValue } from '../counters';
import { formatCount, mobileCounters, showMobileStrip, topBarCounters } from '../counters';

function useCounterInputs(): CounterInputs {
  const { status } = useSession();
  const stats = useChartStats();
  const vibes = useTotalVibes();
  const quota = useMyQuota();
  return {
    signedIn: status === 'signedIn',
    votesLeft: quota.data?.remaining ?? null,
    totalVotes: stats.data?.totalVotes ?? null,
    totalVibes: vibes.data?.totalVibes ?? null,
    totalProjects: stats.data?.totalProjects ?? null,
    totalBuilders: stats.data?.totalBuilders ?? null,
  };
}

const COUNTER = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minW: '56px',
  px: 1,
  rounded: 'sm',
});
const VALUE = css({
  fontWeight: 'black',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'short',
});
const LABEL = css({ fontSize: '2xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });

const TOP_BAR_LIST = css({ display: 'flex', alignItems: 'center', gap: 1, listStyleType: 'none' });
const STRIP = css({
  position: 'sticky',
  top: 0,
  zIndex: 'sticky',
  bg: 'bg',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  hideFrom: 'md',
});
const STRIP_LIST = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-around',
  gap: 2,
  py: 1,
  listStyleType: 'none',
});

function Counter({ counter, placement }: { counter: CounterValue; placement: 'bottom' | 'bottom-end' }) {
  const value = formatCount(counter.value);
  return (
    <Tooltip content={counter.tooltip} placement={placement} info>
      <span className={COUNTER} tabIndex={0} data-counter={counter.key}>
        <span className={VALUE}>{value}</span>
        <span className={LABEL}>{counter.label}</span>
      </span>
    </Tooltip>
  );
}

export function TopBarCounters() {
  const counters = topBarCounters(useCounterInputs());
  return (
    <ul className={TOP_BAR_LIST} aria-label="Site counters" data-testid="top-bar-counters">
      {counters.map((c, i) => (
        <li key={c.key}>
          <Counter counter={c} placement={i === counters.length - 1 ? 'bottom-end' : 'bottom'} />
        </li>
      ))}
    </ul>
  );
}

export function MobileCounterStrip() {
  const { pathname } = useLocation();
  const counters = mobileCounters(useCounterInputs());
  if (!showMobileStrip(pathname)) return null;
  return (
    <aside aria-label="Site counters" className={STRIP} data-testid="mobile-counter-strip">
      <ul className={STRIP_LIST}>
        {counters.map((c, i) => (
          <li key={c.key}>
            <Counter counter={c} placement={i === counters.length - 1 ? 'bottom-end' : 'bottom'} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
