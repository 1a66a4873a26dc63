// `npm test`: every check, cheapest first, each stage once; stops at the first failing stage.
//   content         Contentlayer builds content/ into .contentlayer/ (once: the build and the tests reuse it)
//   typecheck, lint, translations
//                   tsc; ESLint and Prettier; the French texts still to write or update, for information (side by side)
//   unit            vitest, projects "unit" and "unit-isolated": logic and components
//   build           the export into out/, with a test analytics id so the consent flow can be tested
//   static checks   vitest, project "export": every exported page, the sitemap, the feeds, the server, no browser
//   scenarios       vitest, project "scenarios": on a copy of the project, a writer's changes pass the checks, the
//                   production build lets no sample through, a shallow clone dates no page with its newest commit
//   browser         Playwright against out/ served like a CDN: axe, console, CSP, interactions, no JavaScript
// Ends with each stage's time and one line counting every test of the run. A browser test that failed and then passed
// on its retry (CI retries once, to tell a flaky test from a broken one) is named and fails the run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromiumPath } from './browser'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
const bin = (name: string) => path.join('node_modules', '.bin', name)
const REPORTS = 'reports'
const timings: [string, number][] = []

/** Runs a command; with `quiet`, its output is held and printed when it ends (for commands run side by side). */
interface RunOptions {
  extraEnv?: Record<string, string>
  quiet?: boolean
}
type Command = [command: string, args: string[], options?: RunOptions]

function run(command: string, args: string[], { extraEnv = {}, quiet = false }: RunOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream!.on('data', (chunk) => (output += chunk))
    child.on('close', (code, signal) => {
      if (quiet && output) process.stdout.write(output)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** A stage: one or more commands (run side by side), timed; the run stops when one fails. */
async function stage(name: string, ...commands: Command[]) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const codes = await Promise.all(
    commands.map(([command, args, options]) => run(command, args, { quiet: commands.length > 1, ...options })),
  )
  const seconds = (Date.now() - started) / 1000
  timings.push([name, seconds])
  if (codes.some((code) => code !== 0)) {
    console.error(`\n✗ ${name} failed after ${seconds.toFixed(1)} s`)
    finish(1)
  }
  console.log(`✓ ${name} (${seconds.toFixed(1)} s)`)
}

interface PlaywrightSuite {
  title: string
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number }
  suites: PlaywrightSuite[]
}

/** The browser tests that failed, then passed on a retry: `file:line › title [project]`. */
function flakyTests(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'flaky')
        .map((t) => `${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(' › ')} [${t.projectName}]`),
    ),
    ...flakyTests(suite.suites ?? [], suite.title.endsWith('.ts') ? titles : [...titles, suite.title]),
  ])
}

function counts() {
  let passed = 0
  let failed = 0
  const read = <T>(file: string): T | null => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
  for (const project of ['unit', 'export', 'scenarios']) {
    const report = read<{ numPassedTests: number; numFailedTests: number }>(path.join(REPORTS, `vitest-${project}.json`))
    if (report) {
      passed += report.numPassedTests
      failed += report.numFailedTests
    }
  }
  const browser = read<PlaywrightReport>(path.join(REPORTS, 'playwright.json'))
  const flaky = browser ? flakyTests(browser.suites) : []
  if (browser) {
    passed += browser.stats.expected
    failed += browser.stats.unexpected + browser.stats.flaky
  }
  return { passed, failed, flaky }
}

function finish(code: number): never {
  const width = Math.max(...timings.map(([name]) => name.length), 5)
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0)
  console.log(`\nStages:\n${timings.map(([name, s]) => `  ${name.padEnd(width)}  ${s.toFixed(1).padStart(6)} s`).join('\n')}`)
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`)
  const { passed, failed, flaky } = counts()
  if (flaky.length > 0) {
    console.error(
      `\n✗ ${flaky.length} flaky browser test${flaky.length > 1 ? 's' : ''}: failed, then passed on a retry. Fix before merging:`,
    )
    for (const test of flaky) console.error(`  ${test}`)
  }
  console.log(`\n${passed} passed, ${failed} failed${flaky.length > 0 ? ` (${flaky.length} flaky)` : ''}`)
  process.exit(flaky.length > 0 ? 1 : code)
}

fs.rmSync(REPORTS, { recursive: true, force: true })
fs.mkdirSync(REPORTS, { recursive: true })

if (!chromiumPath({ required: false })) {
  console.error('No Chromium found for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.')
  process.exit(1)
}

const vitest = (name: string, projects: string[]): Command => [
  bin('vitest'),
  [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest-${name}.json`,
  ],
]

await stage('content', [bin('contentlayer2'), ['build']])
// Caches under node_modules/.cache (and tsc's incremental file) make a second run check only what changed.
await stage(
  'typecheck, lint, translations',
  [bin('tsc'), ['--noEmit']],
  [bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  [bin('prettier'), ['--check', '.', '--cache']],
  // For information: what waits for its French text. English first is a valid state, never a failure here; the
  // production build is where a release insists on complete translations (npm run build:production).
  [bin('tsx'), ['scripts/translations.ts', '--pending']],
)
await stage('unit', vitest('unit', ['unit', 'unit-isolated']))
await stage('build', [
  bin('tsx'),
  ['scripts/build.ts', '--skip-content'],
  { extraEnv: { NEXT_PUBLIC_GA_ID: 'G-TEST000000', TRACK_TYPES_CHECKED: '1' } },
])
await stage('static checks', vitest('export', ['export']))
await stage('scenarios', vitest('scenarios', ['scenarios']))
await stage('browser', [bin('playwright'), ['test'], { extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` } }])
finish(0)
