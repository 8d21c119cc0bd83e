// Types for the TypeScript that reads untouched.mjs (its unit test).
export declare const TOOL_CACHES: Set<string>;
export declare function changedSince(root: string, dirs: string[], sinceMs: number): string[];
