// The web build's Chakra system in steps (web/build-plugins.ts), run on a copy of the installed
// Chakra's ES modules with the plugin's edits applied, against the installed Chakra itself.
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chakraSystemInSteps } from '../../build-plugins';
import { appConfig } from './theme';

const require = createRequire(import.meta.url);
const chakraEsm = dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');
const systemJs = join(chakraEsm, 'styled-system', 'system.js');
const tokensJs = join(chakraEsm, 'styled-system', 'token-dictionary.js');

type System = ReturnType<typeof createSystem>;
type Stepped = typeof createSystem & { inSteps: (...configs: unknown[]) => Generator<void, System, void> };

// Inside Chakra's own package, so the copy's bare imports (@pandacss/…, @zag-js/…) resolve as the original's.
let copy: string;
let stepped: Stepped;

beforeAll(async () => {
  copy = mkdtempSync(join(chakraEsm, '..', '..', '.steps-test-'));
  cpSync(chakraEsm, join(copy, 'esm'), { recursive: true });
  writeFileSync(join(copy, 'package.json'), '{ "type": "module" }\n');
  for (const file of [systemJs, tokensJs]) {
    const target = join(copy, 'esm', 'styled-system', file.split(/[\\/]/).pop()!);
    writeFileSync(target, chakraSystemInSteps(readFileSync(file, 'utf8'), file)!);
  }
  ({ createSystem: stepped } = (await import(
    /* @vite-ignore */ pathToFileURL(join(copy, 'esm', 'styled-system', 'system.js')).href
  )) as { createSystem: Stepped });
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** What a system makes of the app's styles: tokens, CSS, recipes, the global CSS. */
function outputs(system: System) {
  return {
    tokens: [...system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.condition])],
    cssVars: [...system.tokens.cssVarMap.entries()].map(([key, vars]) => [key, [...vars]]),
    css: system.css({ color: 'gray.600', bg: { base: 'orange.50', md: 'blue.500/40' }, _hover: { px: '3' } }),
    button: system.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
    token: system.token('colors.fg.muted'),
    global: system._global,
  };
}

describe('Chakra system in steps (web build)', () => {
  it('yields between its parts and makes the same system as the installed createSystem', () => {
    const steps = stepped.inSteps(defaultBaseConfig, appConfig());
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields += 1;
    expect(yields).toBe(6);
    const reference = outputs(createSystem(defaultBaseConfig, appConfig()));
    expect(reference.tokens.length).toBeGreaterThan(300);
    expect(outputs(step.value)).toEqual(reference);
    // createSystem itself runs the same steps at once.
    expect(outputs(stepped(defaultBaseConfig, appConfig()))).toEqual(reference);
  });

  it('builds the global CSS on first read only', () => {
    const code = chakraSystemInSteps(readFileSync(systemJs, 'utf8'), systemJs)!;
    expect(code).not.toContain('const _global = [');
    expect(code).toMatch(
      /get _global\(\) \{\n\s+return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
  });

  it('leaves other files alone and refuses Chakra files it does not recognise', () => {
    expect(chakraSystemInSteps('export const x = 1;', '/x/node_modules/other/index.js')).toBeNull();
    expect(chakraSystemInSteps('export {}', join(chakraEsm, 'styled-system', 'css.js'))).toBeNull();
    expect(() => chakraSystemInSteps('export {}', systemJs)).toThrow(/update web\/build-plugins.ts/);
    expect(() => chakraSystemInSteps('export {}', tokensJs)).toThrow(/update web\/build-plugins.ts/);
  });
});
