import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs'

// Runs against the built export (out/), served the way a CDN serves it (scripts/serve.mjs).
const PORT = Number(process.env.E2E_PORT ?? 4330)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: 1 worker on the 2-core machines this runs on.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', testIgnore: /no-js\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'no-js',
      testMatch: /no-js\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
  ],
  webServer: {
    // Served with the security headers of out/_headers, as a CDN would.
    command: `node scripts/serve.mjs out ${PORT} --headers`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
})
