// The JavaScript budget, on every page of the export: what a modern browser runs on load, in KB gzip
// (bench/page-weight.ts; `npm run bench` reports the same figures per page type, with Lighthouse).
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { JS_BUDGET_KB, pageWeights } from '../../bench/page-weight'
import { isPayloadScript, payloadChunk, pushScript, routeDataFiles } from '../../scripts/steps/flight'
import { stylesheets } from '../../scripts/steps/headers'
import {
  attr,
  closest,
  find,
  findAll,
  hasAttr,
  isInlineScript,
  type Node,
  parseHtml,
  text,
  type TextNode,
  withoutBom,
} from '../../scripts/steps/html'
import { splitLocale } from '../../lib/i18n'
import { templateOf } from '../templates'
import { contentPages, documentOf, OUT, type Page, pages } from './export'

it(`every page runs at most ${JS_BUDGET_KB} KB gzip of JavaScript on load`, () => {
  const weights = pages.map((page) => ({ url: page.url, ...pageWeights(OUT, page.file) }))
  // The chunks were found: a page without its scripts would pass any budget.
  expect(Math.min(...weights.map((w) => w.scripts))).toBeGreaterThan(3)
  expect(weights.filter((w) => w.js > JS_BUDGET_KB).map((w) => `${w.url}: ${w.js.toFixed(1)} KB`)).toEqual([])
})

// The HTML of a page, gzip as a host sends it. Since `experimental.inlineCss`, Next writes the stylesheet into the
// page, and again into React's payload and each route data file, which scripts/steps/flight.ts takes out, with the
// payload's copy of the long inline scripts. React's payload still repeats the page's markup, text included: the build
// no longer holds it once (docs/performance.md, "Dropped": it saved bytes, not time a visitor feels), so each KB of a
// page's own text weighs about two. The figures are what the build gives, and the room a writer needs; what a visitor
// lives through is measured by `npm run bench:field`, not here. Two budgets:
//   - the whole page, at most 55 KB: the largest pages (the French home page and FAQ) are 43 KB, and a help page about
//     twice as long as the longest today still fits (40 KB while the markup was held once);
//   - a help page or post without its own text, at most 38 KB: what the site adds around the writer's words (the
//     stylesheet, the scripts, the navbar, the sidebar, React's payload), 27 to 31.5 KB today (30 KB while the markup
//     was held once, for 22 to 23). Its text is the article that holds its h1 and what repeats it (the table of
//     contents, the structured data), left out of the HTML, and its text nodes left out of React's payload too. The
//     payload's markup around them still grows with a page's length (0.7 to 0.9 KB per KB of the article's HTML,
//     gzip), so a page about twice as long as the longest today still fits, not any page. A heavier frame fails it on
//     every help page and post at once, each named with its size.
const HTML_BUDGET_KB = 55
const FRAME_BUDGET_KB = 38
const FRAME_TEMPLATES = new Set(['faq', 'doc', 'post'])

/** The text of each text node inside an element. */
const textNodes = (node: Node): string[] =>
  node.nodeName === '#text' ? [(node as TextNode).value] : 'childNodes' in node ? node.childNodes.flatMap(textNodes) : []
/** How a text of the stream is written in a page's push script (`self.__next_f.push([1,"…"])`, scripts/steps/flight.ts). */
const inPushScript = (streamText: string) => pushScript({ kind: 1, bytes: new TextEncoder().encode(streamText) }).slice(23, -3)

/** The code of each inline script of a page, in document order. */
const inlineScripts = (page: Page) => findAll(documentOf(page), isInlineScript).map(text)

/** Each page's HTML as exported, read once for the checks below. */
const html = new Map(pages.map((page) => [page, fs.readFileSync(path.join(OUT, page.file))]))

it(`every page's HTML is at most ${HTML_BUDGET_KB} KB gzip`, () => {
  const sizes = pages.map((page) => ({ url: page.url, kb: gzipSync(html.get(page)!).length / 1024 }))
  expect(Math.min(...sizes.map((s) => s.kb)), 'pages were read').toBeGreaterThan(1)
  expect(sizes.filter((s) => s.kb > HTML_BUDGET_KB).map((s) => `${s.url}: ${s.kb.toFixed(1)} KB`)).toEqual([])
})

it(`every help page and post is at most ${FRAME_BUDGET_KB} KB gzip of HTML without its own text`, () => {
  const framed = pages.filter((page) => FRAME_TEMPLATES.has(templateOf(splitLocale(page.url).path)?.id ?? ''))
  expect(framed.length, 'help pages and posts').toBeGreaterThan(0)
  const sizes = framed.map((page) => {
    // Offsets into the text, to measure the page as it is, byte for byte, without the inside of what repeats its text.
    const source = withoutBom(html.get(page)!.toString('utf8'))
    const doc = parseHtml(source)
    const h1 = find(doc, 'h1')
    // The article the search indexes, or, on a page waiting for its translation (left out of the index), its article.
    const article = h1 && (closest(h1, (el) => hasAttr(el, 'data-pagefind-body')) ?? closest(h1, (el) => el.tagName === 'article'))
    if (!article) throw new Error(`${page.url}: its h1 is not inside its article`)
    const own = [
      article,
      // Its table of contents (its headings) and its structured data (a FAQ's questions and answers).
      ...findAll(doc, (el) => el.tagName === 'nav' && attr(el, 'data-testid') === 'toc'),
      ...findAll(doc, (el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json'),
    ]
    const insides = own
      .map((el) => ({ start: el.sourceCodeLocation!.startTag!.endOffset, end: el.sourceCodeLocation!.endTag!.startOffset }))
      .sort((a, b) => a.start - b.start)
    let frame = ''
    let at = 0
    for (const { start, end } of insides) {
      if (start < at) continue // inside one already left out
      frame += source.slice(at, start)
      at = end
    }
    frame += source.slice(at)
    // The same texts in React's payload: each a JSON string in a row, itself in the string of a push script.
    const texts = new Set(own.flatMap((el) => textNodes(el)).filter((t) => t.trim().length >= 3))
    for (const t of [...texts].sort((a, b) => b.length - a.length)) frame = frame.split(inPushScript(JSON.stringify(t))).join('')
    return { url: page.url, kb: gzipSync(frame).length / 1024 }
  })
  expect(Math.min(...sizes.map((s) => s.kb)), 'pages were read').toBeGreaterThan(1)
  // Over it: the template grew (the stylesheet, a script, the navbar), or a list every such page carries did (the help
  // sidebar, the blog's posts by year) with the number of pages.
  const over = sizes.filter((s) => s.kb > FRAME_BUDGET_KB).map((s) => `${s.url}: ${s.kb.toFixed(1)} KB`)
  expect(over, 'help pages and posts whose frame (the page without its own text) is over budget').toEqual([])
})

it('the stylesheet travels once: inline in the page, not again in its React payload or in the route data of every page [bet: css-in-payload, route-data]', () => {
  const css = stylesheets(OUT)
  expect(css.length, 'stylesheets found').toBeGreaterThan(0)
  // A text row of the payload is `<id>:T<hex length>,<text>`: the stylesheet's length in hex names its copies.
  const row = (stylesheet: string) => `:T${Buffer.byteLength(stylesheet).toString(16)},`
  const texts = pages.map((page) => ({ url: page.url, text: html.get(page)!.toString('utf8') }))
  const inline = texts.filter((page) => css.some((stylesheet) => page.text.includes(stylesheet)))
  expect(inline.length, 'pages with their stylesheet inline').toBeGreaterThan(pages.length / 2)
  const inPages = inline.flatMap((page) => css.filter((s) => page.text.includes(s) && page.text.includes(row(s))).map(() => page.url))
  expect(inPages).toEqual([])
  const everywhere = css.filter((stylesheet) => inline.every((page) => page.text.includes(stylesheet)))
  const files = routeDataFiles(OUT)
  expect(files.length, 'route data files found').toBeGreaterThan(pages.length / 2)
  const inRouteData = files.filter((rel) => {
    const data = fs.readFileSync(path.join(OUT, rel), 'utf8')
    return everywhere.some((stylesheet) => data.includes(row(stylesheet)))
  })
  expect(inRouteData).toEqual([])
})

// React writes a script's text of 1 KB or more as a text row of its own, which the build empties; a shorter one (a
// JSON-LD block) stays in its element's row, in the page's payload.
it('a long inline script travels once: its text is not again in the page’s React payload, nor in any route data file [bet: script-text]', () => {
  const long: string[] = []
  const twice = pages.flatMap((page) => {
    const scripts = inlineScripts(page)
    // The payload as React reads it: the pushed strings, unescaped, one after another.
    const payload = scripts
      .flatMap((code) => payloadChunk(code) ?? [])
      .map((chunk) => (chunk.kind === 1 ? new TextDecoder().decode(chunk.bytes) : ''))
      .join('')
    expect(payload, `${page.url}: its payload`).not.toBe('')
    const own = scripts.filter((code) => !isPayloadScript(code) && code.length >= 1024)
    long.push(...own)
    return own.filter((code) => payload.includes(code)).map((code) => `${page.url}: ${code.slice(0, 40)}…`)
  })
  expect(long.length, 'long inline scripts found').toBeGreaterThan(0)
  expect(twice).toEqual([])
  const texts = [...new Set(long)]
  const inRouteData = routeDataFiles(OUT).filter((rel) => {
    const data = fs.readFileSync(path.join(OUT, rel), 'utf8')
    return texts.some((code) => data.includes(code))
  })
  expect(inRouteData).toEqual([])
})

// The layout's parts are in every page, and each again in React's payload and the route data:
// a link or control they repeat takes its style from one class of app/globals.css (`.nav-link`, `.footer-link`…), as
// long class strings on each copy weighed a sixth of the export (docs/performance.md). A class of a few utilities may
// repeat.
it('the navbar, the footer and the search dialog repeat no long class string', () => {
  const LONG = 40
  const parts = (page: Page) => {
    const doc = documentOf(page)
    return [
      find(doc, (el) => el.tagName === 'header' && hasAttr(el, 'data-navbar')),
      find(doc, 'footer'),
      find(doc, (el) => el.tagName === 'dialog' && hasAttr(el, 'data-search-dialog')),
    ]
  }
  const repeated = new Map<string, string[]>()
  for (const page of contentPages) {
    const found = parts(page)
    expect(found.every(Boolean), `${page.url}: navbar, footer and search dialog`).toBe(true)
    const counts = new Map<string, number>()
    const classes = found.flatMap((part) => findAll(part!, (e) => hasAttr(e, 'class')).map((e) => attr(e, 'class')!))
    for (const name of classes.filter((c) => c.length > LONG)) counts.set(name, (counts.get(name) ?? 0) + 1)
    for (const [name, n] of counts) if (n > 1) repeated.set(name, [...(repeated.get(name) ?? []), `${page.url} (${n} times)`])
  }
  expect([...repeated].map(([name, urls]) => `"${name}" on ${urls.length} pages, ${urls[0]} first`)).toEqual([])
})
