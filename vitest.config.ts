import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Projects: `unit` and `unit-isolated` (logic and components, before the build) and `export` (static checks of the
// built out/, after it). `npm test` runs them at their stage; `npx vitest run --project unit` runs one.
//
// Most unit test files share one module graph per worker (isolate: false), which makes the run three times faster.
// A file that replaces modules (vi.mock, vi.doMock, vi.resetModules) would leak that into the files after it: it says
// so in its name, `*.isolated.test.tsx`, and runs in `unit-isolated`, in a fresh module graph of its own. ESLint
// (eslint.config.ts) refuses those calls in any other test file. Globals and properties replaced for one test are put
// back after it (unstubGlobals, unstubEnvs, tests/stub-property.ts), so those need no isolation.
const ISOLATED = '**/*.isolated.test.{ts,tsx}'

const UNIT_EXCLUDE = ['**/node_modules/**', 'tests/e2e/**', 'tests/export/**', 'tests/scenarios/**', '.next/**', 'out/**']

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'contentlayer/generated': fileURLToPath(new URL('./.contentlayer/generated', import.meta.url)),
    },
  },
  test: {
    env: { NEXT_PUBLIC_SITE_URL: 'https://www.track-crm.app' },
    unstubGlobals: true,
    unstubEnvs: true,
    // next-intl's ESM imports 'next/navigation' without an extension, which Node cannot resolve
    // when the package is externalized (next has no exports map): let Vite process it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // npm test runs these beside two builds (scripts/test.ts): a test that takes 2 s alone can take three times
          // as long there. The limit catches a test that hangs, not a slow machine.
          testTimeout: 15_000,
          // Logic runs in Node; a test file that needs a DOM says so with `// @vitest-environment jsdom`.
          environment: 'node',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...UNIT_EXCLUDE, ISOLATED],
          setupFiles: ['./tests/setup.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          testTimeout: 15_000,
          environment: 'node',
          include: [ISOLATED],
          exclude: UNIT_EXCLUDE,
          setupFiles: ['./tests/setup.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          // Whole projects changed and built in a temporary copy (scripts/project-copy.ts): a writer's changes, a
          // shallow clone. npm test starts them with the unit tests and the build; one file at a time (each builds).
          name: 'scenarios',
          environment: 'node',
          include: ['tests/scenarios/**/*.test.ts'],
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'export',
          // Each test reads every exported page (the first to ask parses them).
          testTimeout: 30_000,
          // A failure lists every page at fault, not the first few.
          chaiConfig: { truncateThreshold: 0 },
          diff: { truncateThreshold: 0 },
          environment: 'node',
          include: ['tests/export/**/*.test.ts'],
          // The files only read out/: in one worker sharing one module graph, they parse each exported page once.
          pool: 'threads',
          isolate: false,
          maxWorkers: 1,
        },
      },
    ],
  },
})
