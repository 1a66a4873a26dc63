// `npm run bench`: the budgets. Builds the site, serves out/ as a CDN does and measures one page per type in both
// languages: first-load JS, CSS and HTML in KB gzip (bench/page-weight.ts says what counts) and Lighthouse's mobile
// scores (median of N runs, with the spread), Lighthouse driving the Chromium that Playwright launches.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { cli } from '../scripts/cli'
import { median, seconds, table } from './cli'
import { JS_BUDGET_KB, pageWeights } from './page-weight'
import { freePort } from '../scripts/serve'
import { launchChromium, LOCALES, localized, PAGE_TYPES, serveExport } from './site'

const { values, count, fail } = cli(
  `npm run bench [-- --skip-build] [--runs N] [--weights-only] [--cpu-slowdown X]
  --skip-build      measure the export already in out/
  --runs N          Lighthouse runs per page (default 3); the table shows the median (min–max)
  --weights-only    no Lighthouse: the bytes only, in seconds
  --cpu-slowdown X  Lighthouse's CPU slowdown (default: scaled to this machine's benchmark index, below)`,
  {
    'skip-build': { type: 'boolean' },
    runs: { type: 'string', default: '3' },
    'weights-only': { type: 'boolean' },
    'cpu-slowdown': { type: 'string' },
  },
)
const RUNS = count('runs', values.runs)
const GIVEN_SLOWDOWN = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown'])
if (GIVEN_SLOWDOWN !== undefined && !(GIVEN_SLOWDOWN >= 1))
  fail(`--cpu-slowdown takes a number of at least 1, not "${values['cpu-slowdown']}"`)
const OUT = path.resolve('out')
const BUDGET: Record<string, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 }
const METRICS: Record<string, string> = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' }
const KEYS = [...Object.keys(BUDGET), ...Object.keys(METRICS)]
type Stat = { median: number; min: number; max: number }

// Lighthouse (207 packages with its own dependencies) is what only this bench needs: bench/package.json holds it,
// installed here on the first run (`npm ci --prefix bench`), so that the site's install, and every CI run's, goes
// without it (about 15 s of a fresh clone's `npm ci`). Its own types are installed with it: the part of its result
// read here is typed below, so that tsc passes on a clone that has not installed it.
type LighthouseRun = {
  lhr: {
    environment: { benchmarkIndex: number }
    runtimeError?: { code: string; message: string }
    audits: Record<string, { numericValue?: number; details?: unknown }>
    categories: Record<string, { score: number | null }>
  }
}
type Flags = { port: number; output: 'json'; logLevel: 'error'; throttling?: { cpuSlowdownMultiplier: number } }
type Lighthouse = (url: string, flags: Flags) => Promise<LighthouseRun | undefined>

async function loadLighthouse(): Promise<Lighthouse> {
  // Installed, or reinstalled when bench/package-lock.json names another version than the one installed.
  const version = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : undefined)
  const locked = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package-lock.json'), 'utf8')).packages[
    'node_modules/lighthouse'
  ]
  if (version(path.join(import.meta.dirname, 'node_modules', 'lighthouse', 'package.json')) !== locked.version) {
    console.log(`Installing Lighthouse ${locked.version} for the benchmarks (bench/package.json)…`)
    const install = spawnSync('npm', ['ci', '--prefix', import.meta.dirname, '--no-audit', '--no-fund'], { stdio: 'inherit' })
    if (install.status !== 0) throw new Error(`npm ci --prefix bench failed (exit ${install.status}): Lighthouse is not installed`)
  }
  // A name in a variable: resolved by Node from bench/ at run time, not by tsc from a fresh clone that lacks it.
  const name = 'lighthouse'
  return ((await import(name)) as { default: Lighthouse }).default
}

let buildSeconds: number | undefined
if (!values['skip-build']) {
  const started = Date.now()
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
  buildSeconds = (Date.now() - started) / 1000
}
const htmlPages = (fs.readdirSync(OUT, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.startsWith('_next'))

// Lighthouse simulates a mid-tier phone by slowing the host's CPU 4 times, which assumes the host its docs/throttling.md
// expects: a desktop of benchmark index about 2,000 (it warns on one under 1,000, "at least ~2x weaker"). On a slower
// machine the same 4 times simulates a far slower phone, and the performance score follows the machine rather than
// the site (docs/performance.md has the figures). Scaled here to the index a first run measures, 4 × index / 2,000
// (at least 1), and printed with the table.
const REFERENCE_INDEX = 2000
const DEFAULT_SLOWDOWN = 4

async function cpuSlowdown(lighthouse: Lighthouse, port: number, url: string) {
  if (GIVEN_SLOWDOWN !== undefined) return { slowdown: GIVEN_SLOWDOWN, index: undefined }
  const { lhr } = (await lighthouse(url, { port, output: 'json', logLevel: 'error' }))!
  const index = lhr.environment.benchmarkIndex
  return { slowdown: Math.max(1, Math.round(((DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX) * 10) / 10), index }
}

/** Lighthouse, mobile, RUNS times on `url`: each score and metric's median, min and max, and what shifted. */
async function lighthouseRuns(lighthouse: Lighthouse, port: number, url: string, cpuSlowdownMultiplier: number) {
  const runs: Record<string, number>[] = []
  const shifts: string[] = []
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = (await lighthouse(url, { port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier } }))!
    if (lhr.runtimeError) console.warn(`  Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const value = (key: string) => (key in METRICS ? lhr.audits[METRICS[key]].numericValue : (lhr.categories[key].score ?? NaN) * 100)
    runs.push(Object.fromEntries(KEYS.map((key) => [key, value(key) ?? NaN])))
    // What moved, when something did, to find the cause.
    const moved = (lhr.audits['layout-shifts']?.details as { items?: { score?: number; node?: { selector?: string } }[] })?.items ?? []
    shifts.push(...moved.map((item) => `run ${i + 1}: ${item.score?.toFixed(3)} ${item.node?.selector ?? 'unknown element'}`))
  }
  const stat = (xs: number[]): Stat => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) })
  return { stats: Object.fromEntries(KEYS.map((key) => [key, stat(runs.map((r) => r[key]).filter(Number.isFinite))])), shifts }
}
const range = (s: Stat | undefined, digits = 0) =>
  !s || Number.isNaN(s.median)
    ? 'n/a'
    : `${s.median.toFixed(digits)}${s.min === s.max ? '' : ` (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`}`

const server = await serveExport(OUT)
const port = await freePort()
const lighthouse = values['weights-only'] ? undefined : await loadLighthouse()
const browser = lighthouse && (await launchChromium(port))
const calibration = lighthouse && (await cpuSlowdown(lighthouse, port, `${server.origin}/`))
const rows: string[][] = []
const failures: string[] = []
const shifts: string[] = []
try {
  for (const [type, enPath] of PAGE_TYPES) {
    for (const locale of LOCALES) {
      // Lighthouse refuses a document answered with status 404: the not-found page is measured at /404, status 200.
      const urlPath = localized(type === '404' ? '/404' : enPath, locale)
      const file = ['.html', '/index.html'].map((end) => urlPath + end).find((f) => fs.existsSync(path.join(OUT, f)))!
      const w = pageWeights(OUT, file)
      console.log(`measuring ${urlPath}…`)
      const lh = lighthouse && calibration && (await lighthouseRuns(lighthouse, port, `${server.origin}${urlPath}`, calibration.slowdown))
      if (w.js > JS_BUDGET_KB) failures.push(`${urlPath}: first-load JS ${w.js.toFixed(1)} KB > ${JS_BUDGET_KB} KB`)
      // A 404 page is meant to answer 404, which Lighthouse's SEO audit counts against it.
      for (const key of Object.keys(BUDGET))
        if (lh && lh.stats[key].median < BUDGET[key] && !(type === '404' && key === 'seo'))
          failures.push(`${urlPath}: ${key} ${lh.stats[key].median} < ${BUDGET[key]}`)
      if (lh && lh.stats.cls.max > 0) failures.push(`${urlPath}: CLS ${lh.stats.cls.max.toFixed(3)} > 0`)
      shifts.push(...(lh ? lh.shifts : []).map((shift) => `  ${urlPath} ${shift}`))
      const kb = [w.preload, w.css, w.html].map((x) => x.toFixed(1))
      const cells = KEYS.map((key) => range(lh ? lh.stats[key] : undefined, key === 'cls' ? 3 : 0))
      rows.push([type, locale, `${w.js.toFixed(1)} (${w.scripts})`, ...kb, ...cells])
    }
  }
} finally {
  await browser?.close()
  server.close()
}

const build = buildSeconds === undefined ? 'skipped' : `${seconds(buildSeconds)} wall`
const cpu =
  calibration && `CPU slowed ${calibration.slowdown}×${calibration.index ? ` (benchmark index ${Math.round(calibration.index)})` : ''}`
const how = cpu ? `mobile, ${cpu}, median of ${RUNS} (min–max)` : 'not run'
console.log(`\nBuild: ${build}, ${htmlPages.length} HTML pages in out/. Lighthouse: ${how}.\n`)
const header = ['page', 'lang', 'JS KB gz (files)', '+ preload KB gz', 'CSS KB gz', 'HTML KB gz', 'Perf', 'A11y', 'BP', 'SEO']
console.log(table([...header, 'LCP ms', 'TBT ms', 'CLS'], rows))
console.log('\nJS: the chunk scripts a modern browser runs on load, deferred ones included; preload: those it only preloads.')
if (shifts.length) console.log(`Layout shifts:\n${shifts.join('\n')}`)
console.log(
  `Budgets: JS ≤ ${JS_BUDGET_KB} KB gz, performance ≥ ${BUDGET.performance}, accessibility / best practices / SEO = 100, CLS = 0.`,
)
if (failures.length) {
  console.log(`Over budget (${failures.length}):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('All pages within budget.')
