import react from '@vitejs/plugin-react'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Projects: `unit` and `unit-isolated` (logic and components, before the build) and `export` (static checks of the
// built out/, after it). `npm test` runs them at their stage; `npx vitest run --project unit` runs one.
//
// Most unit test files share one module graph per worker (isolate: false), which makes the run three times faster.
// A file that replaces modules or globals (vi.mock, vi.stubEnv, vi.stubGlobal, vi.resetModules, or redefines a property
// of window or navigator) would leak that into the files after it, so it runs in `unit-isolated`, in a fresh module
// graph of its own. The split is read from the files themselves: a new test lands in the right project by itself.
const TEST_FILE = /\.test\.tsx?$/
const REPLACES_MODULES_OR_GLOBALS =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|Object\.defineProperty\((window|navigator|globalThis)\b/
const UNIT_DIRS = ['app', 'components', 'content', 'i18n', 'lib', 'messages', 'scripts', 'tests']
const isolatedTests = UNIT_DIRS.flatMap((dir) =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => `${dir}/${file.split('\\').join('/')}`) : [],
).filter(
  (file) =>
    TEST_FILE.test(file) &&
    !file.startsWith('tests/e2e/') &&
    !file.startsWith('tests/scenarios/') &&
    REPLACES_MODULES_OR_GLOBALS.test(fs.readFileSync(file, 'utf8')),
)

const UNIT_EXCLUDE = ['node_modules/**', 'tests/e2e/**', 'tests/export/**', 'tests/scenarios/**', '.next/**', 'out/**']

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
          // Logic runs in Node; a test file that needs a DOM says so with `// @vitest-environment jsdom`.
          environment: 'node',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...UNIT_EXCLUDE, ...isolatedTests],
          setupFiles: ['./tests/setup.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: isolatedTests,
          exclude: UNIT_EXCLUDE,
          setupFiles: ['./tests/setup.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          // Whole projects changed and built in a temporary copy (scripts/project-copy.ts): a writer's changes, a
          // shallow clone. They run after the static checks, one file at a time (each builds).
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
