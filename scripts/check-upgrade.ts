// `npm run check:upgrade -- next@<version>`: an upgrade of Next.js rehearsed in a copy of the project, before it is made.
// The repository is left as it was. In a copy (scripts/project-copy.ts, with git history, so that pages are dated as
// in a build of the repository), it installs that Next.js, and eslint-config-next and @next/env at the same version,
// then runs each stage to its end, whatever the one before gave:
//   build      npm run build, with the analytics id npm test builds with, and without Next's own type check;
//   types      tsc, as npm test runs it;
//   flight     the flight fixture captured again from that build (scripts/steps/flight-fixture.ts), and the flight
//              tests run on it: what the new version writes, read as the build reads it;
//   export     the static checks of the export (vitest run --project export);
//   browser    the browser tests (playwright test), on a port of their own.
// Then it prints which bets on Next's and React's internals broke (docs/architecture.md, "Bets on Next.js and React
// internals"): the rows a build error or a failing test names as `[bet: <id>]`, and what failed without naming one.
// Each stage's output is kept in a folder it prints. Exit status 0 when everything passed.
//
// `--keep` keeps the copy (its path printed) to look into; `--skip-browser` stops after the static checks.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type BetRow, betsNamed, betTable, installedVersions } from './steps/bets'
import { cli } from './cli'
import { buildCopy, copyEnv, copyProject, removeProjectCopy } from './project-copy'

/** One thing that failed: where (a stage, a test's file and title), and the rows it names. */
export interface Failure {
  stage: string
  what: string
  bets: string[]
}

/** The failed tests of a vitest JSON report (`--reporter=json`), each with the rows its title or its error names. */
export function vitestFailures(stage: string, report: unknown): Failure[] {
  const files = (
    report as { testResults?: { name: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[] }
  ).testResults
  return (files ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        stage,
        what: `${path.basename(file.name)} › ${test.fullName}`,
        bets: betsNamed([test.fullName, ...(test.failureMessages ?? [])].join('\n')),
      })),
  )
}

interface PlaywrightSuite {
  title: string
  file?: string
  specs?: { title: string; tests: { status: string; results?: { error?: { message?: string } }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** The failed (or flaky: the suite fails on those too) tests of a Playwright JSON report, with the rows they name. */
export function playwrightFailures(stage: string, report: unknown): Failure[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): Failure[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => ({
          stage,
          what: `${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}`,
          bets: betsNamed([spec.title, ...(test.results ?? []).map((result) => result.error?.message ?? '')].join('\n')),
        })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ]
  return ((report as { suites?: PlaywrightSuite[] }).suites ?? []).flatMap((suite) => walk(suite, [suite.file ?? suite.title]))
}

/** A failed command that is not a test report (the build, tsc): its rows, from the lines of its output that name one. */
export function outputFailure(stage: string, output: string): Failure {
  const lines = output.split('\n').filter((line) => line.includes('[bet: ') || /error|✗|failed/i.test(line))
  return { stage, what: lines.slice(0, 5).join('\n') || output.trim().split('\n').slice(-5).join('\n'), bets: betsNamed(output) }
}

/** What the rehearsal prints at the end: each row that broke, with what broke it, then what failed naming no row. */
export function report(failures: Failure[], rows: BetRow[]): string {
  if (failures.length === 0) return 'No bet broke: every stage passed.'
  const byBet = new Map<string, Failure[]>()
  for (const failure of failures) for (const id of failure.bets) byBet.set(id, [...(byBet.get(id) ?? []), failure])
  const lines: string[] = []
  if (byBet.size > 0) {
    lines.push(`Bets that broke (docs/architecture.md, "Bets on Next.js and React internals"): ${[...byBet.keys()].join(', ')}`)
    for (const row of rows.filter((r) => byBet.has(r.id))) {
      lines.push(``, `✗ ${row.id} (verified with ${row.verified})`, `  assumes: ${row.assumes}`)
      for (const failure of byBet.get(row.id)!) lines.push(`  - ${failure.stage}: ${failure.what.split('\n').join('\n    ')}`)
    }
    const unknown = [...byBet.keys()].filter((id) => !rows.some((row) => row.id === id))
    if (unknown.length > 0) lines.push('', `Named but not in the table: ${unknown.join(', ')}`)
  } else lines.push('No bet named by what failed.')
  const unnamed = failures.filter((failure) => failure.bets.length === 0)
  if (unnamed.length > 0) {
    lines.push('', `Failed without naming a bet (${unnamed.length}: a change of Next's public behaviour, or of the project's own code):`)
    for (const failure of unnamed) lines.push(`  - ${failure.stage}: ${failure.what.split('\n').join('\n    ')}`)
  }
  return lines.join('\n')
}

/** Two free ports side by side, for the browser tests' two servers. */
async function freePorts(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    if ((await free(port)) && (await free(port + 1))) return port
  }
  throw new Error('no two free ports side by side for the browser tests')
}

/**
 * The packages to install at the version of next: next, and those of its family the project depends on that the
 * registry has at that version (`published`). A canary of next may have no eslint-config-next of its own: that one is
 * then left as installed, and named in `kept` (the rehearsal does not lint).
 */
export function packagesFor(
  version: string,
  manifest: { dependencies?: object; devDependencies?: object },
  published: (name: string, version: string) => boolean = () => true,
): { install: string[]; kept: string[] } {
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})])
  const family = ['next', 'eslint-config-next', '@next/env'].filter((name) => name === 'next' || declared.has(name))
  const kept = family.filter((name) => name !== 'next' && !published(name, version))
  return { install: family.filter((name) => !kept.includes(name)).map((name) => `${name}@${version}`), kept }
}

/** Whether the registry has `name` at `version`. */
const onRegistry = (name: string, version: string) =>
  spawnSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8' }).stdout.trim() === version

async function main() {
  const { values, positionals, fail } = cli(
    `tsx scripts/check-upgrade.ts next@<version> [--keep] [--skip-browser]   (npm run check:upgrade -- next@<version>)
  next@<version>   a version, or a tag: next@16.5.0, next@latest, next@canary
  --keep           keep the copy of the project, to look into
  --skip-browser   stop after the static checks of the export`,
    { keep: { type: 'boolean' }, 'skip-browser': { type: 'boolean' } },
    true,
  )
  const spec = positionals[0] ?? ''
  if (positionals.length !== 1 || !/^next@\S+$/.test(spec)) fail(`one next@<version> is needed, not "${positionals.join(' ')}"`)
  const root = process.cwd()
  const view = spawnSync('npm', ['view', spec, 'version', '--json'], { encoding: 'utf8' })
  if (view.status !== 0) fail(`npm view ${spec} failed: ${view.stderr.trim()}`)
  const found = JSON.parse(view.stdout) as string | string[]
  const version = Array.isArray(found) ? found.at(-1)! : found
  const from = installedVersions(root)
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), `track-check-upgrade-${version}-`))
  console.log(`Rehearsing next ${from.next} → ${version} (${spec}) in a copy of the project; each stage's output in ${logs}`)

  const dir = copyProject(root, 'upgrade', { history: true })
  // node_modules is hard-linked into the copy: npm rewrites its lockfile there in place, which would write the
  // repository's. Replaced packages are unpacked afresh, so a new file of its own is all the lockfile needs.
  const hiddenLock = path.join(dir, 'node_modules', '.package-lock.json')
  if (fs.existsSync(hiddenLock)) {
    const text = fs.readFileSync(hiddenLock)
    fs.rmSync(hiddenLock)
    fs.writeFileSync(hiddenLock, text)
  }
  const repositoryLock = fs.readFileSync(path.join(root, 'node_modules', '.package-lock.json'), 'utf8')
  const failures: Failure[] = []
  let passed = true
  /** Runs a command in the copy, its output into the stage's log; its exit status and output. */
  const run = (stage: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const started = Date.now()
    const result = spawnSync(command, args, { cwd: dir, env: copyEnv(dir, env), encoding: 'utf8', maxBuffer: 1 << 30 })
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    fs.writeFileSync(path.join(logs, `${stage}.log`), output)
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    console.log(
      `  ${stage.padEnd(8)} ${result.status === 0 ? 'passed' : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`,
    )
    if (result.status !== 0) passed = false
    return { ok: result.status === 0, output }
  }
  /** The failures a stage's JSON report lists, or the stage's output when it failed without one. */
  const failuresOf = (
    name: string,
    ran: { ok: boolean; output: string },
    json: string,
    read: (stage: string, report: unknown) => Failure[],
  ) => {
    const found = fs.existsSync(json) ? read(name, JSON.parse(fs.readFileSync(json, 'utf8'))) : []
    failures.push(...(found.length > 0 || ran.ok ? found : [outputFailure(name, ran.output)]))
  }
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: object
      devDependencies?: object
    }
    const packages = packagesFor(version, manifest, onRegistry)
    for (const name of packages.kept) console.log(`  ${name} has no ${version} on the registry: kept as installed`)
    const install = run('install', 'npm', ['install', '--save-exact', '--no-audit', '--no-fund', ...packages.install])
    if (fs.readFileSync(path.join(root, 'node_modules', '.package-lock.json'), 'utf8') !== repositoryLock) {
      throw new Error("the repository's node_modules/.package-lock.json changed during the copy's install: run npm ci in the repository")
    }
    if (!install.ok) {
      failures.push(outputFailure('install', install.output))
      throw new Error(`npm install of next@${version} failed in the copy: ${path.join(logs, 'install.log')}`)
    }
    const to = installedVersions(dir)
    console.log(`  installed next ${to.next}, bundling React ${to.react}`)

    const build = await buildCopy(dir, path.join(logs, 'build.log'), false, { NEXT_PUBLIC_GA_ID: 'G-TEST000000', TRACK_TYPES_CHECKED: '1' })
    const buildOutput = fs.readFileSync(path.join(logs, 'build.log'), 'utf8')
    console.log(
      `  ${'build'.padEnd(8)} ${build.status === 0 ? 'passed' : `failed (exit ${build.status})`} in ${build.seconds.toFixed(0)} s`,
    )
    if (build.status !== 0) {
      passed = false
      failures.push(outputFailure('build', buildOutput))
    }
    const notice = buildOutput.split('\n').find((line) => line.startsWith('⚠ next '))
    if (notice) console.log(`  ${notice}`)

    // The build wrote .contentlayer/, which the types read.
    const types = run('types', 'npx', ['tsc', '--noEmit'])
    if (!types.ok) failures.push(outputFailure('types', types.output))

    // The flight tests on what the new version wrote, as long as Next's own build went through.
    const fixture = run('fixture', 'npx', ['tsx', 'scripts/steps/flight-fixture.ts'])
    if (fixture.ok) {
      const json = path.join(logs, 'flight.json')
      const flight = run('flight', 'npx', [
        'vitest',
        'run',
        '--project',
        'unit',
        'scripts/steps/flight.test.ts',
        'scripts/steps/head-script-check.test.ts',
        '--reporter=json',
        `--outputFile=${json}`,
      ])
      failuresOf('flight', flight, json, vitestFailures)
    } else failures.push(outputFailure('fixture', fixture.output))

    if (build.status === 0) {
      const json = path.join(logs, 'export.json')
      failuresOf(
        'export',
        run('export', 'npx', ['vitest', 'run', '--project', 'export', '--reporter=json', `--outputFile=${json}`]),
        json,
        vitestFailures,
      )
      if (values['skip-browser']) console.log(`  ${'browser'.padEnd(8)} skipped (--skip-browser)`)
      else {
        const browserJson = path.join(logs, 'browser.json')
        const env = { E2E_PORT: String(await freePorts()), CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: browserJson }
        failuresOf('browser', run('browser', 'npx', ['playwright', 'test'], env), browserJson, playwrightFailures)
      }
    } else console.log(`  ${'export'.padEnd(8)} not run: the build failed (nor are the browser tests)`)
  } catch (error) {
    passed = false
    console.error(`\n${(error as Error).message}`)
  } finally {
    if (values.keep) console.log(`\nThe copy: ${dir}`)
    else removeProjectCopy(dir)
  }
  console.log(`\n${report(failures, betTable(fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8')))}`)
  console.log(`\nEach stage's output: ${logs}`)
  process.exit(passed && failures.length === 0 ? 0 : 1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
