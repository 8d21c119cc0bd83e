// The top bar's four counters and the mobile sticky strip, from /api/chart/stats, /api/stats/total-vibes
// and (signed in) /api/me/quota.
import { Box, HStack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { fixedStyle, useFixedStyles } from '../../../components/ui/fixed-style';
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

// Fixed styles (components/ui/fixed-style.ts): the top bar and the mobile strip render eight of these in
// the first hydration task.
const COUNTER = fixedStyle({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minW: '56px',
  px: 1,
  rounded: 'sm',
});
const VALUE = fixedStyle({
  fontWeight: 'black',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'short',
});
const LABEL = fixedStyle({ fontSize: '2xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });

function Counter({ counter, placement }: { counter: CounterValue; placement: 'bottom' | 'bottom-end' }) {
  const cls = useFixedStyles();
  const value = formatCount(counter.value);
  return (
    <Tooltip content={counter.tooltip} placement={placement}>
      <span className={cls(COUNTER)} tabIndex={0} data-counter={counter.key}>
        <span className={cls(VALUE)}>{value}</span>
        <span className={cls(LABEL)}>{counter.label}</span>
      </span>
    </Tooltip>
  );
}

export function TopBarCounters() {
  const counters = topBarCounters(useCounterInputs());
  return (
    <HStack as="ul" gap={1} listStyleType="none" aria-label="Site counters" data-testid="top-bar-counters">
      {counters.map((c, i) => (
        <li key={c.key}>
          <Counter counter={c} placement={i === counters.length - 1 ? 'bottom-end' : 'bottom'} />
        </li>
      ))}
    </HStack>
  );
}

export function MobileCounterStrip() {
  const { pathname } = useLocation();
  const counters = mobileCounters(useCounterInputs());
  if (!showMobileStrip(pathname)) return null;
  return (
    <Box
      as="aside"
      aria-label="Site counters"
      position="sticky"
      top={0}
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      hideFrom="md"
      data-testid="mobile-counter-strip"
    >
      <HStack as="ul" justify="space-around" py={1} listStyleType="none">
        {counters.map((c, i) => (
          <li key={c.key}>
            <Counter counter={c} placement={i === counters.length - 1 ? 'bottom-end' : 'bottom'} />
          </li>
        ))}
      </HStack>
    </Box>
  );
}
