// The JavaScript budget, on every page of the export: what a modern browser runs on load, in KB gzip
// (bench/page-weight.ts; `npm run bench` reports the same figures per page type, with Lighthouse).
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { JS_BUDGET_KB, pageWeights } from '../../bench/page-weight'
import { flightRows, HELD_EXPORT, payloadChunks, payloadStatements, routeDataFiles } from '../../scripts/build/flight'
import { stylesheets } from '../../scripts/build/headers'
import { attr, closest, find, findAll, hasAttr, isInlineScript, parseHtml, text, withoutBom } from '../../scripts/build/html'
import { HELD } from '../../lib/data-attributes/page'
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
// page, and again into React's payload and each route data file, which scripts/build/flight.ts takes out, with the
// payload's copy of the inline scripts and of the markup held once (components/held.tsx). The goal is 25 KB for help
// pages and posts (docs/performance.md has the figures). Two budgets guard it:
//   - the whole page, at most 40 KB: the largest pages (the French home page and FAQ, 31 KB) and a margin for a
//     writer's longer page;
//   - a help page or post without its own text, at most 30 KB: what the site adds around the writer's words (the
//     stylesheet, the scripts, the navbar, the sidebar, React's payload). Its text is the held element that holds its
//     h1 (components/held.tsx: once in the page, not again in the payload), and what repeats it (the table of
//     contents, the structured data), so a longer page never fails it; a heavier frame fails it on every help page and
//     post at once, each named with its size.
const HTML_BUDGET_KB = 40
const FRAME_BUDGET_KB = 30
const FRAME_TEMPLATES = new Set(['faq', 'doc', 'post'])

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
    const held = h1 && closest(h1, (el) => hasAttr(el, HELD.name))
    if (!held) throw new Error(`${page.url}: its h1 is not inside a held element (components/held.tsx)`)
    const own = [
      held,
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
    return { url: page.url, kb: gzipSync(frame).length / 1024 }
  })
  expect(Math.min(...sizes.map((s) => s.kb)), 'pages were read').toBeGreaterThan(1)
  // Over it: the template grew (the stylesheet, a script, the navbar), or a list every such page carries did (the help
  // sidebar, the blog's posts by year) with the number of pages.
  const over = sizes.filter((s) => s.kb > FRAME_BUDGET_KB).map((s) => `${s.url}: ${s.kb.toFixed(1)} KB`)
  expect(over, 'help pages and posts whose frame (the page without its own text) is over budget').toEqual([])
})

it('the stylesheet travels once: inline in the page, not again in its React payload or in the route data of every page', () => {
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
  expect(files.length, 'route data files').toBeGreaterThan(pages.length)
  const inRouteData = files.filter((rel) => {
    const data = fs.readFileSync(path.join(OUT, rel), 'utf8')
    return everywhere.some((stylesheet) => data.includes(row(stylesheet)))
  })
  expect(inRouteData).toEqual([])
})

it('an inline script travels once: its text is not again in the page’s React payload, nor, when long, in any route data file', () => {
  const long: string[] = []
  const twice = pages.flatMap((page) => {
    const scripts = inlineScripts(page)
    // The payload as React reads it: the pushed strings, unescaped, one after another.
    const payload = scripts
      .flatMap((code) => payloadChunks(code) ?? [])
      .map((chunk) => (chunk.kind === 1 ? new TextDecoder().decode(chunk.bytes) : ''))
      .join('')
    expect(payload, `${page.url}: its payload`).not.toBe('')
    // React keeps texts under 1 KB in their JSON row (JSON-LD), longer ones in rows of their own: both are emptied.
    const own = scripts.filter((code) => !payloadStatements(code) && code.length >= 100)
    long.push(...own.filter((code) => code.length >= 1024))
    // In a text row as it is, in a JSON row as a JSON string.
    const inPayload = (code: string) => payload.includes(code) || payload.includes(JSON.stringify(code).slice(1, -1))
    return own.filter(inPayload).map((code) => `${page.url}: ${code.slice(0, 40)}…`)
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

it('React’s payload is written single-quoted in every page that carries it: its many `"` need no backslash', () => {
  const pushes = pages.flatMap((page) =>
    inlineScripts(page)
      .flatMap((code) => payloadStatements(code) ?? [])
      .filter((code) => code.startsWith('self.__next_f.push([1,'))
      .map((code) => ({ url: page.url, code })),
  )
  expect(pushes.length, 'payload scripts found').toBeGreaterThan(pages.length)
  const doubleQuoted = pushes.filter(({ code }) => !code.startsWith("self.__next_f.push([1,'")).map(({ url }) => url)
  expect([...new Set(doubleQuoted)]).toEqual([])
})

// Next writes each chunk of the payload as a script of its own, side by side before </body>; the build joins them
// (scripts/build/flight.ts): one hash in the page's policy instead of one per script.
it('React’s payload is one inline script in every page that carries it', () => {
  const counts = pages.map((page) => ({ url: page.url, n: inlineScripts(page).filter((code) => payloadStatements(code)).length }))
  expect(counts.filter(({ n }) => n > 0).length, 'pages with a payload').toBeGreaterThan(0)
  expect(counts.filter(({ n }) => n > 1).map(({ url, n }) => `${url}: ${n} scripts`)).toEqual([])
})

// The layout's parts are in every page, and each again in React's payload, the route data and the layout's segment data:
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

// Markup with no client component inside (an article, the footer, the search dialog…) is in the page's HTML once: its
// <Held> is in React's payload without children (components/held.tsx, scripts/build/flight.ts).
it('every held element of a page is in its React payload without its children, once', () => {
  const decoder = new TextDecoder()
  const problems: string[] = []
  let heldInPages = 0
  for (const page of pages) {
    const marked = findAll(documentOf(page), (el) => hasAttr(el, HELD.name)).map((el) => attr(el, HELD.name)!)
    const bytes = Buffer.concat(inlineScripts(page).flatMap((code) => (payloadChunks(code) ?? []).map((chunk) => chunk.bytes)))
    const rows = flightRows(bytes).map((row) => ({ ...row, data: decoder.decode(bytes.subarray(row.dataStart, row.end)) }))
    // The client reference of Held: `<id>:I[module,chunks,"Held"]`, its name maybe a row of its own (`"$<id>"`).
    const strings = new Map(rows.filter((row) => row.tag === '' && row.data.startsWith('"')).map((row) => [row.id, JSON.parse(row.data)]))
    const isHeld = (name: unknown) => (typeof name === 'string' && name.startsWith('$') ? strings.get(name.slice(1)) : name) === HELD_EXPORT
    const ids = new Set(rows.filter((row) => row.tag === 'I' && isHeld(JSON.parse(row.data)[2])).map((row) => row.id))
    const inPayload: string[] = []
    const visit = (value: unknown) => {
      if (!value || typeof value !== 'object') return
      if (Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string' && ids.has(value[1].replace(/^\$L/, ''))) {
        const props = value[3] as Record<string, unknown>
        inPayload.push(String(props.hold))
        if ('children' in props) problems.push(`${page.url}: <Held hold="${props.hold}"> keeps its children`)
      }
      for (const item of Object.values(value)) visit(item)
    }
    for (const row of rows) if (row.tag === '') visit(JSON.parse(row.data))
    if ([...inPayload].sort().join() !== [...marked].sort().join()) {
      problems.push(`${page.url}: held in the markup [${marked.join(', ')}], in the payload [${inPayload.join(', ')}]`)
    }
    heldInPages += marked.length
  }
  expect(heldInPages, 'held elements found').toBeGreaterThan(pages.length)
  expect(problems).toEqual([])
})
