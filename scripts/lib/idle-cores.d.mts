export interface CoreTimes {
  idle: number;
  all: number;
}
export declare function coreTimes(
  list?: { times: { user: number; nice: number; sys: number; idle: number; irq: number } }[],
): CoreTimes;
export declare function idleShare(from: CoreTimes, to: CoreTimes, cpuCount: number, cores: number): number;
export declare function whenCoresIdle(
  share: number,
  seconds: number,
  then: () => void,
  options?: { cores?: number },
): () => void;
