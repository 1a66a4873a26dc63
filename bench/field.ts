// `npm run bench:field`: what a person on a slow phone lives through, in Chromium driven by Playwright, with applied
// throttling (bench/site.ts: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), and the bytes each page
// costs on the wire (not throttled). Per page type, language and viewport (412 × 823 touch phone, 1280 × 800 desktop),
// medians of N runs; docs/performance.md says what each column is. Measures the export in out/ (or --dir), served as a
// CDN serves it (gzip, the headers of out/_headers).
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Locator } from '@playwright/test'
import { cli } from '../scripts/cli'
import { median } from './cli'
import { CONTROLS, FIRST_TAP, report, REST_CHOICES, type Row } from './compare'
import { launchChromium, LOCALES, localized, newPage, PAGE_TYPES, serveExport, SLOW, type Viewport, VIEWPORTS } from './site'

/** The navigation measured: from one help page to the next in its category, a link every help sidebar shows. */
const FROM = '/docs/manage-contacts/add-a-contact-manually'
const TO = '/docs/manage-contacts/add-a-contact-import'
/** The page types a help centre built with another tool has at the same path: what --compare measures there too. */
const COMPARABLE = ['home', 'doc', 'post']
/** Our pages have settled once their behaviours, the prefetch on intent among them, are attached. */
const BEHAVIOURS_READY = 'html[data-behaviours]'
const MEASURES = ['load', 'controls', 'first-tap', 'navigation', 'bytes'] as const
const TYPES = PAGE_TYPES.map(([type]) => type)
const { values, count, subset } = cli(
  `npm run bench:field [-- --pages doc,home] [--viewports phone] [--measure load] [--runs N] [--dir out] [--json file]
  --pages      page types, of ${TYPES.join(', ')} (default: all)
  --viewports  phone, desktop (default: both)
  --measure    ${MEASURES.join(', ')} (default: all). bytes alone prints the bytes table in a few minutes
  --runs N     loads per page and measure (default 5; bytes: one load, they do not change between runs)
  --dir        the export to measure (default out/)
  --json       also write the medians there, for npm run bench:compare
  navigation, on its own route (not --pages), in each language:
  --from, --to the help page the visitor is on, and the page its link leads to (English paths; default ${FROM} → ${TO})
  --compare    another site's origin, e.g. http://127.0.0.1:4391, measured in the same run on the same route and on
               the page types it has at the same paths (${COMPARABLE.join(', ')})
  --compare-name  its name in the table (default: compare)
  --rest       ms the pointer rests on the link before the click, on the desktop, of ${REST_CHOICES.join(', ')} (default: 0,150,300)`,
  {
    pages: { type: 'string', default: TYPES.join(',') },
    viewports: { type: 'string', default: Object.keys(VIEWPORTS).join(',') },
    measure: { type: 'string', default: MEASURES.join(',') },
    runs: { type: 'string', default: '5' },
    dir: { type: 'string', default: 'out' },
    json: { type: 'string' },
    from: { type: 'string', default: FROM },
    to: { type: 'string', default: TO },
    compare: { type: 'string' },
    'compare-name': { type: 'string', default: 'compare' },
    rest: { type: 'string', default: '0,150,300' },
  },
)
const PAGES = subset('pages', values.pages, TYPES)
const SCREENS = subset('viewports', values.viewports, Object.keys(VIEWPORTS) as Viewport[])
const MEASURE = subset('measure', values.measure, MEASURES)
/** Bytes do not change between loads: measured alone, each page loads once. */
const TIMED = MEASURE.some((m) => m !== 'bytes')
const PER_PAGE = MEASURE.filter((m) => m !== 'navigation')
const RUNS = TIMED ? count('runs', values.runs) : 1
const DIR = path.resolve(values.dir)
/** How long the pointer rests on the link before the click, on the desktop. */
const REST_MS = subset('rest', values.rest, REST_CHOICES).map(Number)

/** Where each control is: its visible instance. */
const SELECTORS: Record<string, string> = {
  theme: '[data-testid="theme-toggle"]',
  close: '[data-testid="dismiss-announcement"]',
  menu: '[data-testid="mobile-menu-button"], [data-testid="language-menu"] > summary',
  search: '[data-action="open-search"]',
}
const CONTROLS_TIMEOUT_MS = 15_000
const FIRST_TAP_WAIT_MS = 8000
const BYTES_AFTER_LOAD_MS = 6000

interface Bench {
  fcp: number
  lcp: number
  ready?: number
  presses: number[]
  longTasks: { start: number; end: number }[]
  state: Record<string, () => string>
  answered: number
  clicked?: number
}
declare global {
  interface Window {
    __bench: Bench
  }
}

/**
 * Runs in the page from its first byte: paints, LCP, long tasks, pointer presses, when the behaviours attached, and
 * each control's state as the page shows it (the theme, the announcement, a menu open, the search dialog open).
 */
function observe() {
  const html = () => document.documentElement
  const bench: Bench = (window.__bench = { fcp: NaN, lcp: NaN, presses: [], longTasks: [], answered: NaN, state: {} })
  bench.state = {
    theme: () => html().className,
    close: () => `${html().hasAttribute('data-announcement-dismissed')}`,
    menu: () => `${[...document.querySelectorAll('details[data-disclosure]')].some((d) => (d as HTMLDetailsElement).open)}`,
    search: () => `${Boolean(document.querySelector('dialog[open]'))}`,
  }
  addEventListener('pointerdown', (event) => bench.presses.push(event.timeStamp), { capture: true })
  new MutationObserver(() => {
    if (html().hasAttribute('data-behaviours')) bench.ready ??= performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-behaviours'] })
  const entries = (type: string, each: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true })
  entries('paint', (e) => e.name === 'first-contentful-paint' && (bench.fcp = e.startTime))
  entries('largest-contentful-paint', (e) => (bench.lcp = e.startTime))
  entries('longtask', (e) => bench.longTasks.push({ start: e.startTime, end: e.startTime + e.duration }))
}

async function throttledPage(browser: Browser, viewport: Viewport, url: string, waitUntil: 'load' | 'commit') {
  const { context, page } = await newPage(browser, viewport)
  // tsx compiles named functions into __name(…) calls (esbuild's keepNames), which the page must know.
  await page.addInitScript(`globalThis.__name = (f) => f; (${observe})()`)
  await page.goto(url, { waitUntil, timeout: 60_000 })
  // A tap that Playwright gives up on (the control never became actionable in time) is not an error of the
  // benchmark: the page's own observer records that it went unanswered, and the table counts it as lost.
  const tap = (control: Locator, timeout: number) =>
    (viewport === 'phone' ? control.tap({ timeout }) : control.click({ timeout })).catch(() => {})
  return { context, page, tap, control: (name: string) => page.locator(SELECTORS[name]).filter({ visible: true }).first() }
}

/** An untouched load: FCP, LCP, the floor (HTML and linked CSS arrived), when the behaviours attached, blocking time. */
async function measureLoad(browser: Browser, viewport: Viewport, url: string) {
  const { context, page } = await throttledPage(browser, viewport, url, 'load')
  // LCP can change until the page settles: wait for the behaviours, then a quiet second (a benchmark's settling time).
  // Behaviours that never attach are a result, not a failure of the run: `ready` then stays unset and the table
  // shows it missing, while FCP and LCP are still measured.
  await page.waitForFunction(() => window.__bench.ready! >= 0, null, { timeout: 30_000 }).catch(() => {})
  await page.waitForTimeout(1000)
  const result = await page.evaluate(() => {
    const { fcp, lcp, ready, longTasks } = window.__bench
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const css = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.css')) as PerformanceResourceTiming[]
    const floor = Math.max(navigation.responseEnd, ...css.map((r) => r.responseEnd))
    // As Lighthouse counts it: the part of each long task after FCP, beyond 50 ms.
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, fcp) - 50), 0)
    return { fcp, lcp, floor, lcpFloor: lcp / floor, ready: ready ?? NaN, blocking }
  })
  await context.close()
  return result
}

/** Each visible control tapped in rounds from first paint until it answers: ms from FCP to the answer, taps, latency. */
async function measureControls(browser: Browser, viewport: Viewport, url: string) {
  const { context, page, tap, control } = await throttledPage(browser, viewport, url, 'commit')
  await page.waitForFunction(() => window.__bench.fcp >= 0, null, { timeout: 30_000, polling: 20 })
  const fcp = await page.evaluate(() => window.__bench.fcp)
  const now = () => page.evaluate(() => performance.now())
  const pending = []
  for (const name of CONTROLS) {
    const before = await page.evaluate((n) => window.__bench.state[n](), name)
    if ((await control(name).count()) > 0) pending.push({ name, before, taps: 0, tappedAt: NaN })
  }
  const times: Record<string, number> = {}
  // A tap lost is tapped again next round; an answer that comes late (a replayed tap) counts when it shows. Search
  // comes last: its dialog covers the others.
  while (pending.length > 0 && (await now()) - fcp < CONTROLS_TIMEOUT_MS) {
    for (const item of pending.filter((p) => p.name !== 'search' || pending.length === 1)) {
      item.taps++
      item.tappedAt = await now()
      await tap(control(item.name), 2000)
      await page.waitForTimeout(50) // lets a handler run before the check: a benchmark's pace, not a test's wait
      for (const other of [...pending]) {
        const at = await page.evaluate(([n, was]) => window.__bench.state[n]() !== was && performance.now(), [other.name, other.before])
        if (at === false) continue
        Object.assign(times, { [other.name]: at - fcp, [`${other.name}Taps`]: other.taps, [`${other.name}Latency`]: at - other.tappedAt })
        pending.splice(pending.indexOf(other), 1)
        // Close what opened, so that it covers nothing.
        if (other.name === 'menu')
          await page.evaluate(() => document.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open')))
      }
    }
  }
  await context.close()
  return { ...Object.fromEntries(CONTROLS.map((name) => [name, NaN])), ...times }
}

/** For each of FIRST_TAP, a load where it is tapped once the moment the h1 shows: ms to the answer (NaN: lost). */
async function measureFirstTap(browser: Browser, viewport: Viewport, url: string) {
  const result: Record<string, number> = {}
  for (const name of FIRST_TAP) {
    const { context, page, tap, control } = await throttledPage(browser, viewport, url, 'commit')
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 })
    if ((await control(name).count()) > 0) {
      // The answer: the first mutation after which the control's state differs.
      await page.evaluate((n) => {
        const before = window.__bench.state[n]()
        const observer = new MutationObserver(() => {
          if (window.__bench.state[n]() === before) return
          window.__bench.answered = performance.now()
          observer.disconnect()
        })
        observer.observe(document, { subtree: true, attributes: true, childList: true })
      }, name)
      await tap(control(name), 5000)
      result[`${name}FirstTap`] = await page
        .waitForFunction(() => window.__bench.presses.length > 0 && window.__bench.answered - window.__bench.presses[0], null, {
          timeout: FIRST_TAP_WAIT_MS,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => NaN)
    }
    await context.close()
  }
  return result
}

/**
 * Bytes on the wire from navigation until 6 s after load, by CDP's Network events: each request's encodedDataLength
 * when it finished (headers and body as received); one aborted counts what had arrived. Route data: the page's fetches,
 * which before any tap are Next's router's (the .txt RSC prefetches, and page URLs it abandons after the headers).
 */
async function measureBytes(browser: Browser, viewport: Viewport, url: string) {
  const { context, page, cdp } = await newPage(browser, viewport, false)
  const kinds = new Map<string, string>()
  const received = new Map<string, number>()
  const bytes: Record<string, number> = { htmlBytes: 0, cssBytes: 0, jsBytes: 0, routeBytes: 0, otherBytes: 0 }
  const add = (id: string, n: number) => (bytes[`${kinds.get(id) ?? 'other'}Bytes`] += n)
  const KINDS: Record<string, string> = { Document: 'html', Stylesheet: 'css', Script: 'js', Fetch: 'route' }
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => kinds.set(requestId, KINDS[type ?? ''] ?? 'other'))
  cdp.on('Network.responseReceived', ({ requestId, response }) => received.set(requestId, response.encodedDataLength))
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) =>
    received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength),
  )
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => add(requestId, encodedDataLength))
  cdp.on('Network.loadingFailed', ({ requestId }) => add(requestId, received.get(requestId) ?? 0))
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForTimeout(BYTES_AFTER_LOAD_MS)
  const result = { ...bytes, totalBytes: Object.values(bytes).reduce((a, b) => a + b, 0) }
  await context.close()
  return result
}

/** How long a finger stays on the screen in a tap on the phone: intent (the touch) comes this long before the click. */
const TOUCH_HOLD_MS = 100

/**
 * One client-side navigation as a visitor lives it, in a load of its own: the page at `from` settles (its network
 * quiet; on our pages, the behaviours attached), then on the desktop the pointer moves onto the link to `to` and rests
 * `rest` ms before the click; on the phone a finger touches it and lifts TOUCH_HOLD_MS later. Returns the ms from the
 * click to the new page's h1 on screen (NaN: no link, or no new h1 within 30 s), and the bytes on the wire from the
 * first request until the click: the page view plus what intent, or the page itself, prefetched.
 */
async function navigate(browser: Browser, viewport: Viewport, origin: string, route: Route, rest: number) {
  const { context, page, cdp } = await newPage(browser, viewport)
  // Per request, what has arrived: its data so far, then, once finished, its whole length as the network counted it.
  const received = new Map<string, number>()
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) =>
    received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength),
  )
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength))
  const bytesSoFar = () => [...received.values()].reduce((a, b) => a + b, 0)
  await page.addInitScript(`globalThis.__name = (f) => f; (${observe})()`)
  await page.goto(`${origin}${route.from}`, { waitUntil: 'load', timeout: 60_000 })
  if (route.settled) await page.locator(route.settled).waitFor({ state: 'attached', timeout: 30_000 })
  await page.waitForLoadState('networkidle', { timeout: 30_000 })
  const link = page.locator(`a[href="${route.to}"], a[href="${route.to}/"]`).filter({ visible: true }).first()
  let result = { ms: NaN, bytesBeforeClick: NaN }
  if ((await link.count()) > 0) {
    // The answer: the first frame or mutation at which the address is the link's and an h1 other than the first one shows.
    await page.evaluate((to) => {
      const before = document.querySelector('h1')
      const check = () => {
        const h1 = document.querySelector('h1')
        if (!window.__bench.answered && location.pathname.replace(/\/$/, '') === to && h1 && h1 !== before && h1.textContent)
          window.__bench.answered = performance.now()
        return Boolean(window.__bench.answered)
      }
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
      const frame = () => check() || requestAnimationFrame(frame)
      requestAnimationFrame(frame)
      addEventListener('click', (event) => (window.__bench.clicked = event.timeStamp), { capture: true })
    }, route.to)
    await link.scrollIntoViewIfNeeded()
    // The middle of the link's first line: a link that wraps has its box's middle outside its text.
    const [x, y] = await link.evaluate((a) => {
      const line = a.getClientRects()[0]
      return [line.x + line.width / 2, line.y + line.height / 2]
    })
    if (viewport === 'phone') {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      await page.waitForTimeout(TOUCH_HOLD_MS) // the finger's time on the glass: part of what is measured, not a wait for state
      result.bytesBeforeClick = bytesSoFar()
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    } else {
      await page.mouse.move(x, y)
      if (rest > 0) await page.waitForTimeout(rest) // the pointer at rest on the link: what is measured, not a wait for state
      result.bytesBeforeClick = bytesSoFar()
      await page.mouse.down()
      await page.mouse.up()
    }
    const ms = await page
      .waitForFunction(() => window.__bench.answered - window.__bench.clicked!, null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => NaN)
    result = { ...result, ms }
  }
  await context.close()
  return result
}

/** A navigation measured on a site: its origin, the page the visitor is on, the link followed, when the page has settled. */
interface Route {
  from: string
  to: string
  settled?: string
}

/** The navigation rows of one site and language: on the desktop at each rest, on the phone a touch; medians of RUNS. */
async function measureNavigation(browser: Browser, viewport: Viewport, site: string, origin: string, route: Route): Promise<Row> {
  const variants = viewport === 'phone' ? [['touch', 0] as const] : REST_MS.map((ms) => [`rest${ms}`, ms] as const)
  const row: Row = { viewport, type: site, locale: route.from.startsWith('/fr/') ? 'fr' : 'en' }
  for (const [name, rest] of variants) {
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push(await navigate(browser, viewport, origin, route, rest))
    row[name] = median(runs.map((r) => r.ms))
    row[`${name}Lost`] = runs.filter((r) => Number.isNaN(r.ms)).length
    // The bytes by the click at the longest rest: the page view and all that intent prefetched.
    row[viewport === 'phone' ? 'touchBytes' : 'restBytes'] = median(runs.map((r) => r.bytesBeforeClick))
  }
  return row
}

const MEASURE_FUNCTIONS = {
  load: measureLoad,
  controls: measureControls,
  'first-tap': measureFirstTap,
  bytes: measureBytes,
}
const server = await serveExport(DIR)
const browser = await launchChromium()
const rows: Row[] = []
try {
  for (const viewport of SCREENS) {
    for (const [type, pagePath] of PER_PAGE.length > 0 ? PAGE_TYPES.filter(([type]) => PAGES.includes(type)) : []) {
      // The other site, where given, on the page types it has too: the same page, right after ours.
      const sites = [
        ['', server.origin],
        ...(values.compare && COMPARABLE.includes(type) ? [[` · ${values['compare-name']}`, values.compare]] : []),
      ]
      for (const locale of LOCALES)
        for (const [suffix, origin] of sites) {
          const url = `${origin}${localized(pagePath, locale)}`
          const results: Record<string, number>[] = []
          for (let run = 0; run < RUNS; run++)
            for (const measure of PER_PAGE)
              if (measure !== 'bytes' || run === 0) results.push(await MEASURE_FUNCTIONS[measure](browser, viewport, url))
          const row: Row = { viewport, type: `${type}${suffix}`, locale }
          for (const field of new Set(results.flatMap((r) => Object.keys(r)))) {
            const values = results.filter((r) => field in r).map((r) => r[field])
            row[field] = median(values)
            if (field.endsWith('FirstTap'))
              Object.assign(row, {
                [`${field}Lost`]: values.filter(Number.isNaN).length,
                [`${field}Worst`]: Math.max(...values.filter(Number.isFinite)),
              })
          }
          rows.push(row)
          process.stderr.write('.')
        }
    }
    // The same route on each site, one after the other, language by language: same machine, same minute.
    if (MEASURE.includes('navigation'))
      for (const locale of LOCALES) {
        const route = (settled?: string) => ({ from: localized(values.from, locale), to: localized(values.to, locale), settled })
        rows.push(await measureNavigation(browser, viewport, 'Track', server.origin, route(BEHAVIOURS_READY)))
        if (values.compare) rows.push(await measureNavigation(browser, viewport, values['compare-name'], values.compare, route()))
        process.stderr.write('.')
      }
  }
} finally {
  await browser.close()
  server.close()
}
const network = `${SLOW.latency} ms RTT, ${(SLOW.downloadThroughput * 8) / 1e6} Mbit/s, CPU ${SLOW.cpu}×`
const how = TIMED ? `medians of ${RUNS} runs, throttled (${network})${MEASURE.includes('bytes') ? '; bytes: one load' : ''}` : 'one load'
console.log(`\nbench:field — ${how}; ${DIR}\n${report(rows, MEASURE).join('\n')}`)
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`)
