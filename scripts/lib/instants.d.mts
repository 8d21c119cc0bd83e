// Types for the TypeScript that reads instants.mjs (its unit test).
export interface AwkwardInstant {
  index: number;
  label: string;
  at: string;
  why?: string;
}
export declare const AWKWARD_INSTANTS: [label: string, at: string][];
export declare const DATE_E2E: string[];
export declare const DATE_E2E_TAG: string;
export declare const DATE_EMULATOR: string[];
export declare function awkwardInstantForCommit(
  env?: Record<string, string | undefined>,
): AwkwardInstant & { why: string };
export declare function awkwardInstant(index: number): AwkwardInstant;
