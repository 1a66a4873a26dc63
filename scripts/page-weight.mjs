// What a page costs a modern browser, in KB gzip (level 9, as a CDN compresses): the JavaScript it runs on load,
// the scripts it only preloads, its linked stylesheets and its own HTML. Read from the export's files, no browser.
// Used by `npm run bench` (the report) and tests/export/weights.test.ts (the JavaScript budget on every page).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { attr, findAll, hasAttr, readHtml } from './build/html.ts'

/** First-load JavaScript per page, KB gzip: the budget of docs/performance.md. */
export const JS_BUDGET_KB = 140

const kb = (bytes) => bytes / 1024
const gzipKb = (buffer) => kb(zlib.gzipSync(buffer, { level: 9 }).length)
/** The gzip size of each asset file, computed once: most pages share their chunks. */
const assetKb = new Map()
function assetSize(outDir, url) {
  const file = path.join(outDir, url.split('?')[0])
  if (!assetKb.has(file)) assetKb.set(file, gzipKb(fs.readFileSync(file)))
  return assetKb.get(file)
}

/**
 * The weights of the page in `file` (relative to `outDir`). `js` counts the scripts a modern browser runs on load:
 * live ones and those scripts/build/defer-scripts.mjs swaps in after the first paint (`data-src`); `nomodule` ones
 * never load in such a browser. `preload` counts the scripts only preloaded (fetched, not run).
 */
export function pageWeights(outDir, file) {
  const bytes = fs.readFileSync(path.join(outDir, file))
  const doc = readHtml(new TextDecoder('utf-8').decode(bytes))
  const scripts = new Set(
    findAll(doc, (el) => el.tagName === 'script' && !hasAttr(el, 'nomodule'))
      .map((el) => attr(el, 'src') ?? attr(el, 'data-src'))
      .filter(Boolean),
  )
  const preloads = new Set(
    findAll(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'preload' && attr(el, 'as') === 'script')
      .map((el) => attr(el, 'href'))
      .filter((href) => !scripts.has(href)),
  )
  const css = new Set(findAll(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'stylesheet').map((el) => attr(el, 'href')))
  const sum = (urls) => [...urls].reduce((total, url) => total + assetSize(outDir, url), 0)
  return { js: sum(scripts), scripts: scripts.size, preload: sum(preloads), css: sum(css), html: gzipKb(bytes) }
}
