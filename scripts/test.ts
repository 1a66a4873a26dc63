// `npm test`: every check, cheapest first, each stage once; stops at the first failing stage.
//   content         Contentlayer builds content/ into .contentlayer/ (once: the build and the tests reuse it)
//   typecheck, lint, translations
//                   tsc; ESLint and Prettier; the French texts still to write or update, for information (side by side)
//   unit, build     vitest, projects "unit" and "unit-isolated": logic and components; beside it, the export into
//                   out/, with a test analytics id so the consent flow can be tested
//   static checks, scenarios
//                   vitest, project "export": every exported page, the sitemap, the feeds, the server, no browser;
//                   project "scenarios", started with the stage before: on a copy of the project, a writer's changes
//                   pass the checks, the production build lets no sample through, a shallow clone dates no page with
//                   its newest commit
//   browser         Playwright against out/ served like a CDN: axe, console, CSP, interactions, no JavaScript
// Commands of one stage run side by side when none reads what another writes: Next's build and the copy's build leave
// a core idle for much of their time (one compiler thread waiting on another, git, file copies), which the commands
// beside them take; on the 2-core machines this runs on, that saves about a minute of a run.
// Ends with each stage's time and one line counting every test of the run. A browser test that failed and then passed
// on its retry (a failed test runs once more, to tell a flaky test from a broken one) fails the run, named in
// Playwright's summary (failOnFlakyTests, playwright.config.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumPath } from './browser'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
const bin = (name: string) => path.join('node_modules', '.bin', name)
const REPORTS = 'reports'
const timings: [string, number][] = []

type Command = [command: string, args: string[], extraEnv?: Record<string, string>]

// A command runs in a process group of its own, which a Ctrl+C in the terminal does not reach: passed on.
const stopAll = new Set<() => void>()
/** The copy of Turbopack's cache for the scenarios' build (below), removed when the run ends. */
let scenarioCache = ''
const removeScenarioCache = () => scenarioCache && fs.rmSync(scenarioCache, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const stop of stopAll) stop()
    removeScenarioCache()
    process.exit(128 + os.constants.signals[signal])
  })
}

type Running = ReturnType<typeof start>

/**
 * Starts a command; with `quiet`, its output is held and printed when it ends, under a line naming it and its time (for
 * commands run side by side). `stop()` ends it and everything it started.
 */
function start([command, args, extraEnv]: Command, quiet: boolean) {
  const started = Date.now()
  // Its own process group, so that stop() reaches the builds and browsers it runs as well.
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  })
  let output = ''
  let stopped = false
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream!.on('data', (chunk) => (output += chunk))
  const done = new Promise<number>((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      if (quiet) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        const verdict = stopped ? 'stopped' : status === 0 ? 'passed' : 'failed'
        process.stdout.write(`\n── ${path.basename(command)} ${args.slice(0, 2).join(' ')}: ${verdict} in ${seconds} s\n${output}`)
      }
      resolve(status)
    })
  })
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    stopped = true
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch (error) {
      // Already gone: nothing left to stop.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  stopAll.add(stop)
  void done.then(() => stopAll.delete(stop))
  return { done, stop }
}

/**
 * A stage: one or more commands (run side by side), timed; the run stops when one fails, the others of its stage
 * stopped at once (a failing unit test is not left waiting for a build beside it).
 */
async function stage(name: string, ...commands: (Command | Running)[]) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const running = commands.map((command) => (Array.isArray(command) ? start(command, commands.length > 1) : command))
  const failed = await new Promise<boolean>((resolve) => {
    let left = running.length
    for (const { done } of running) {
      void done.then((status) => {
        if (status !== 0) resolve(true)
        if (--left === 0) resolve(false)
      })
    }
  })
  if (failed) {
    for (const { stop } of running) stop()
    await Promise.all(running.map(({ done }) => done))
  }
  const seconds = (Date.now() - started) / 1000
  timings.push([name, seconds])
  if (failed) {
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
  for (const stop of stopAll) stop()
  removeScenarioCache()
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

if (!chromiumPath({ required: false, headlessShell: true })) {
  console.error(
    'No Chromium found for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
  )
  process.exit(1)
}

const vitest = (name: string, projects: string[], extraEnv?: Record<string, string>): Command => [
  bin('vitest'),
  [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest-${name}.json`,
  ],
  extraEnv,
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
// The scenarios work in a copy of the project in the temporary folder (reusing the social cards the build has drawn,
// each written whole by rename) and take longest: they start now, beside the unit tests and the build (which read the
// sources and .contentlayer/, never out/), and end beside the static checks (which read out/).
// Their production build compiles with Turbopack's cache as the repository's last build left it: copied now, before
// this run's build writes to it, since a copy taken while it is written could be torn. Compiling takes a third of the
// time from it, and the export is the same, byte for byte, as from no cache; a fresh clone has none to copy.
const turbopackCache = path.join('.next', 'cache', 'turbopack')
if (fs.existsSync(turbopackCache)) {
  scenarioCache = fs.mkdtempSync(path.join(os.tmpdir(), 'track-turbopack-cache-'))
  fs.cpSync(turbopackCache, scenarioCache, { recursive: true })
}
const scenarios = start(vitest('scenarios', ['scenarios'], { TRACK_TURBOPACK_CACHE: scenarioCache }), true)
await stage('unit, build', vitest('unit', ['unit', 'unit-isolated']), [
  bin('tsx'),
  ['scripts/build.ts', '--skip-content'],
  { NEXT_PUBLIC_GA_ID: 'G-TEST000000', TRACK_TYPES_CHECKED: '1' },
])
await stage('static checks, scenarios', vitest('export', ['export']), scenarios)
await stage('browser', [bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` }])
finish(0)
