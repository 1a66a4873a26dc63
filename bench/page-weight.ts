// What a page costs a modern browser, in KB gzip (level 9, as a CDN compresses): the JavaScript it runs on load, the
// scripts it only preloads, its linked stylesheets and its own HTML. Read from the export's files, no browser.
// Used by `npm run bench` (the report) and tests/export/weights.test.ts (the JavaScript budget on every page).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { attr, type Element, findAll, hasAttr, readHtml } from '../scripts/steps/html'

/**
 * First-load JavaScript per page, KB gzip: the budget of docs/performance.md. Next's and React's runtime is about
 * 132 KB of it on every page; the site's own code about 4 KB more, and the VAT calculator's island 3.6 KB on its page.
 * It was 140 KB until Next 16.5, whose runtime is 1.9 KB larger (`npm run check:upgrade -- next@16.5.0`: the VAT
 * page at 141.5 KB, with none of our code changed); the site's own share did not grow.
 */
export const JS_BUDGET_KB = 142

const gzipKb = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024
/** The gzip size of each asset file, computed once: most pages share their chunks. */
const assetKb = new Map<string, number>()
function assetSize(outDir: string, url: string) {
  const file = path.join(outDir, url.split('?')[0])
  if (!assetKb.has(file)) assetKb.set(file, gzipKb(fs.readFileSync(file)))
  return assetKb.get(file)!
}

/**
 * The weights of the page in `file` (relative to `outDir`). `js` counts the scripts a modern browser runs on load:
 * live ones and those scripts/steps/defer-scripts.ts swaps in after the first paint (`data-src`); `nomodule` ones
 * never load in such a browser. `preload` counts the scripts only preloaded (fetched, not run).
 */
export function pageWeights(outDir: string, file: string) {
  const bytes = fs.readFileSync(path.join(outDir, file))
  const doc = readHtml(new TextDecoder().decode(bytes))
  const urls = (tag: string, test: (el: Element) => boolean, ...names: string[]) =>
    new Set(findAll(doc, (el) => el.tagName === tag && test(el)).flatMap((el) => names.map((name) => attr(el, name) ?? []).flat()))
  const scripts = urls('script', (el) => !hasAttr(el, 'nomodule'), 'src', 'data-src')
  const preloads = [...urls('link', (el) => attr(el, 'rel') === 'preload' && attr(el, 'as') === 'script', 'href')].filter(
    (u) => !scripts.has(u),
  )
  const css = urls('link', (el) => attr(el, 'rel') === 'stylesheet', 'href')
  const sum = (list: Iterable<string>) => [...list].reduce((total, url) => total + assetSize(outDir, url), 0)
  return { js: sum(scripts), scripts: scripts.size, preload: sum(preloads), css: sum(css), html: gzipKb(bytes) }
}
