// The web build's light-only semantic tokens (web/build-plugins.ts chakraLightOnly), on the installed
// Chakra's files: the same tokens but for their dark values, which app/theme.ts drops anyway.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chakraLightOnly } from '../../build-plugins';

const require = createRequire(import.meta.url);
const semanticTokens = join(
  dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm'),
  'theme',
  'semantic-tokens',
);
const dir = mkdtempSync(join(tmpdir(), 'light-only-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The module's exported tokens, its one import (Chakra's identity `defineSemanticTokens`) inlined. */
async function tokensOf(code: string, name: string): Promise<Record<string, unknown>> {
  const file = join(dir, name);
  const standalone = code.replace(
    /^import \{ defineSemanticTokens \} from '[^']+';$/m,
    'const defineSemanticTokens = { colors: (t) => t, shadows: (t) => t };',
  );
  writeFileSync(file, standalone);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(module));
}

function withoutDark(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== '_dark')
      .map(([key, value]) => [key, withoutDark(value)]),
  );
}

describe('chakraLightOnly', () => {
  for (const file of ['colors.js', 'shadows.js']) {
    it(`keeps every light value of ${file} and no dark one`, async () => {
      const path = join(semanticTokens, file);
      const code = readFileSync(path, 'utf8');
      const stripped = chakraLightOnly(code, path)!;
      expect(stripped).not.toContain('_dark');
      expect(stripped.length).toBeLessThan(code.length);
      const before = await tokensOf(code, `before-${file}`);
      const after = await tokensOf(stripped, `after-${file}`);
      expect(Object.keys(after).length).toBeGreaterThan(0);
      expect(after).toEqual(withoutDark(before));
    });
  }

  it('leaves other files alone and refuses a file whose dark values it cannot find', () => {
    expect(chakraLightOnly('_dark: "x"', '/src/app/theme.ts')).toBeNull();
    const path = join(semanticTokens, 'colors.js');
    expect(() => chakraLightOnly('export const x = { _dark: `x` };', path)).toThrow(/chakraLightOnly: .* changed/);
  });
});
