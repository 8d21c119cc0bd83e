import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { DATE_E2E_TAG } from './scripts/lib/instants.mjs';
import { includeGlobs, isolatedFiles, listFiles } from './scripts/lib/test-files.mjs';

const domain = fileURLToPath(new URL('./functions/src/domain', import.meta.url));
const styledSystem = fileURLToPath(new URL('./web/styled-system', import.meta.url));

// The unit tests (`--project 'unit*'`) need nothing running: those that mock modules or stub globals
// in `unit-isolated`, each file with its own modules; the rest in `unit`, where a worker's files share
// them. `rules`, `emulator*` and `e2e` (Chromium) run inside `firebase emulators:exec` (scripts/test.mjs
// starts them); the emulator files are split the same way. Files within a suite run one at a time
// (they share its database); npm test runs several suites side by side (scripts/lib/test-files.mjs).
const unit = { alias: { '@domain': domain, 'styled-system': styledSystem } };
const isolated = isolatedFiles('unit');
const isolatedEmulator = isolatedFiles('emulator');
const emulator = {
  environment: 'node' as const,
  // Each file fails when a query it made the server run has no index in production, or when an
  // answer it received is not as the OpenAPI document says.
  setupFiles: ['tests/query-indexes.setup.ts', 'tests/api-answers.setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    tags: [
      {
        name: DATE_E2E_TAG,
        description:
          "A browser test whose outcome follows the calendar (weeks, quotas, what is new or charting): it also runs at npm test's awkward instant.",
      },
    ],
    projects: [
      {
        resolve: unit,
        test: {
          name: 'unit',
          environment: 'node',
          include: listFiles('unit').filter((file) => !isolated.includes(file)),
          setupFiles: ['tests/run-clock.setup.ts'],
          isolate: false,
        },
      },
      {
        resolve: unit,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: isolated,
          setupFiles: ['tests/run-clock.setup.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: includeGlobs('rules'),
          // Each file opens and cleans up its own test environment; they share the SDK's modules.
          isolate: false,
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The files share the worker's modules (the Admin SDK, the app, the seed), as in `unit`.
        test: {
          ...emulator,
          name: 'emulator',
          include: includeGlobs('emulator'),
          exclude: [...configDefaults.exclude, ...isolatedEmulator],
          isolate: false,
        },
      },
      { test: { ...emulator, name: 'emulator-isolated', include: isolatedEmulator } },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: includeGlobs('e2e'),
          setupFiles: ['tests/api-answers.setup.ts'],
          // The files share the worker's modules (Playwright, the Admin SDK, the seed): each would
          // otherwise import them again. They keep their state in the browser and the emulators.
          isolate: false,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
