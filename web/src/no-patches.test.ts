// The web stands on its dependencies' public APIs: the build edits no dependency's code and no
// bundler-internal module, and the app uses no private or "unsafe" API of a library. A Chakra patch
// release or a Vite minor release then cannot stop the build or break it quietly.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkModulesPlugin, earlyScriptPlugin, pandaStaticClassesPlugin } from '../build-plugins';

const WEB = resolve(__dirname, '..');
const ROOT = resolve(WEB, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Private or unsafe APIs of the libraries the web uses, and what they were used for. */
const PRIVATE_APIS: { pattern: RegExp; what: string }[] = [
  { pattern: /__unsafe_/, what: "a library's unsafe export (e.g. Emotion's __unsafe_useEmotionCache)" },
  { pattern: /\bcache\.(inserted|compat|insert)\b/, what: "Emotion's cache internals" },
  { pattern: /\._(config|global)\b/, what: "Chakra's system internals (_config, _global)" },
  { pattern: /\\0vite\/|vite\/preload-helper/, what: "Vite's internal modules" },
  { pattern: /node_modules[\\/]+@chakra-ui|node_modules[\\/]+@emotion/, what: "a dependency's files by path" },
];

describe('the web build and app', () => {
  const files = [
    ...sourceFiles(join(WEB, 'src')),
    join(WEB, 'vite.config.ts'),
    join(WEB, 'build-plugins.ts'),
    join(WEB, 'build.mjs'),
    join(WEB, 'panda.config.ts'),
  ];

  it('use no private or unsafe API of a library', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const { pattern, what } of PRIVATE_APIS) {
        text.split('\n').forEach((line, index) => {
          if (pattern.test(line)) found.push(`${relative(ROOT, file)}:${index + 1}: ${what}`);
        });
      }
    }
    expect(found).toEqual([]);
  });

  it("transform no dependency's module: the build's own plugins leave node_modules alone", async () => {
    const plugins: Plugin[] = [
      pandaStaticClassesPlugin(),
      earlyScriptPlugin(join(ROOT, 'firebase.json')),
      chunkModulesPlugin(ROOT),
    ];
    const dependency = join(ROOT, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'styled-system', 'system.js');
    const code = readFileSync(dependency, 'utf8');
    const context = { parse: () => ({ type: 'Program', body: [] }), error: (message: string) => new Error(message) };
    for (const plugin of plugins) {
      const hook = plugin.transform;
      const transform = typeof hook === 'function' ? hook : hook?.handler;
      if (!transform) continue;
      const result = await transform.call(context as never, code, dependency);
      expect(result, `${plugin.name} changed ${relative(ROOT, dependency)}`).toBeNull();
    }
    // The config's plugins are these, React's and the page template's sprite: no resolveId or load
    // hook of ours swaps a dependency's module for another.
    const config = readFileSync(join(WEB, 'vite.config.ts'), 'utf8');
    expect(config).not.toMatch(/\bresolveId\b|\bload\(/);
  });
});
