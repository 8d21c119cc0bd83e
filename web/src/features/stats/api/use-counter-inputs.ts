// The counters' data in the app: the chart's stats, the vibes sent and (signed in) the votes left.
import { useSession } from '../../../lib/session';
import type { CounterInputs } from '../counters';
import { useChartStats } from './get-chart-stats';
import { useMyQuota } from './get-my-quota';
import { useTotalVibes } from './get-total-vibes';

export function useCounterInputs(): CounterInputs {
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
