// What the browser benches share: the pages they measure, the export served as a CDN serves it (scripts/serve.ts:
// clean URLs, gzip, the headers of out/_headers), and the Chromium that measures it (Playwright, with the project's
// flags), its viewports and the throttling of a slow phone.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser'
import { freePort } from '../scripts/serve'

/** One page per type, by its English path (`localized` gives the French one). */
export const PAGE_TYPES: [type: string, path: string][] = [
  ['home', '/'],
  ['doc', '/docs/intro'],
  ['post', '/blog/how-to-negotiate'],
  ['promo', '/pipedrive-discount-promo-code'],
  ['VAT', '/vat-calculator'],
  ['404', '/no-such-page'],
]
export const LOCALES = ['en', 'fr'] as const
export const localized = (urlPath: string, locale: string) => (locale === 'en' ? urlPath : `/fr${urlPath === '/' ? '' : urlPath}`)

export const VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 },
  desktop: { viewport: { width: 1280, height: 800 } },
}
export type Viewport = keyof typeof VIEWPORTS

/** A slow phone on a slow network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. */
export const SLOW = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8, cpu: 4 }

/** Serves the export in `dir` with its headers, on a free port, in a child process stopped by `close()` or on exit. */
export async function serveExport(dir: string) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no export: run \`npm run build\` first`)
  const port = await freePort()
  const script = path.join(import.meta.dirname, '../scripts/serve.ts')
  const server = spawn(process.execPath, ['--import', 'tsx', script, dir, String(port), '--headers'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.on('exit', () => server.kill())
  await new Promise<void>((resolve, reject) => {
    server.stdout.once('data', () => resolve())
    server.once('exit', (code) => reject(new Error(`the preview server stopped (exit ${code})`)))
  })
  return { origin: `http://127.0.0.1:${port}`, close: () => server.kill() }
}

/** Serves the export in `dir` and runs `visit` on a page of Chromium at the help centre of each language in turn. */
export async function atHelpCentres<T>(dir: string, visit: (page: Page, lang: 'en' | 'fr') => Promise<T>): Promise<T[]> {
  const { origin, close } = await serveExport(dir)
  const browser = await launchChromium()
  const results: T[] = []
  try {
    for (const lang of LOCALES) {
      const page = await browser.newPage()
      await page.goto(`${origin}${localized('/docs', lang)}`)
      results.push(await visit(page, lang))
      await page.close()
    }
  } finally {
    await browser.close()
    close()
  }
  return results
}

/** Chromium through Playwright; with `debuggingPort`, also on that DevTools port (which Lighthouse drives). */
export const launchChromium = (debuggingPort?: number): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : [])],
  })

/** A page in a fresh context at `viewport`, its network events on, throttled as SLOW unless `throttled` is false. */
export async function newPage(browser: Browser, viewport: Viewport, throttled = true) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (throttled) {
    const { cpu, ...network } = SLOW
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  }
  return { context, page, cdp }
}
