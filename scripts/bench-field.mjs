// `npm run bench:field`: what a person on a slow phone lives through, in a real browser (Chromium through Playwright)
// with applied throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. For each page type
// in both languages, at a 412 × 823 phone viewport (touch) and a 1280 × 800 desktop one, N runs (default 5), medians:
//   FCP, LCP          from the browser's own paint entries, in a load nobody touches (an input ends LCP);
//   floor             when the HTML and its CSS have arrived (the earliest a paint could happen), same load;
//   ready             when the layout's behaviours (lib/enhance.ts: prefetch, navbar, search's full code) attached;
//   blocking          the main thread's long tasks after FCP, each beyond its first 50 ms, summed until the page
//                     settles: Lighthouse's total blocking time, measured rather than simulated;
//   LCP ÷ floor       how close the page gets to that floor;
//   controls          in a second load, each visible control (theme, announcement close, menu, search) is tapped in
//                     rounds from first contentful paint until it answers: the time from FCP until the page shows the
//                     answer (the taps themselves cost time under the slow CPU: the menu, native, shows that floor),
//                     then how many taps it took (1 = the first) and how long the answer took after the last tap;
//   first tap        in a load of its own for each of the theme switch and the search button: one tap the moment the
//                    page's h1 first shows, and the ms from that tap (the input event's own time stamp) until the
//                    page shows the answer, or — when none comes within 8 s: a lost tap;
//   HTML / CSS / JS   bytes on the wire, for the untouched load.
// Measures the export in out/ (run `npm run build` first) or `--dir <folder>`; `--runs N`; `--json <file>` also
// writes the medians. To try a change quickly: `--pages doc,home`, `--viewports phone`, `--measure load` (any of
// load, controls, first-tap). Compare before and after in the same session: absolute times depend on the machine.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const RUNS = Number(option('--runs', 5))
const DIR = path.resolve(option('--dir', 'out'))
const JSON_OUT = option('--json', null)
const PORT = Number(option('--port', 4398))
const listOption = (name, all) => {
  const chosen = option(name, all.join(',')).split(',')
  const unknown = chosen.filter((value) => !all.includes(value))
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${all.join(', ')})`)
  return chosen
}
const ORIGIN = `http://127.0.0.1:${PORT}`
if (!fs.existsSync(path.join(DIR, 'index.html'))) throw new Error(`${DIR} holds no export: run \`npm run build\` first`)

const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
const CPU_SLOWDOWN = 4
const PAGE_TYPES = [
  ['home', '/'],
  ['doc', '/docs/intro'],
  ['post', '/blog/how-to-negotiate'],
  ['promo', '/pipedrive-discount-promo-code'],
  ['VAT', '/vat-calculator'],
  ['404', '/no-such-page'],
]
const VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 },
  desktop: { viewport: { width: 1280, height: 800 } },
}
const PAGES = listOption(
  '--pages',
  PAGE_TYPES.map(([type]) => type),
)
const SCREENS = listOption('--viewports', Object.keys(VIEWPORTS))
const MEASURES = listOption('--measure', ['load', 'controls', 'first-tap'])
/** Each control: how to find its visible instance, and how the page shows it answered. */
const CONTROLS = {
  theme: { selector: '[data-testid="theme-toggle"]', state: () => document.documentElement.className },
  close: {
    selector: '[data-testid="dismiss-announcement"]',
    state: () => document.documentElement.hasAttribute('data-announcement-dismissed'),
  },
  menu: {
    selector: '[data-testid="mobile-menu-button"], [data-testid="language-menu"] > summary',
    state: () => [...document.querySelectorAll('details[data-disclosure]')].some((d) => d.open),
  },
  search: { selector: '[data-action="open-search"]', state: () => Boolean(document.querySelector('dialog[open]')) },
}
const TIMEOUT_MS = 15_000
/** The controls tapped once when the h1 shows, and how long an answer may take before the tap counts as lost. */
const FIRST_TAP = ['theme', 'search']
const FIRST_TAP_WAIT_MS = 8000

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Records paints and LCP from the first byte of the page, and the time stamp of each pointer press. */
function observePaints() {
  window.__bench = { fcp: NaN, lcp: NaN, presses: [], longTasks: [] }
  addEventListener('pointerdown', (event) => window.__bench.presses.push(event.timeStamp), { capture: true })
  // When React has hydrated, and when the rest of the behaviours (lib/enhance.ts) are attached.
  const marks = { 'data-hydrated': 'hydrated', 'data-behaviours': 'behaviours' }
  new MutationObserver((records) => {
    for (const { target, attributeName } of records)
      if (target === document.documentElement && target.hasAttribute(attributeName))
        window.__bench[marks[attributeName]] ??= performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: Object.keys(marks) })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

async function throttledPage(browser, viewport) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.addInitScript(observePaints)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page, cdp }
}

/** An untouched load: FCP, LCP, the floor and the bytes on the wire. */
async function measureLoad(browser, viewport, url) {
  const { context, page, cdp } = await throttledPage(browser, viewport)
  const types = new Map()
  const bytes = { html: 0, css: 0, js: 0 }
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const key = { Document: 'html', Stylesheet: 'css', Script: 'js' }[types.get(requestId)]
    if (key) bytes[key] += encodedDataLength
  })
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  // LCP can change until the page settles: wait for the chunk scripts to have run, then a quiet moment.
  await page.waitForFunction(() => window.__bench.behaviours >= 0, null, { timeout: 30_000 }).catch(() => {})
  await page.waitForTimeout(1000) // a benchmark's settling time, not a test's wait
  const result = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0]
    const css = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'link' && r.name.endsWith('.css'))
    const { fcp, longTasks } = window.__bench
    // As Lighthouse counts it: the part of each long task after FCP, beyond 50 ms.
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, fcp) - 50), 0)
    return { ...window.__bench, blocking, floor: Math.max(navigation.responseEnd, ...css.map((r) => r.responseEnd)) }
  })
  await context.close()
  return { ...result, ...bytes }
}

/**
 * Puts each control's state, serialised, in the page as `window.__bench.state[name]()`. The functions are built from
 * their source in this evaluation, which the page's policy allows; called later from the page's own callbacks (a
 * MutationObserver), they need no eval there.
 */
function defineStates(page) {
  const sources = Object.fromEntries(Object.entries(CONTROLS).map(([name, control]) => [name, control.state.toString()]))
  return page.evaluate((sources) => {
    window.__bench.state = {}
    for (const [name, source] of Object.entries(sources)) {
      const state = new Function(`return (${source})`)()
      window.__bench.state[name] = () => JSON.stringify(state())
    }
  }, sources)
}

/** A load where each control is tapped from first paint until it answers: ms from FCP to the answered tap. */
async function measureControls(browser, viewport, url) {
  const { context, page } = await throttledPage(browser, viewport)
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
  await page.waitForFunction(() => window.__bench && window.__bench.fcp >= 0, null, { timeout: 30_000, polling: 20 })
  const fcp = await page.evaluate(() => window.__bench.fcp)
  await defineStates(page)
  // The visible controls, each with its state before any tap. Search comes last: its dialog covers the others.
  const pending = []
  for (const [name, control] of Object.entries(CONTROLS)) {
    const element = page.locator(control.selector).filter({ visible: true }).first()
    if ((await element.count()) > 0) pending.push({ name, element, before: await page.evaluate((n) => window.__bench.state[n](), name) })
  }
  const changed = (item) =>
    page.evaluate(([name, was]) => window.__bench.state[name]() !== was && performance.now(), [item.name, item.before])
  // Round after round, each control not answered yet is tapped, then every one is checked: a tap lost is tapped
  // again; an answer that comes late (a replayed tap) counts when it shows.
  const times = {}
  while (pending.length > 0 && (await page.evaluate(() => performance.now())) - fcp < TIMEOUT_MS) {
    for (const item of pending.filter((p) => p.name !== 'search' || pending.length === 1)) {
      item.taps = (item.taps ?? 0) + 1
      item.tappedAt = await page.evaluate(() => performance.now())
      await (viewport === 'phone' ? item.element.tap({ timeout: 2000 }) : item.element.click({ timeout: 2000 })).catch(() => {})
      await page.waitForTimeout(50) // lets a handler run before the check; a benchmark's pace, not a test's wait
      for (const other of [...pending]) {
        const at = await changed(other)
        if (at === false) continue
        times[other.name] = Math.max(0, at - fcp)
        // How many taps it took, and how long the answer took after the last of them.
        times[`${other.name}Taps`] = other.taps ?? 0
        times[`${other.name}Latency`] = other.tappedAt === undefined ? NaN : Math.max(0, at - other.tappedAt)
        pending.splice(pending.indexOf(other), 1)
        // Close what opened, so that it covers nothing.
        if (other.name === 'menu') await page.evaluate(() => document.querySelectorAll('details[open]').forEach((d) => (d.open = false)))
      }
    }
  }
  for (const item of pending) times[item.name] = NaN
  await context.close()
  return times
}

/** A load where one control is tapped once, the moment the h1 shows: ms from that tap until the answer (NaN: lost). */
async function measureFirstTap(browser, viewport, url, name) {
  const { context, page } = await throttledPage(browser, viewport)
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
  const h1 = page.locator('h1').first()
  await h1.waitFor({ state: 'visible', timeout: 30_000 })
  const control = page.locator(CONTROLS[name].selector).filter({ visible: true }).first()
  if ((await control.count()) === 0) return context.close().then(() => null) // not on this page
  // Watch for the answer from before the tap: the first mutation after which the control's state differs.
  await defineStates(page)
  await page.evaluate((name) => {
    const read = window.__bench.state[name]
    const before = read()
    window.__bench.answered = NaN
    const observer = new MutationObserver(() => {
      if (read() === before) return
      window.__bench.answered = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { subtree: true, attributes: true, childList: true })
  }, name)
  await (viewport === 'phone' ? control.tap({ timeout: 5000 }) : control.click({ timeout: 5000 })).catch(() => {})
  const latency = await page
    .waitForFunction(
      () => window.__bench.answered >= 0 && window.__bench.presses.length > 0 && window.__bench.answered - window.__bench.presses[0],
      null,
      { timeout: FIRST_TAP_WAIT_MS },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => NaN)
  await context.close()
  return Math.max(0, latency)
}

const server = spawn(process.execPath, ['scripts/serve.mjs', DIR, String(PORT), '--headers'], { stdio: 'ignore' })
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${ORIGIN}/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const rows = []
  for (const viewport of SCREENS) {
    for (const [type, pagePath] of PAGE_TYPES.filter(([type]) => PAGES.includes(type))) {
      for (const locale of ['en', 'fr']) {
        const url = `${ORIGIN}${locale === 'en' ? pagePath : pagePath === '/' ? '/fr' : `/fr${pagePath}`}`
        const loads = []
        const controls = []
        const firstTaps = []
        for (let run = 0; run < RUNS; run++) {
          if (MEASURES.includes('load')) loads.push(await measureLoad(browser, viewport, url))
          if (MEASURES.includes('controls')) controls.push(await measureControls(browser, viewport, url))
          if (MEASURES.includes('first-tap')) {
            const taps = {}
            for (const name of FIRST_TAP) taps[name] = await measureFirstTap(browser, viewport, url, name)
            firstTaps.push(taps)
          }
        }
        const row = { viewport, type, locale }
        for (const key of ['fcp', 'lcp', 'floor', 'behaviours', 'blocking', 'html', 'css', 'js'])
          row[key] = median(loads.map((l) => l[key]))
        for (const name of Object.keys(CONTROLS)) {
          for (const key of [name, `${name}Taps`, `${name}Latency`]) row[key] = median(controls.map((c) => c[key]))
        }
        for (const name of FIRST_TAP) {
          const values = firstTaps.map((t) => t[name]).filter((v) => v !== null)
          row[`${name}FirstTap`] = median(values)
          row[`${name}FirstTapLost`] = values.filter((v) => Number.isNaN(v)).length
          row[`${name}FirstTapWorst`] = Math.max(...values.filter((v) => Number.isFinite(v)))
        }
        rows.push(row)
        process.stderr.write('.')
      }
    }
  }
  await browser.close()
  process.stderr.write('\n')

  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : '—')
  const kb = (v) => (Number.isFinite(v) ? (v / 1024).toFixed(1) : '—')
  const ratio = (v) => (Number.isFinite(v) ? v.toFixed(2) : '—')
  console.log(
    `bench:field — ${RUNS} runs, medians; ${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s, CPU ${CPU_SLOWDOWN}×; ${DIR}`,
  )
  if (MEASURES.includes('load') || MEASURES.includes('controls')) {
    // The columns of what was measured: the untouched load's, then the controls'.
    const columns = [
      ...(MEASURES.includes('load')
        ? [
            ['FCP', (r) => ms(r.fcp)],
            ['LCP', (r) => ms(r.lcp)],
            ['floor', (r) => ms(r.floor)],
            ['LCP÷floor', (r) => ratio(r.lcp / r.floor)],
            ['ready', (r) => ms(r.behaviours)],
            ['blocking', (r) => ms(r.blocking)],
          ]
        : []),
      ...(MEASURES.includes('controls') ? Object.keys(CONTROLS).map((name) => [name, (r) => ms(r[name])]) : []),
      ...(MEASURES.includes('load')
        ? [
            ['HTML KB', (r) => kb(r.html)],
            ['CSS KB', (r) => kb(r.css)],
            ['JS KB', (r) => kb(r.js)],
          ]
        : []),
    ]
    if (MEASURES.includes('controls'))
      console.log('controls: ms from FCP until a tap is answered, tapping from FCP on (— = not on screen, or no answer in 15 s)\n')
    const header = ['viewport', 'page', 'lang', ...columns.map(([name]) => name)]
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`)
    for (const r of rows) console.log(`| ${[r.viewport, r.type, r.locale, ...columns.map(([, cell]) => cell(r))].join(' | ')} |`)
  }
  if (MEASURES.includes('controls')) {
    console.log('\nPer control: taps until answered (1 = the first tap, at first paint) / ms from that tap to the answer\n')
    const names = Object.keys(CONTROLS)
    console.log(`| viewport | page | lang | ${names.join(' | ')} |\n|---|---|---|${names.map(() => '---').join('|')}|`)
    for (const r of rows) {
      const cells = names.map((n) => (Number.isFinite(r[n]) ? `${r[`${n}Taps`]} / ${ms(r[`${n}Latency`])}` : '—'))
      console.log(`| ${r.viewport} | ${r.type} | ${r.locale} | ${cells.join(' | ')} |`)
    }
  }
  if (MEASURES.includes('first-tap')) {
    console.log(
      `\nOne tap the moment the h1 shows: ms from the tap until the answer, median (worst of ${RUNS}); lost = no answer in ${FIRST_TAP_WAIT_MS / 1000} s\n`,
    )
    console.log(`| viewport | page | lang | ${FIRST_TAP.join(' | ')} |\n|---|---|---|${FIRST_TAP.map(() => '---').join('|')}|`)
    const cell = (r, n) => {
      const lost = r[`${n}FirstTapLost`]
      if (!Number.isFinite(r[`${n}FirstTapWorst`])) return lost > 0 ? `lost ${lost}×` : '—'
      return `${ms(r[`${n}FirstTap`])} (${ms(r[`${n}FirstTapWorst`])})${lost > 0 ? `, lost ${lost}×` : ''}`
    }
    for (const r of rows) console.log(`| ${r.viewport} | ${r.type} | ${r.locale} | ${FIRST_TAP.map((n) => cell(r, n)).join(' | ')} |`)
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify(rows, null, 2)}\n`)
} finally {
  server.kill()
}
