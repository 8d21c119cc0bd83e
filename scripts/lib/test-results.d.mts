// Types for the TypeScript that reads test-results.mjs (its unit test).
export declare function emulatorStops(dir: string): string[];
export declare function failureSummary(text: string | undefined): string;
