// No test may write inside node_modules: a test that patches or adds to a dependency's folder changes
// what every later test (and the next run) loads. npm test marks when its tests start and lists, at
// the end, what changed under node_modules since then; the tools' own caches are allowed.
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders inside node_modules that tools write by design (Vite's and Vitest's caches). */
export const TOOL_CACHES = new Set(['.vite', '.vite-temp', '.cache']);

/**
 * Paths (relative to `root`) under each `node_modules` of `dirs` whose content or entries changed
 * after `sinceMs`: a written file, a new folder, a folder with an entry added or removed.
 */
export function changedSince(root, dirs, sinceMs) {
  const changed = [];
  const walk = (dir, top) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // gone, or not a folder
    }
    for (const entry of entries) {
      if (top && TOOL_CACHES.has(entry.name)) continue;
      const path = join(dir, entry.name);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      // mtime only: ctime also moves when another checkout hard-links the same file.
      if (stat.mtimeMs > sinceMs) changed.push(relative(root, path));
      if (entry.isDirectory()) walk(path, false);
    }
  };
  for (const dir of dirs) walk(join(root, dir), true);
  return changed.sort();
}
