import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser'
import { BARE_ORIGIN, ORIGIN, PORT } from './tests/e2e/servers'

// Runs against the built export (out/), served the way a CDN serves it (scripts/serve.ts): with the headers of
// out/_headers, and on the next port without any header, as a plain bucket would (tests/e2e/security.spec.ts).

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: 1 worker on the 2-core machines this runs on.
  workers: 2,
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
    // V8 as a visitor's browser runs it: --js-flags=--single-threaded saved 4 % of the browser stage on 2 cores, within
    // the machine's run-to-run spread of 10 %, for a browser unlike any visitor's.
    launchOptions: { executablePath: chromiumPath({ headlessShell: true }), args: CHROMIUM_ARGS },
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
