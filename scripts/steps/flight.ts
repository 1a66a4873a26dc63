// React's payload (the "Flight" stream) without the texts the page already holds: the stylesheet's, and an inline
// script's.
//
// With `experimental.inlineCss`, Next renders the stylesheet as `<style data-href="/_next/static/chunks/x.css">` in
// every page, and also puts the same text in React's payload, twice over: in the page's inline scripts
// (`self.__next_f.push([1,"…"])`) and in the route data file a client-side navigation fetches (`<route>.txt`).
// React renders that element as a style *resource* (`<style href precedence>`): when a `<style>` with
// the same `data-href` is already in the document it uses that one and never reads the payload's text. So the text is
// dead weight wherever the document already has the stylesheet: 54 KB (10 KB gzip) in each page and in each of its
// route data files. This module replaces it with an empty text.
//
// Upstream, Next may stop writing that copy (vercel/next.js#95141 and #98079, with the open pull requests #98084 and
// #98397). Then a page carries its stylesheet inline while its payload renders none with its text in a row, and the
// build stops, saying so: the stylesheet cut is then to be deleted (textCuts' stylesheets here, and the page's check in
// pagePayloadEdits), not adapted. scripts/steps/finish-pages.test.ts shows the build passes without it on such a
// payload. docs/architecture.md, "Bets on Next.js and React internals", has each assumption this module makes, the
// versions it was verified with, and the tests that guard it; an error names its row as `[bet: <id>]`.
//
// An inline script the layout renders (`<script dangerouslySetInnerHTML>`: the head script, a long JSON-LD block) is
// likewise in the page and again, as a text row, in the page's payload. React never reads a hydrated element's inner
// HTML back, nor compares it outside development; it sets it again only if a later render changes it, which a page's
// own payload never does, and setting a script's text does not run it. So in a page's payload, the text of a script
// element is emptied when the page has an inline script of exactly that text: 1.7 KB gzip off every page (the head
// script). In a route data file, which only a client-side navigation reads, every script's text is dead weight: a
// script React creates in the browser never runs (React makes it through innerHTML, on purpose), and the scripts'
// content matters only to what reads the server's HTML (the browser for the head script, search engines for JSON-LD).
//
// The payload is a sequence of rows, read here as React's own client reads it
// (react-server-dom's `startReadingFromStream`): `<hex id>:` then a tag; a tag of the length kind (`T` for text, the
// typed-array tags) is followed by a hex byte length, `,` and that many bytes; any other row runs to a newline, and a
// row without a tag letter is JSON. The stylesheet's text is a `T` row that a JSON row references as the `children`
// (`"$<id>"`) of `["$","style",…,{"href":…,"precedence":…}]`; a script's, as the `dangerouslySetInnerHTML.__html` of
// `["$","script",…]`. A text row is emptied only when every reference to it in the stream is such an element, of an
// href the caller says the document already has, or of a script text the document holds.
//
// In a page, the stream is split over inline scripts: `self.__next_f.push([1,"<text>"])` or `[3,"<base64 bytes>"]`,
// JSON escaped as Next's htmlEscapeJsonString does; each script is checked to read back to its own text before it is
// rewritten, so a change of that form stops the build rather than corrupting a page.

import fs from 'node:fs'
import path from 'node:path'
import { bet } from './bets'
import { attr, type Document, type Edit, findAll, hasAttr, isInlineScript, outerRange, text, type TextNode } from './html'

const encoder = new TextEncoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })
const decoder = new TextDecoder()

/** The tags whose row is `<hex length>,<bytes>` (React's client: `T` text, `b` byte stream, the typed arrays). */
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV')
/** Other tag letters; a row whose first byte is none of these is JSON. */
const isTagLetter = (c: string) => (c >= 'A' && c <= 'Z') || c === '#' || c === 'r' || c === 'x'

export interface Row {
  id: string
  /** '' for a JSON row. */
  tag: string
  /** Byte offsets: the row's first byte (its id), its data, and the byte after it (newline included). */
  start: number
  dataStart: number
  end: number
}

const HEX = /^[0-9a-f]+$/

/** The rows of a Flight stream; throws, naming the offset, where the bytes are not one. */
export function flightRows(bytes: Uint8Array): Row[] {
  const rows: Row[] = []
  let at = 0
  const fail = (what: string): never => {
    const near = decoder.decode(bytes.subarray(at, at + 40))
    throw new Error(`not a React payload at byte ${at} (${what}) ${bet('flight-rows')}: ${JSON.stringify(near)}`)
  }
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    const id = colon < 0 ? '' : decoder.decode(bytes.subarray(at, colon))
    if (!HEX.test(id)) fail('no row id')
    const tagChar = String.fromCharCode(bytes[colon + 1] ?? 0)
    if (LENGTH_TAGS.has(tagChar)) {
      const comma = bytes.indexOf(0x2c, colon + 2)
      const length = comma < 0 ? '' : decoder.decode(bytes.subarray(colon + 2, comma))
      if (!HEX.test(length)) fail(`no byte length for a ${tagChar} row`)
      const end = comma + 1 + parseInt(length, 16)
      if (end > bytes.length) fail(`a ${tagChar} row of ${parseInt(length, 16)} bytes runs past the end`)
      rows.push({ id, tag: tagChar, start: at, dataStart: comma + 1, end })
      at = end
    } else {
      const tag = isTagLetter(tagChar) ? tagChar : ''
      const newline = bytes.indexOf(0x0a, colon + 1)
      const end = newline < 0 ? bytes.length : newline + 1
      rows.push({ id, tag, start: at, dataStart: colon + 1 + tag.length, end })
      at = end
    }
  }
  return rows
}

/**
 * A reference to another row, in a JSON row, as React's parseModelString reads it: `"$6"`, `"$c6:props:children"` (row
 * c6, a path into it), or a tag letter then the row (`"$L6"`, `"$@6"`, `"$Q6"`…). React's tag letters are never
 * hex digits, so a hex digit after `$` always starts a row id. Counted conservatively: `"$n12"` (a bigint) counts too.
 */
const REFERENCE = /^\$[g-zA-Z@]?([0-9a-f]+)(?::|$)/

/** An element whose text is a row of its own: a stylesheet by its href, or a script (`href` undefined). */
interface ElementText {
  href?: string
  id: string
}

/** The row a whole string refers to (`"$6"` → `6`), or undefined. */
const rowOf = (value: unknown) => (typeof value === 'string' ? /^\$([0-9a-f]+)$/.exec(value)?.[1] : undefined)

/** Walks a JSON row's value: the stylesheets and scripts whose text is a row reference, and every row referenced at all. */
function scan(value: unknown, texts: ElementText[], references: Map<string, number>) {
  if (typeof value === 'string') {
    const ref = REFERENCE.exec(value)
    if (ref) references.set(ref[1], (references.get(ref[1]) ?? 0) + 1)
  } else if (Array.isArray(value)) {
    const [marker, type, , props] = value as unknown[]
    if (marker === '$' && props && typeof props === 'object') {
      const { href, precedence, children, dangerouslySetInnerHTML } = props as Record<string, unknown>
      const styleText = type === 'style' && typeof href === 'string' && typeof precedence === 'string' ? rowOf(children) : undefined
      if (styleText) texts.push({ href: href as string, id: styleText })
      const inner = dangerouslySetInnerHTML && typeof dangerouslySetInnerHTML === 'object' ? dangerouslySetInnerHTML : undefined
      const scriptText = type === 'script' && inner ? rowOf((inner as Record<string, unknown>).__html) : undefined
      if (scriptText) texts.push({ id: scriptText })
    }
    for (const item of value) scan(item, texts, references)
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) scan(item, texts, references)
}

/** Bytes `start`–`end` of a stream replaced by `text`. */
export interface Cut {
  start: number
  end: number
  text: string
}

/**
 * Where to cut the stream so that the text of the stylesheets in `hrefs`, and of the scripts whose text `scriptText`
 * accepts, is empty (`<id>:T0,`); which stylesheets the stream renders with their text in a row (`found`); and how
 * many of the cuts are stylesheets'. Throws where the stream is not one, or where such a text is in a row that
 * something else also references.
 */
export function textCuts(
  bytes: Uint8Array,
  hrefs: ReadonlySet<string>,
  scriptText: (text: string) => boolean = () => false,
): { cuts: Cut[]; found: string[]; stylesheets: number } {
  const rows = flightRows(bytes)
  const texts: ElementText[] = []
  const references = new Map<string, number>()
  for (const row of rows) {
    if (row.tag !== '') continue
    const data = decoder.decode(bytes.subarray(row.dataStart, row.end))
    // Only rows that can hold a reference are parsed.
    if (!data.includes('"$')) continue
    try {
      scan(JSON.parse(data), texts, references)
    } catch (error) {
      throw new Error(`row ${row.id} of the React payload is not JSON ${bet('flight-rows')} (${(error as Error).message})`)
    }
  }
  const byId = new Map(rows.map((row) => [row.id, row]))
  const cuts = new Map<string, Cut>()
  let stylesheets = 0
  for (const { href, id } of texts) {
    const row = byId.get(id)
    const what = href === undefined ? `a script (row ${id})` : `the stylesheet ${href} (row ${id})`
    if (cuts.has(id) || (href !== undefined && !hrefs.has(href))) continue
    if (!row || row.tag !== 'T') {
      // A script's short text may be a row of another kind: only a text row that the document holds is cut.
      if (href === undefined) continue
      throw new Error(`${what} is not a text row ${bet('css-in-payload')}`)
    }
    if (href === undefined && !scriptText(decoder.decode(bytes.subarray(row.dataStart, row.end)))) continue
    if (references.get(id) !== texts.filter((t) => t.id === id).length) {
      throw new Error(
        `the text of ${what} is referenced by something other than ${href === undefined ? 'the script' : 'the stylesheet'} ${bet(href === undefined ? 'script-text' : 'css-in-payload')}`,
      )
    }
    cuts.set(id, { start: row.start, end: row.end, text: `${row.id}:T0,` })
    if (href !== undefined) stylesheets++
  }
  const found = texts.flatMap((t) => (t.href === undefined ? [] : [t.href]))
  return { cuts: [...cuts.values()].sort((a, b) => a.start - b.start), found, stylesheets }
}

/** The bytes with each cut made (cuts sorted, not overlapping). */
export function applyCuts(bytes: Uint8Array, cuts: readonly Cut[]): Uint8Array {
  const parts: Uint8Array[] = []
  let at = 0
  for (const cut of cuts) {
    parts.push(bytes.subarray(at, cut.start), encoder.encode(cut.text))
    at = cut.end
  }
  parts.push(bytes.subarray(at))
  return Buffer.concat(parts)
}

// ---- The payload inside a page ----

const PUSH = 'self.__next_f.push('
const ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

const escapeForScript = (code: string) => code.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c])

/** A chunk as Next writes it into a page: JSON, escaped for a <script> (Next's htmlEscapeJsonString). */
export const pushScript = (chunk: PayloadChunk) =>
  `${PUSH}${escapeForScript(JSON.stringify([chunk.kind, chunk.kind === 1 ? strictDecoder.decode(chunk.bytes) : Buffer.from(chunk.bytes).toString('base64')]))})`

export interface PayloadChunk {
  kind: 1 | 3
  bytes: Uint8Array
}

/** The first of the payload's scripts in a page, as Next writes it: the array the others push to. */
export const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'

/**
 * One inline script's part of the stream: `self.__next_f.push([1,"text"])` or `[3,"base64"]` as Next writes them;
 * undefined for any other script (the bootstrap `(self.__next_f=…).push([0])` among them). Throws when a push script
 * has another form, or would not be written back to the same text.
 */
export function payloadChunk(code: string): PayloadChunk | undefined {
  if (!code.startsWith(PUSH)) return undefined
  let value: unknown
  try {
    value = JSON.parse(code.slice(PUSH.length, -1))
  } catch {
    value = undefined // not a literal: reported below, with the script's start
  }
  const [kind, data] = Array.isArray(value) ? (value as unknown[]) : []
  if (!code.endsWith(')') || (kind !== 1 && kind !== 3) || typeof data !== 'string') {
    throw new Error(`an inline payload script of an unknown form ${bet('payload-scripts')}: ${JSON.stringify(code.slice(0, 60))}`)
  }
  const chunk: PayloadChunk = { kind, bytes: kind === 1 ? encoder.encode(data) : new Uint8Array(Buffer.from(data, 'base64')) }
  if (pushScript(chunk) !== code)
    throw new Error(
      `an inline payload script Next no longer escapes as this step does ${bet('payload-scripts')}: ${JSON.stringify(code.slice(0, 60))}`,
    )
  return chunk
}

/**
 * Whether an inline script is part of React's payload as Next writes it, and nothing more: the bootstrap, or one push
 * that payloadChunk reads back to its own text (JSON.parse takes a literal only, so nothing can follow it).
 */
export function isPayloadScript(code: string): boolean {
  if (code === BOOTSTRAP) return true
  try {
    return payloadChunk(code) !== undefined
  } catch {
    // A script of another form is not the payload: the caller reports it as an inline script of no known kind.
    return false
  }
}

/**
 * The cuts of a stream made on the chunks it is split over: each chunk keeps what is left of it, and a cut's new text
 * goes to the chunk where the cut starts (a chunk may end up empty). Rows start and end on character boundaries, so
 * no text chunk is split inside a character; one that would be stops the build.
 */
export function cutChunks(chunks: readonly PayloadChunk[], cuts: readonly Cut[]): PayloadChunk[] {
  let from = 0
  return chunks.map((chunk) => {
    const to = from + chunk.bytes.length
    const own = cuts
      .filter((cut) => cut.start < to && cut.end > from)
      .map((cut) => ({
        start: Math.max(cut.start, from) - from,
        end: Math.min(cut.end, to) - from,
        text: cut.start >= from ? cut.text : '',
      }))
    const bytes = applyCuts(chunk.bytes, own)
    if (chunk.kind === 1) strictDecoder.decode(bytes)
    from = to
    return { kind: chunk.kind, bytes }
  })
}

// ---- A page, and its route data files ----

/** `<style data-href>`: a stylesheet Next put inline (`experimental.inlineCss`), by its href. */
const inlineStylesheets = (doc: Document) =>
  findAll(doc, (el) => el.tagName === 'style' && hasAttr(el, 'data-href')).map((el) => attr(el, 'data-href')!)

export interface PayloadOptions {
  /**
   * Whether to empty the payload's copy of the page's inline stylesheets (default true). false: the build as it will
   * be once that cut is deleted, when Next no longer writes the copy (the test that shows it passes then).
   */
  cutStylesheets?: boolean
}

/**
 * The edits that empty, in the page's inline payload, the text of the stylesheets the page carries inline and of the
 * scripts whose text the page holds. The tree is changed to match (scripts rewritten or removed), so that what is read
 * from it afterwards, the policy's hashes above all, is the page as it will be written. Returns the page's inline
 * stylesheets, whether it carries React's payload, and the bytes saved.
 */
export function pagePayloadEdits(
  doc: Document,
  { cutStylesheets = true }: PayloadOptions = {},
): { edits: Edit[]; stylesheets: string[]; payload: boolean; saved: number } {
  const stylesheets = inlineStylesheets(doc)
  const inline = findAll(doc, isInlineScript)
  const scripts = inline.flatMap((el) => {
    const chunk = payloadChunk(text(el))
    return chunk ? [{ el, chunk }] : []
  })
  const payload = scripts.length > 0
  if (stylesheets.length === 0 || !payload) return { edits: [], stylesheets, payload, saved: 0 }
  const chunks = scripts.map((s) => s.chunk)
  const scriptTexts = new Set(inline.filter((el) => !scripts.some((s) => s.el === el)).map(text))
  const {
    cuts,
    found,
    stylesheets: cut,
  } = textCuts(Buffer.concat(chunks.map((c) => c.bytes)), new Set(cutStylesheets ? stylesheets : []), (script) => scriptTexts.has(script))
  if (cutStylesheets && cut === 0) {
    throw new Error(
      `the page carries ${stylesheets.join(', ')} inline, and its React payload renders ${found.length > 0 ? `only ${found.join(', ')}` : 'no stylesheet'} with its text in a row ${bet('css-in-payload')}. ` +
        'If Next no longer writes the stylesheet into the payload (upstream: vercel/next.js#95141, #98079), the stylesheet cut is done with: ' +
        "delete it (textCuts' stylesheets in scripts/steps/flight.ts, this check, and its row in docs/architecture.md), do not adapt it. " +
        'Otherwise Next carries it differently now: docs/architecture.md, "Bets on Next.js and React internals".',
    )
  }
  const edits: Edit[] = []
  let saved = 0
  cutChunks(chunks, cuts).forEach((chunk, i) => {
    const { el } = scripts[i]
    if (chunk.bytes.length === scripts[i].chunk.bytes.length) return
    saved += scripts[i].chunk.bytes.length - chunk.bytes.length
    const parent = el.parentNode!
    if (chunk.bytes.length === 0) {
      edits.push({ ...outerRange(el), text: '' })
      parent.childNodes.splice(parent.childNodes.indexOf(el), 1)
      return
    }
    const code = pushScript(chunk)
    const node = el.childNodes[0] as TextNode
    const loc = node.sourceCodeLocation!
    edits.push({ start: loc.startOffset, end: loc.endOffset, text: code })
    node.value = code
  })
  return { edits, stylesheets, payload, saved }
}

/**
 * The route data files of the export (what a client-side navigation fetches): `<page>.txt` beside each `<page>.html`.
 * Next's per-segment files (`__next.*.txt`), which nothing requests, are gone by then (scripts/postexport.ts).
 * Paths relative to outDir.
 */
export function routeDataFiles(outDir: string): string[] {
  const all = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((rel) => !/^(_next|pagefind)([\\/]|$)/.test(rel))
  return all.filter((rel) => rel.endsWith('.txt') && fs.existsSync(path.join(outDir, `${rel.slice(0, -4)}.html`))).sort()
}

/**
 * Empties, in every route data file, the text of `hrefs` (stylesheets that every page a visitor can navigate from
 * already has in its document) and of every script element (a script React creates never runs). Returns the files
 * changed and the bytes saved; throws naming a file that is not a React payload.
 */
export function stripRouteData(outDir: string, hrefs: ReadonlySet<string>): { files: number; saved: number } {
  let files = 0
  let saved = 0
  for (const rel of routeDataFiles(outDir)) {
    const file = path.join(outDir, rel)
    const bytes = new Uint8Array(fs.readFileSync(file))
    let cuts: Cut[]
    try {
      cuts = textCuts(bytes, hrefs, () => true).cuts
    } catch (error) {
      throw new Error(`/${rel}: ${(error as Error).message}`)
    }
    if (cuts.length === 0) continue
    const stripped = applyCuts(bytes, cuts)
    fs.writeFileSync(file, stripped)
    files++
    saved += bytes.length - stripped.length
  }
  return { files, saved }
}
