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
//   - a chunk script is a `<script>` whose src starts with /_next/static/, with `async` (order-free, so the loader
//     may insert them in any order) or `nomodule` (legacy polyfills, never fetched by the browsers we defer for). A
//     script of the app's chunks anywhere else (a `basePath` or `assetPrefix`, which next.config.ts refuses) or a
//     page with React's payload and no chunk script to defer stops the build: deferring nothing would pass silently;
//   - the page has a </body> to put the loader before;
// and, once done: no chunk script is live, and a page with placeholders has exactly one loader, after all of them.
// scripts/steps/finish-pages.ts runs it on every page, with the security policy and the last checks, in one pass.
// Each error names its row in docs/architecture.md, "Bets on Next.js and React internals", as `[bet: chunk-scripts]`.
import { bet } from './bets'
import {
  applyEdits,
  attr,
  describe,
  type Document,
  type Edit,
  type Element,
  escapeAttr,
  find,
  findAll,
  hasAttr,
  isInlineScript,
  outerRange,
  parseHtml,
  readHtml,
  text,
  withoutBom,
} from './html'

export const PLACEHOLDER_TYPE = 'text/x-deferred'
const CHUNK_PREFIX = '/_next/static/'

/**
 * The loader: inline, before </body>, after every placeholder. Plain ES5, since it runs before any polyfill. Each real
 * script gets the placeholder's attributes (crossorigin, integrity…) but its type, and `async`.
 */
export const LOADER = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]').forEach(function(placeholder){var script=document.createElement('script');Array.prototype.forEach.call(placeholder.attributes,function(a){if(a.name!=='type'&&a.name!=='data-src')script.setAttribute(a.name,a.value)});script.src=placeholder.getAttribute('data-src');script.async=true;placeholder.replaceWith(script)})}if(document.visibilityState==='hidden'||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return start();new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true});setTimeout(start,3000)})()`

const isChunkScript = (el: Element) => el.tagName === 'script' && (attr(el, 'src') ?? '').startsWith(CHUNK_PREFIX)
/** A script of the app's chunks that this step would not recognize: served from a basePath or another host. */
const isChunkElsewhere = (el: Element) =>
  el.tagName === 'script' && !isChunkScript(el) && (attr(el, 'src') ?? '').includes('/_next/static/')
/** React's payload, which only a page whose chunks hydrate it carries. */
const isPayload = (el: Element) => isInlineScript(el) && /^\(?self\.__next_f\b/.test(text(el))
const isPlaceholder = (el: Element) => el.tagName === 'script' && attr(el, 'type') === PLACEHOLDER_TYPE
const isLoader = (el: Element) => isInlineScript(el) && text(el) === LOADER
// Next preloads some chunks: a fetch before the first paint all the same.
const isScriptPreload = (el: Element) =>
  el.tagName === 'link' && ((attr(el, 'rel') === 'preload' && attr(el, 'as') === 'script') || attr(el, 'rel') === 'modulepreload')

/** What is wrong with a page once its scripts are deferred: live chunk scripts, a missing or misplaced loader. */
export function deferralProblems(page: string | Document): string[] {
  const scripts = findAll(typeof page === 'string' ? readHtml(page) : page, 'script')
  const problems = scripts.filter((el) => isChunkScript(el) && !hasAttr(el, 'nomodule')).map((el) => `${describe(el)} is still live`)
  const placeholders = scripts.filter(isPlaceholder)
  const loaders = scripts.filter(isLoader)
  if (placeholders.length > 0 && loaders.length !== 1)
    problems.push(`${placeholders.length} deferred scripts and ${loaders.length} loaders`)
  else if (loaders.length === 1 && scripts.indexOf(loaders[0]) < scripts.indexOf(placeholders.at(-1)!)) {
    problems.push('the loader comes before a deferred script')
  }
  return problems
}

/**
 * The edits that defer a page's chunk scripts (`doc` parsed with parseHtml, offsets into the text without its byte
 * order mark): none when it has none or is already done. Throws on a broken assumption.
 */
export function deferralEdits(doc: Document): Edit[] {
  const scripts = findAll(doc, (el) => isChunkScript(el) && !hasAttr(el, 'nomodule'))
  const elsewhere = find(doc, isChunkElsewhere)
  if (elsewhere) {
    throw new Error(
      `${describe(elsewhere)} is a chunk of the app outside ${CHUNK_PREFIX} (a basePath or an assetPrefix?): it would not be deferred ${bet('chunk-scripts')}`,
    )
  }
  if (scripts.length === 0) {
    const done = find(doc, isPlaceholder)
    if (!done && find(doc, isPayload))
      throw new Error(`the page carries React's payload but no chunk script under ${CHUNK_PREFIX} to defer ${bet('chunk-scripts')}`)
    return []
  }
  const edits: Edit[] = []
  for (const script of scripts) {
    if (!hasAttr(script, 'async')) {
      throw new Error(
        `${describe(script)} is neither async nor nomodule: inserting it later could change the order its code runs in ${bet('chunk-scripts')}`,
      )
    }
    if (text(script).trim()) throw new Error(`${describe(script)} has a src and inline code`)
    const kept = script.attrs
      .filter((a) => !['src', 'async', 'type'].includes(a.name))
      .map((a) => ` ${a.name}="${escapeAttr(a.value)}"`)
      .join('')
    edits.push({
      ...outerRange(script),
      text: `<script type="${PLACEHOLDER_TYPE}" data-src="${escapeAttr(attr(script, 'src')!)}"${kept}></script>`,
    })
  }
  for (const link of findAll(doc, isScriptPreload)) edits.push({ ...outerRange(link), text: '' })
  const endTag = find(doc, 'body')?.sourceCodeLocation?.endTag
  if (!endTag) throw new Error('no </body> to put the loader before')
  edits.push({ start: endTag.startOffset, end: endTag.startOffset, text: `<script>${LOADER}</script>` })
  return edits
}

/** The page with its chunk scripts deferred; unchanged when it has none or is already done. Throws on a broken assumption. */
export function deferScripts(page: string): string {
  const html = withoutBom(page)
  const edits = deferralEdits(parseHtml(html))
  return edits.length === 0 ? page : page.slice(0, page.length - html.length) + applyEdits(html, edits)
}
