// Post-build step: every page paints before it downloads its JavaScript.
//
// Next writes its chunks as `<script src async>` in <head>, so the browser fetches about 140 KB of JavaScript while it
// is still downloading the stylesheet and painting the page. The text people came to read needs only the HTML and the
// CSS, and on a slow mobile link the scripts share its bandwidth. This step turns each of those tags into an inert
// placeholder (`<script type="text/x-deferred" data-src>`: a data block, never fetched) and adds one small loader,
// the same on every page, that swaps the real scripts in as soon as the first contentful paint is reported (at once
// in a hidden tab, and after 3 s at the latest). Hydration starts a moment later; nothing else changes: the page
// works without JavaScript as before, and client-side navigation loads its chunks as usual.
// Runs before the headers step, which allows the loader by its hash like every other inline script.
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles } from './html-files.mjs'

export const PLACEHOLDER_TYPE = 'text/x-deferred'

/** The loader: inline, before </body>, after every placeholder. Plain ES5, since it runs before any polyfill. */
export const LOADER = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]').forEach(function(placeholder){var script=document.createElement('script');script.src=placeholder.getAttribute('data-src');script.async=true;placeholder.replaceWith(script)})}if(document.visibilityState==='hidden'||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return start();new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true});setTimeout(start,3000)})()`

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g
// Next preloads one of the same chunks at low priority: a fetch before the first paint all the same.
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^<>]*>/g

/** The page with its chunk scripts deferred, or unchanged when it has none (or was already done). */
export function deferScripts(html) {
  if (html.includes(`type="${PLACEHOLDER_TYPE}"`) || html.search(ASYNC_SCRIPT) < 0) return html
  if (!html.includes('</body>')) throw new Error('defer-scripts: a page with scripts but no </body>')
  const deferred = html
    .replace(SCRIPT_PRELOAD, '')
    .replace(ASYNC_SCRIPT, (_, src) => `<script type="${PLACEHOLDER_TYPE}" data-src="${src}"></script>`)
  const at = deferred.lastIndexOf('</body>')
  return `${deferred.slice(0, at)}<script>${LOADER}</script>${deferred.slice(at)}`
}

/** Defers the scripts of every HTML page in `outDir`; returns a one-line summary. */
export async function run(outDir) {
  let pages = 0
  let scripts = 0
  for (const relative of htmlFiles(outDir, ['_next', 'pagefind'])) {
    const file = path.join(outDir, relative)
    const html = fs.readFileSync(file, 'utf8')
    const deferred = deferScripts(html)
    if (deferred === html) continue
    fs.writeFileSync(file, deferred)
    pages++
    scripts += deferred.split(`<script type="${PLACEHOLDER_TYPE}" data-src=`).length - 1
  }
  return `${pages} pages paint before loading their ${scripts} chunk scripts`
}
