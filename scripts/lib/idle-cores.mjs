// Whether the cores npm test may use are idle: scripts/test.mjs starts its unit tests early on them.
import { availableParallelism, cpus } from 'node:os';

/** The cores' time so far, summed over every CPU the machine has: { idle, all } in milliseconds. */
export function coreTimes(list = cpus()) {
  return list.reduce(
    (sum, { times: t }) => ({ idle: sum.idle + t.idle, all: sum.all + t.user + t.nice + t.sys + t.irq + t.idle }),
    { idle: 0, all: 0 },
  );
}

/**
 * The share of `cores` CPUs' time left idle between two coreTimes() of a machine with `cpuCount` CPUs.
 * Busy time is counted on every CPU but idle only up to `cores` of them: a process allowed fewer CPUs
 * than the machine has (taskset, a container's cpuset) does not take the others' idle time for its own.
 */
export function idleShare(from, to, cpuCount, cores) {
  const all = to.all - from.all;
  if (all <= 0) return 0;
  const busy = all - (to.idle - from.idle);
  const perCpu = all / cpuCount;
  return Math.max(0, 1 - busy / (perCpu * Math.min(cores, cpuCount)));
}

/**
 * Calls `then` once at least `share` of this process's cores was idle over the last `seconds`
 * (checked every second); returns a function that stops watching.
 */
export function whenCoresIdle(share, seconds, then, { cores = availableParallelism() } = {}) {
  const samples = [coreTimes()];
  const timer = setInterval(() => {
    samples.push(coreTimes());
    if (samples.length <= seconds) return;
    const from = samples.shift();
    if (idleShare(from, samples.at(-1), cpus().length, cores) >= share) {
      clearInterval(timer);
      then();
    }
  }, 1000);
  return () => clearInterval(timer);
}
