// `npm test`: every check, cheapest first, each stage once; stops at the first failing stage.
//   content         Contentlayer builds content/ into .contentlayer/ (once: the build and the tests reuse it)
//   typecheck, lint, translations
//                   tsc; ESLint and Prettier; the French texts still to write or update, for information (side by side)
//   unit, build     vitest, projects "unit" and "unit-isolated": logic and components; beside it, the export into
//                   out/, with a test analytics id so the consent flow can be tested
//   static checks, scenarios
//                   vitest, project "export": every exported page, the sitemap, the feeds, the server, no browser;
//                   beside it, project "scenarios": on a copy of the project, a writer's changes pass the checks, the
//                   production build lets no sample through, a shallow clone dates no page with its newest commit
//   browser         Playwright against out/ served like a CDN: axe, console, CSP, interactions, no JavaScript
// Commands of one stage run side by side when neither reads what the other writes: Next's build and the copy's build
// leave a core idle for much of their time (one compiler thread waiting on another, git, file copies), which the
// tests beside them take; on the 2-core machines this runs on, that is 30–40 s of a run.
// Ends with each stage's time and one line counting every test of the run. A browser test that failed and then passed
// on its retry (CI retries once, to tell a flaky test from a broken one) fails the run, named in Playwright's summary
// (failOnFlakyTests, playwright.config.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromiumPath } from './browser'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
const bin = (name: string) => path.join('node_modules', '.bin', name)
const REPORTS = 'reports'
const timings: [string, number][] = []

type Command = [command: string, args: string[], extraEnv?: Record<string, string>]

/**
 * Runs a command; with `quiet`, its output is held and printed when it ends, under a line naming it and its time (for
 * commands run side by side).
 */
function run([command, args, extraEnv]: Command, quiet: boolean): Promise<number> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream!.on('data', (chunk) => (output += chunk))
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      if (quiet) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        process.stdout.write(
          `\n── ${path.basename(command)} ${args.slice(0, 2).join(' ')}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s\n${output}`,
        )
      }
      resolve(status)
    })
  })
}

/** A stage: one or more commands (run side by side), timed; the run stops when one fails. */
async function stage(name: string, ...commands: Command[]) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const codes = await Promise.all(commands.map((command) => run(command, commands.length > 1)))
  const seconds = (Date.now() - started) / 1000
  timings.push([name, seconds])
  if (codes.some((code) => code !== 0)) {
    console.error(`\n✗ ${name} failed after ${seconds.toFixed(1)} s`)
    finish(1)
  }
  console.log(`✓ ${name} (${seconds.toFixed(1)} s)`)
}

/** Every test of the run, from the reports the test runners wrote (Playwright counts a flaky test as failed). */
function counts() {
  const read = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
  const vitest = ['unit', 'export', 'scenarios'].map((project) => read(path.join(REPORTS, `vitest-${project}.json`)) ?? {})
  const browser = read(path.join(REPORTS, 'playwright.json'))?.stats ?? { expected: 0, unexpected: 0, flaky: 0 }
  const sum = (field: string) => vitest.reduce((total, report) => total + (report[field] ?? 0), 0)
  return { passed: sum('numPassedTests') + browser.expected, failed: sum('numFailedTests') + browser.unexpected, flaky: browser.flaky }
}

function finish(code: number): never {
  const width = Math.max(...timings.map(([name]) => name.length), 5)
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0)
  console.log(`\nStages:\n${timings.map(([name, s]) => `  ${name.padEnd(width)}  ${s.toFixed(1).padStart(6)} s`).join('\n')}`)
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`)
  const { passed, failed, flaky } = counts()
  // Playwright names each flaky test in its summary, just above, and fails the run on it (failOnFlakyTests).
  console.log(`\n${passed} passed, ${failed + flaky} failed${flaky > 0 ? ` (${flaky} flaky, named above)` : ''}`)
  process.exit(code)
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
// The unit tests read the sources and .contentlayer/, never out/ or .next/.
await stage('unit, build', vitest('unit', ['unit', 'unit-isolated']), [
  bin('tsx'),
  ['scripts/build.ts', '--skip-content'],
  { NEXT_PUBLIC_GA_ID: 'G-TEST000000', TRACK_TYPES_CHECKED: '1' },
])
// The scenarios work in a copy of the project in the temporary folder; the static checks read out/.
await stage('static checks, scenarios', vitest('export', ['export']), vitest('scenarios', ['scenarios']))
await stage('browser', [bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` }])
finish(0)
