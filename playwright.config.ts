import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser'
import { BARE_ORIGIN, ORIGIN, PORT } from './tests/e2e/servers'

// Runs against the built export (out/), served the way a CDN serves it (scripts/serve.ts): with the headers of
// out/_headers, and on the next port without any header, as a plain bucket would (tests/e2e/security.spec.ts).

const WORKERS = 2
// V8 without its background threads (compilation, garbage collection) where the workers alone keep every core busy:
// there the threads only take turns with them. On 2 cores, the whole browser stage, alternated in three pairs: 241,
// 251 and 290 s against 246, 281 and 288 s without (4 % less on average, within this machine's run-to-run spread of
// 10 %); the templates spec, three pairs: 65–73 s against 76–85 s. The benchmarks run V8 as a visitor's browser does.
const V8_ARGS = os.availableParallelism() <= WORKERS ? ['--js-flags=--single-threaded'] : []

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: 1 worker on the 2-core machines this runs on.
  workers: WORKERS,
  // A failed test runs once more, to tell a flaky test from a broken one and to record its trace (below); a flaky test
  // still fails the run (failOnFlakyTests), named in the list reporter's summary. The same on CI and on a laptop.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: ORIGIN,
    // A trace records every action of a test, at a fifth of the browser stage's time when every test records one
    // (templates and search specs: 120 s against 98 s without). Only the retry of a failed test records one: a failure
    // still comes with its trace, and passing tests do not pay for it. `npx playwright test --trace on` records all.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath({ headlessShell: true }), args: [...CHROMIUM_ARGS, ...V8_ARGS] },
  },
  projects: [
    { name: 'desktop', testIgnore: /no-js\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'no-js',
      testMatch: /no-js\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts out ${PORT} --headers`,
      url: `${ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node --import tsx scripts/serve.ts out ${PORT + 1}`,
      url: `${BARE_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
})
