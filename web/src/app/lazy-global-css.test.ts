import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobalCss } from '../../build-plugins';

const require = createRequire(import.meta.url);
const chakraEsm = dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');
const systemJs = join(chakraEsm, 'styled-system', 'system.js');

describe('lazyChakraGlobalCss (web build)', () => {
  it("turns the installed Chakra's eager _global into a getter that builds it on first read", () => {
    const code = readFileSync(systemJs, 'utf8');
    const out = lazyChakraGlobalCss(code, systemJs)!;
    expect(out).not.toContain('const _global = [');
    expect(out).toContain('let _global;');
    expect(out).toMatch(
      /get _global\(\) \{\n\s+return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
  });

  it('leaves other files alone and refuses a system.js it does not recognise', () => {
    expect(lazyChakraGlobalCss('export const x = 1;', '/x/node_modules/other/index.js')).toBeNull();
    expect(() => lazyChakraGlobalCss('export {}', systemJs)).toThrow(/update web\/build-plugins.ts/);
  });
});
