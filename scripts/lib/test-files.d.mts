// Types for the TypeScript that reads test-files.mjs (vitest.config.mts, its unit test).
export type EmulatorProject = 'rules' | 'emulator' | 'e2e';
export type TestProject = 'unit' | EmulatorProject;
export interface ShareItem {
  key: string;
  seconds: number;
  first?: boolean;
  project?: EmulatorProject;
}
export interface SharedQueue {
  dir: string;
  suites: number;
  files: { file: string; seconds: number }[];
  /** The checks that follow one suite (the unit tests) go to the first suite that asks (claimChecks). */
  checks?: boolean;
}
export declare const PROJECT_FILES: Record<TestProject, { dir: string; suffix: string; not?: string }[]>;
export declare const DURATIONS_FILE: string;
export declare function includeGlobs(project: EmulatorProject): string[];
export declare function listFiles(project: TestProject, root?: string): string[];
export declare function isolatedFiles(project: 'unit' | 'emulator', root?: string): string[];
export declare function clockReaders(root?: string): { sources: string[]; tests: string[] };
export declare function loadDurations(file?: string): Record<string, number>;
export declare function durationsFromReport(
  report: { startTime: number; testResults?: { name: string; startTime: number; endTime: number }[] },
  root?: string,
): Record<string, number>;
export declare function shareOut<T extends ShareItem>(items: T[], lanes: number): T[][];
export declare function sharedQueue<T extends ShareItem>(items: T[], share: number): { queue: T[]; rest: T[] };
export declare function claimFromQueue(queue: SharedQueue): string[];
export declare function claimChecks(queue: SharedQueue): boolean;
export declare function takeChecksFromQueue(queue: Pick<SharedQueue, 'dir'>): boolean;
export declare function secondsOf(file: string, durations: Record<string, number>, project: EmulatorProject): number;
