// Post-build step: every page paints before it downloads its JavaScript.
//
// Next writes its chunks as `<script src async>` in <head>, so the browser fetches about 140 KB of JavaScript while it
// is still downloading the stylesheet and painting the page; on a slow mobile link the scripts share its bandwidth.
// This step turns each of those tags into an inert placeholder (`<script type="text/x-deferred" data-src>`: a data
// block, never fetched, its other attributes kept) and adds one small loader, the same on every page, that swaps the
// real scripts in as soon as the first contentful paint is reported (at once in a hidden tab, after 3 s at the latest).
// Hydration starts a moment later; the page works without JavaScript as before, and client-side navigation loads its
// chunks as usual. docs/architecture.md has the measurements that keep this step.
//
// What it assumes of Next's output, checked on every page (the build stops, naming the page, when it no longer holds):
//   - a chunk script is a `<script>` whose src is under /_next/static/, with `async` (order-free, so the loader may
//     insert them in any order) or `nomodule` (legacy polyfills, never fetched by the browsers we defer for);
//   - the page has a </body> to put the loader before;
// and, once done: no chunk script is live, and a page with placeholders has exactly one loader, after all of them.
// tests/export/build-steps.test.ts runs the same check on the real export.
// Runs before the security headers step, which allows the loader by its hash like every other inline script.
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles } from './html-files.mjs'
import {
  applyEdits,
  attr,
  describe,
  escapeAttr,
  find,
  findAll,
  hasAttr,
  outerRange,
  parseHtml,
  readHtml,
  text,
  withoutBom,
} from './html.mjs'

export const PLACEHOLDER_TYPE = 'text/x-deferred'
const CHUNK_PREFIX = '/_next/static/'

/**
 * The loader: inline, before </body>, after every placeholder. Plain ES5, since it runs before any polyfill. Each real
 * script gets the placeholder's attributes (crossorigin, integrity…) but its type, and `async`.
 */
export const LOADER = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]').forEach(function(placeholder){var script=document.createElement('script');Array.prototype.forEach.call(placeholder.attributes,function(a){if(a.name!=='type'&&a.name!=='data-src')script.setAttribute(a.name,a.value)});script.src=placeholder.getAttribute('data-src');script.async=true;placeholder.replaceWith(script)})}if(document.visibilityState==='hidden'||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return start();new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true});setTimeout(start,3000)})()`

const isChunkScript = (el) => el.tagName === 'script' && (attr(el, 'src') ?? '').startsWith(CHUNK_PREFIX)
const isPlaceholder = (el) => el.tagName === 'script' && attr(el, 'type') === PLACEHOLDER_TYPE
const isLoader = (el) => el.tagName === 'script' && !hasAttr(el, 'src') && text(el) === LOADER
// Next preloads some chunks: a fetch before the first paint all the same.
const isScriptPreload = (el) =>
  el.tagName === 'link' && ((attr(el, 'rel') === 'preload' && attr(el, 'as') === 'script') || attr(el, 'rel') === 'modulepreload')

/** What is wrong with a page once its scripts are deferred: live chunk scripts, a missing or misplaced loader. */
export const deferralProblems = (html) => inspect(readHtml(html)).problems

/** The same, for a page already parsed (scripts/build/verify.ts). */
export const deferralProblemsOf = (doc) => inspect(doc).problems

function inspect(doc) {
  const scripts = findAll(doc, 'script')
  const problems = scripts.filter((el) => isChunkScript(el) && !hasAttr(el, 'nomodule')).map((el) => `${describe(el)} is still live`)
  const placeholders = scripts.filter(isPlaceholder)
  const loaders = scripts.filter(isLoader)
  if (placeholders.length > 0 && loaders.length !== 1)
    problems.push(`${placeholders.length} deferred scripts and ${loaders.length} loaders`)
  else if (loaders.length === 1 && scripts.indexOf(loaders[0]) < scripts.indexOf(placeholders.at(-1))) {
    problems.push('the loader comes before a deferred script')
  }
  return { problems, deferred: placeholders.length }
}

/** The page with its chunk scripts deferred; unchanged when it has none or is already done. Throws on a broken assumption. */
export function deferScripts(page) {
  const html = withoutBom(page)
  const doc = parseHtml(html)
  const scripts = findAll(doc, isChunkScript).filter((el) => !hasAttr(el, 'nomodule'))
  if (scripts.length === 0) return page
  const edits = []
  for (const script of scripts) {
    if (!hasAttr(script, 'async')) {
      throw new Error(`${describe(script)} is neither async nor nomodule: inserting it later could change the order its code runs in`)
    }
    if (text(script).trim()) throw new Error(`${describe(script)} has a src and inline code`)
    const kept = script.attrs
      .filter((a) => !['src', 'async', 'type'].includes(a.name))
      .map((a) => ` ${a.name}="${escapeAttr(a.value)}"`)
      .join('')
    edits.push({
      ...outerRange(script),
      text: `<script type="${PLACEHOLDER_TYPE}" data-src="${escapeAttr(attr(script, 'src'))}"${kept}></script>`,
    })
  }
  for (const link of findAll(doc, isScriptPreload)) edits.push({ ...outerRange(link), text: '' })
  const body = find(doc, 'body')
  const endTag = body?.sourceCodeLocation?.endTag
  if (!endTag) throw new Error('no </body> to put the loader before')
  edits.push({ start: endTag.startOffset, end: endTag.startOffset, text: `<script>${LOADER}</script>` })
  return page.slice(0, page.length - html.length) + applyEdits(html, edits)
}

/** Defers the scripts of every HTML page in `outDir`, then checks each page; returns a one-line summary. */
export async function run(outDir) {
  let pages = 0
  let scripts = 0
  for (const relative of htmlFiles(outDir, ['_next', 'pagefind'])) {
    const file = path.join(outDir, relative)
    const html = fs.readFileSync(file, 'utf8')
    let deferred
    let checked
    try {
      deferred = deferScripts(html)
      checked = inspect(readHtml(deferred))
      if (checked.problems.length > 0) throw new Error(checked.problems.join('; '))
    } catch (error) {
      throw new Error(`defer-scripts: /${relative}: ${error.message}`)
    }
    if (deferred === html) continue
    fs.writeFileSync(file, deferred)
    pages++
    scripts += checked.deferred
  }
  return `${pages} pages paint before loading their ${scripts} chunk scripts`
}
