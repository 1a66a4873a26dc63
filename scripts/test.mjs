// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first failing step.
//   1. content + types   2. lint and formatting   3. unit and component tests (vitest)
//   4. the production build (with a test analytics id)   5. browser tests (Playwright) against out/
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { chromiumPath } from './browser.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const results = { passed: 0, failed: 0 }

function step(name, command, args, extraEnv = {}) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (run.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`)
    summary()
    process.exit(run.status ?? 1)
  }
  console.log(`✓ ${name} (${seconds}s)`)
}

function count(file, read) {
  if (!fs.existsSync(file)) return
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, 'utf8')))
  results.passed += passed
  results.failed += failed
}

function summary() {
  count('reports/vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }))
  count('reports/playwright.json', (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }))
  console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`)
}

fs.rmSync('reports', { recursive: true, force: true })
fs.mkdirSync('reports', { recursive: true })

if (!chromiumPath({ required: false })) {
  console.error('No Chromium found for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.')
  process.exit(1)
}

step('content', 'npx', ['contentlayer2', 'build'])
step('types', 'npx', ['tsc', '--noEmit'])
step('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
step('format', 'npx', ['prettier', '--check', '.'])
step('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'])
// The test build switches analytics on (with a dummy id) so the consent flow can be tested.
step('build', 'npm', ['run', 'build'], { NEXT_PUBLIC_GA_ID: 'G-TEST000000' })
step('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json' })
summary()
