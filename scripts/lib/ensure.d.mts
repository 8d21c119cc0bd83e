// Types of the parts of ensure.mjs the TypeScript scripts use.
export function ensureFullChromium(path?: string): string;
