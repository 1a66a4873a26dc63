// `npm run bench`: builds the site, serves out/ like a CDN and measures, per page type and language, first-load JS,
// CSS and HTML in KB gzip (scripts/page-weight.mjs says what counts), and Lighthouse mobile scores (median of N runs,
// with the spread). Checks budgets.
// Options: --skip-build (measure the existing out/), --runs N (Lighthouse runs per page, default 3), --weights-only (no
// Lighthouse: bytes only, in seconds).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs'
import { JS_BUDGET_KB, pageWeights } from './page-weight.mjs'
import { createServer } from './serve.mjs'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3
const SKIP_BUILD = args.includes('--skip-build')
const WEIGHTS_ONLY = args.includes('--weights-only')
if (args.includes('--help')) {
  console.log('npm run bench [-- --skip-build] [--runs N] [--weights-only]')
  process.exit(0)
}
const OUT = path.resolve('out')
const PORT = 4399
const BUDGET = { js: JS_BUDGET_KB, performance: 90, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 }

const PAGE_TYPES = [
  ['home', '/'],
  ['doc', '/docs/manage-contacts/add-a-contact-import'],
  ['post', '/blog/how-to-negotiate'],
  ['promo', '/pipedrive-discount-promo-code'],
  ['VAT', '/vat-calculator'],
  // Lighthouse refuses a document answered with status 404, so the not-found page is measured at /404,
  // where the same file is served with status 200.
  ['404', '/404'],
]

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function htmlFile(urlPath) {
  const base = path.join(OUT, urlPath)
  for (const f of [base, `${base}.html`, path.join(base, 'index.html')]) if (fs.existsSync(f) && fs.statSync(f).isFile()) return f
  return urlPath.startsWith('/fr/') ? path.join(OUT, 'fr/404.html') : path.join(OUT, '404.html')
}

async function lighthouseRuns(url) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError) console.warn(`  Lighthouse: ${runtimeError.code} ${runtimeError.message}`)
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // What moved, when something did (Lighthouse's layout-shifts audit), to find the cause.
        shifts: (audits['layout-shifts']?.details?.items ?? []).map(
          (item) => `${item.score?.toFixed(3) ?? '?'} ${item.node?.selector ?? item.node?.snippet ?? 'unknown element'}`,
        ),
      })
    } finally {
      await chrome.kill()
    }
  }
  const stat = (key) => {
    const xs = runs.map((r) => r[key]).filter((x) => typeof x === 'number' && !Number.isNaN(x))
    if (xs.length === 0) return { median: NaN, min: NaN, max: NaN }
    return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) }
  }
  return {
    ...Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls'].map((k) => [k, stat(k)])),
    shifts: runs.flatMap((r, i) => r.shifts.map((shift) => `run ${i + 1}: ${shift}`)),
  }
}

let buildSeconds = null
if (!SKIP_BUILD) {
  const started = Date.now()
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
  buildSeconds = (Date.now() - started) / 1000
}
const pagesBuilt = (function count(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    if (e.isDirectory()) return e.name === '_next' ? n : n + count(path.join(dir, e.name))
    return n + (e.name.endsWith('.html') ? 1 : 0)
  }, 0)
})(OUT)

const server = createServer().listen(PORT, '127.0.0.1')
const rows = []
const failures = []
try {
  for (const [type, enPath] of PAGE_TYPES) {
    for (const locale of ['en', 'fr']) {
      const urlPath = locale === 'fr' ? (enPath === '/' ? '/fr' : `/fr${enPath}`) : enPath
      const w = pageWeights(OUT, path.relative(OUT, htmlFile(urlPath)))
      process.stdout.write(`measuring ${urlPath}…\n`)
      const lh = WEIGHTS_ONLY ? null : await lighthouseRuns(`http://127.0.0.1:${PORT}${urlPath}`)
      rows.push({ type, locale, urlPath, ...w, lh })
      if (w.js > BUDGET.js) failures.push(`${urlPath}: first-load JS ${w.js.toFixed(1)} KB > ${BUDGET.js} KB`)
      if (!lh) continue
      for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
        // A 404 page is meant to answer 404, which Lighthouse's SEO audit counts against it.
        if (type === '404' && key === 'seo') continue
        if (lh[key].median < BUDGET[key]) failures.push(`${urlPath}: ${key} ${lh[key].median} < ${BUDGET[key]}`)
      }
      if (lh.cls.max > BUDGET.cls) failures.push(`${urlPath}: CLS ${lh.cls.max.toFixed(3)} > 0`)
    }
  }
} finally {
  server.close()
}

const range = (s, digits = 0) =>
  !s || Number.isNaN(s.median)
    ? 'n/a'
    : s.min === s.max
      ? s.median.toFixed(digits)
      : `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`
console.log(
  `\nBuild: ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(1)} s wall`}, ${pagesBuilt} HTML pages in out/. Lighthouse: ${WEIGHTS_ONLY ? 'not run' : `mobile, median of ${RUNS} (min–max)`}.\n`,
)
console.log(
  '| page | lang | JS KB gz (files) | + preload KB gz | CSS KB gz | HTML KB gz | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${r.type} | ${r.locale} | ${r.js.toFixed(1)} (${r.scripts}) | ${r.preload.toFixed(1)} | ${r.css.toFixed(1)} | ${r.html.toFixed(1)} | ${range(r.lh?.performance)} | ${range(r.lh?.accessibility)} | ${range(r.lh?.['best-practices'])} | ${range(r.lh?.seo)} | ${range(r.lh?.lcp)} | ${range(r.lh?.tbt)} | ${range(r.lh?.cls, 3)} |`,
  )
}
console.log(
  `\nJS: gzip of the chunk scripts a modern browser runs on load (nomodule excluded), including those swapped in after the first paint; preload: scripts the HTML only preloads at low priority.`,
)
const shifted = rows.filter((r) => r.lh?.shifts.length > 0)
if (shifted.length) {
  console.log('Layout shifts:')
  for (const r of shifted) for (const shift of r.lh.shifts) console.log(`  ${r.urlPath} ${shift}`)
}
console.log(`Budgets: JS ≤ ${BUDGET.js} KB gz, performance ≥ ${BUDGET.performance}, accessibility / best practices / SEO = 100, CLS = 0.`)
if (failures.length) {
  console.log(`Over budget (${failures.length}):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('All pages within budget.')
