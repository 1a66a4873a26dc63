// React's payload (the "Flight" stream) without the texts the page already holds: the stylesheet's, and an inline
// script's.
//
// With `experimental.inlineCss`, Next renders the stylesheet as `<style data-href="/_next/static/chunks/x.css">` in
// every page, and also puts the same text in React's payload, twice over: in the page's inline scripts
// (`self.__next_f.push([1,"…"])`) and in each route data file a client-side navigation fetches (`<route>.txt`,
// `__next.*.txt`). React renders that element as a style *resource* (`<style href precedence>`): when a `<style>` with
// the same `data-href` is already in the document it uses that one and never reads the payload's text. So the text is
// dead weight wherever the document already has the stylesheet: 54 KB (10 KB gzip) in each page and in each of its
// route data files. This module replaces it with an empty text.
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
// rewritten, so a change of that form stops the build rather than corrupting a page. A text script is written back
// single-quoted, `push([1,'<text>'])`: the same string, without the backslash Next's form puts before each `"` of the
// JSON (compactPushScript).

import fs from 'node:fs'
import path from 'node:path'
import { HELD } from '@/lib/data-attributes/page'
import { attr, type Document, type Edit, type Element, findAll, hasAttr, isInlineScript, outerRange, text, type TextNode } from './html'

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
    throw new Error(`not a React payload at byte ${at} (${what}): ${JSON.stringify(near)}`)
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
      throw new Error(`row ${row.id} of the React payload is not JSON (${(error as Error).message})`)
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
      throw new Error(`${what} is not a text row`)
    }
    if (href === undefined && !scriptText(decoder.decode(bytes.subarray(row.dataStart, row.end)))) continue
    if (references.get(id) !== texts.filter((t) => t.id === id).length) {
      throw new Error(`the text of ${what} is referenced by something other than ${href === undefined ? 'the script' : 'the stylesheet'}`)
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

// ---- The children of each <Held> ----
//
// The children of each <Held> taken out of a page's own React payload (components/held.tsx says why, and how React
// then adopts the markup the HTML holds).
//
// A client component is an `I` row, `<id>:I[<module>,[<chunks>],<export name>]` (the name, or any string React sends
// more than once, may be a reference `"$<id>"` to a row holding it), and an element of it, in a JSON row,
// `["$","$L<id>",<key>,<props>]`. For each element of the `I` row named `Held` whose props have `children`, this step
// removes them, after checking that nothing in them is a client component (which would never hydrate) and that its
// `hold` names one element of the page. The rows only the removed children referenced (a server component's output
// React sent as a row of its own, a repeated string) are removed too: the rows reachable from the stream's roots (the
// rows nothing references) before and not after. Route data files keep their children: a client-side navigation renders
// from them, and there is no HTML to adopt.

const CLIENT_ELEMENT = /^\$L([0-9a-f]+)$/
/** The export name of components/held.tsx's component. */
export const HELD_EXPORT = 'Held'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every row a value references, once per reference. */
function references(value: Json, into: string[] = []): string[] {
  if (typeof value === 'string') {
    const ref = REFERENCE.exec(value)
    if (ref) into.push(ref[1])
  } else if (Array.isArray(value)) for (const item of value) references(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) references(item, into)
  return into
}

/** The rows reachable from `roots` through `refs`. */
function reachable(roots: Iterable<string>, refs: (id: string) => string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...refs(id))
  }
  return seen
}

export interface HeldCuts {
  cuts: Cut[]
  /** The `hold` of each element whose children were taken out, in the stream's order. */
  holds: string[]
}

/**
 * The cuts that take the children of every <Held> out of a page's payload (`bytes`), and the holds they belong to;
 * also the text of a short script (one React keeps in its JSON row: JSON-LD) that `scriptText` says the page holds.
 * `marked` is the hold of each element of the page's markup that carries one. Throws, naming the hold, when a held
 * content holds a client component, when a hold is not exactly one element of the page or is used twice, when the page
 * marks held markup but its payload has no client component named Held, and when a marked hold is held by none.
 */
export function heldCuts(bytes: Uint8Array, marked: readonly string[], scriptText: (text: string) => boolean = () => false): HeldCuts {
  const rows = flightRows(bytes)
  const byId = new Map<string, Row>(rows.map((row) => [row.id, row]))
  const values = new Map<string, Json>()
  for (const row of rows) {
    if (row.tag !== '' && row.tag !== 'I') continue
    try {
      values.set(row.id, JSON.parse(decoder.decode(bytes.subarray(row.dataStart, row.end))) as Json)
    } catch (error) {
      throw new Error(`row ${row.id} of the React payload is not JSON (${(error as Error).message})`)
    }
  }
  /** A string, or the row a `"$<id>"` names (React sends a string it repeats once, as a row of its own). */
  const resolve = (value: Json | undefined): Json | undefined => {
    const ref = rowOf(value)
    return ref ? values.get(ref) : value
  }
  const nameOf = (id: string) => resolve((values.get(id) as Json[])[2])
  const clientRows = new Set(rows.filter((row) => row.tag === 'I').map((row) => row.id))
  const heldRows = new Set([...clientRows].filter((id) => nameOf(id) === HELD_EXPORT))
  if (heldRows.size === 0 && marked.length > 0) {
    throw new Error(`the page has held markup, and its React payload names no client component "${HELD_EXPORT}"`)
  }

  const before = (id: string) => references(values.get(id) ?? null)
  const inbound = new Set(rows.flatMap((row) => before(row.id)))
  const roots = rows.filter((row) => !inbound.has(row.id)).map((row) => row.id)
  const reachedBefore = reachable(roots, before)

  /** The client components a removed content reaches, through the rows it references. */
  const clientIn = (value: Json) => [...reachable(references(value), before)].filter((id) => clientRows.has(id))
  const holds: string[] = []
  const changed = new Map<string, Json>()
  let touched = false
  const strip = (value: Json): Json => {
    if (!Array.isArray(value)) {
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]))
      return value
    }
    const [marker, type, , props] = value
    // A short script's text, in its JSON row (a long one is a row of its own: textCuts), that the page holds.
    const inner = type === 'script' && isRecord(props) ? props.dangerouslySetInnerHTML : undefined
    const script = isRecord(inner) && typeof inner.__html === 'string' ? inner.__html : ''
    if (script !== '' && !script.startsWith('$') && scriptText(script)) {
      touched = true
      return [
        value[0],
        value[1],
        value[2],
        { ...(props as { [key: string]: Json }), dangerouslySetInnerHTML: { ...(inner as object), __html: '' } },
      ]
    }
    const held = marker === '$' && typeof type === 'string' && heldRows.has(CLIENT_ELEMENT.exec(type)?.[1] ?? '')
    if (!held || !isRecord(props) || props.children === undefined) return value.map(strip)
    const { children, ...rest } = props
    const hold = rest.hold
    if (typeof hold !== 'string') throw new Error(`a <${HELD_EXPORT}> without a hold`)
    const clients = clientIn(children)
    if (clients.length > 0) {
      const names = clients.map((id) => JSON.stringify(nameOf(id)))
      throw new Error(`<${HELD_EXPORT} hold="${hold}"> holds client components (${names.join(', ')}), which would never hydrate`)
    }
    if (holds.includes(hold)) throw new Error(`two <${HELD_EXPORT}> have hold="${hold}"`)
    const count = marked.filter((m) => m === hold).length
    if (count !== 1) throw new Error(`<${HELD_EXPORT} hold="${hold}"> names ${count} elements of the page's markup, not one`)
    holds.push(hold)
    touched = true
    return [value[0], value[1], value[2], rest]
  }
  for (const [id, value] of values) {
    if (byId.get(id)!.tag !== '') continue
    touched = false
    const stripped = strip(value)
    if (touched) changed.set(id, stripped)
  }
  const unheld = marked.filter((hold) => !holds.includes(hold))
  if (unheld.length > 0) throw new Error(`the page marks held markup that no <Held> of its React payload holds: ${unheld.join(', ')}`)
  const after = (id: string) => references(changed.get(id) ?? values.get(id) ?? null)
  const reachedAfter = reachable(roots, after)
  const cuts: Cut[] = []
  for (const row of rows) {
    if (reachedBefore.has(row.id) && !reachedAfter.has(row.id)) cuts.push({ start: row.start, end: row.end, text: '' })
    else if (changed.has(row.id)) {
      const newline = bytes[row.end - 1] === 0x0a ? '\n' : ''
      cuts.push({ start: row.start, end: row.end, text: `${row.id}:${JSON.stringify(changed.get(row.id))}${newline}` })
    }
  }
  return { cuts, holds }
}

// ---- The payload inside a page ----

const PUSH = 'self.__next_f.push('
const ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

const escapeForScript = (code: string) => code.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c])

/** A chunk as Next writes it into a page: JSON, escaped for a <script> (Next's htmlEscapeJsonString). */
export const pushScript = (chunk: PayloadChunk) =>
  `${PUSH}${escapeForScript(JSON.stringify([chunk.kind, chunk.kind === 1 ? strictDecoder.decode(chunk.bytes) : Buffer.from(chunk.bytes).toString('base64')]))})`

const COMPACT = `${PUSH}[1,'`
// An escape sequence (a backslash and the character after it), or a quote that the other quoting escapes.
const SEQUENCE_OR_SINGLE = /\\([\s\S])|'/g
const SEQUENCE_OR_DOUBLE = /\\([\s\S])|"/g

/**
 * A chunk as this step writes it back: a text chunk as a single-quoted string. The payload is JSON, full of `"`, each
 * of which Next's double-quoted string escapes with a backslash (about 5 % of a page's bytes, 1.3 MB of the export); the
 * single-quoted string has the same value, escaped for a <script> as Next escapes it.
 */
export function compactPushScript(chunk: PayloadChunk): string {
  if (chunk.kind !== 1) return pushScript(chunk)
  const inner = JSON.stringify(strictDecoder.decode(chunk.bytes))
    .slice(1, -1)
    .replace(SEQUENCE_OR_SINGLE, (sequence, escaped?: string) => (escaped === '"' ? '"' : escaped !== undefined ? sequence : "\\'"))
  return `${COMPACT}${escapeForScript(inner)}'])`
}

/** The string value of compactPushScript's single-quoted literal (`inner`: what is between the quotes). */
function readCompact(inner: string): unknown {
  return JSON.parse(
    `"${inner.replace(SEQUENCE_OR_DOUBLE, (sequence, escaped?: string) => (escaped === "'" ? "'" : escaped !== undefined ? sequence : '\\"'))}"`,
  )
}

export interface PayloadChunk {
  kind: 1 | 3
  bytes: Uint8Array
}

/** The first of the payload's scripts in a page, as Next writes it: the array the others push to. */
export const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'

/**
 * The statements of an inline script of React's payload, in order: Next writes the bootstrap (BOOTSTRAP) and each push
 * (`self.__next_f.push([1,"…"])`, `[3,"…"]`, or `[1,'…']` as this step writes them) as a script of its own, and this
 * step joins the scripts that stand side by side with `;` (pagePayloadEdits). Undefined for a script that is anything
 * else, even in part: each statement is one of those forms, its string read to its closing quote.
 */
export function payloadStatements(code: string): string[] | undefined {
  const statements: string[] = []
  let at = 0
  while (at < code.length) {
    let end = -1
    if (code.startsWith(BOOTSTRAP, at)) end = at + BOOTSTRAP.length
    else if (code.startsWith(PUSH, at) && /^\[[13],["']$/.test(code.slice(at + PUSH.length, at + PUSH.length + 4))) {
      const quote = code[at + PUSH.length + 3]
      let i = at + PUSH.length + 4
      while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1
      if (code.startsWith(`${quote}])`, i)) end = i + 3
    }
    if (end < 0) return undefined
    statements.push(code.slice(at, end))
    if (end < code.length && code[end] !== ';') return undefined
    at = end + 1
  }
  return statements.length > 0 && !code.endsWith(';') ? statements : undefined
}

/** The stream's chunks an inline script pushes (payloadChunk of each of its statements); undefined for another script. */
export function payloadChunks(code: string): PayloadChunk[] | undefined {
  return payloadStatements(code)?.flatMap((statement) => payloadChunk(statement) ?? [])
}

/**
 * One inline script's part of the stream: `self.__next_f.push([1,"text"])` or `[3,"base64"]` as Next writes them, or
 * `[1,'text']` as this step writes them back (compactPushScript); undefined for any other script (the bootstrap
 * `(self.__next_f=…).push([0])` among them). Throws when a push script has another form, or would not be written back
 * to the same text.
 */
export function payloadChunk(code: string): PayloadChunk | undefined {
  if (!code.startsWith(PUSH)) return undefined
  const compact = code.startsWith(COMPACT) && code.endsWith("'])")
  let value: unknown
  try {
    value = compact ? [1, readCompact(code.slice(COMPACT.length, -3))] : JSON.parse(code.slice(PUSH.length, -1))
  } catch {
    value = undefined // not a literal: reported below, with the script's start
  }
  const [kind, data] = Array.isArray(value) ? (value as unknown[]) : []
  if (!code.endsWith(')') || (kind !== 1 && kind !== 3) || typeof data !== 'string') {
    throw new Error(`an inline payload script of an unknown form: ${JSON.stringify(code.slice(0, 60))}`)
  }
  const chunk: PayloadChunk = { kind, bytes: kind === 1 ? encoder.encode(data) : new Uint8Array(Buffer.from(data, 'base64')) }
  if ((compact ? compactPushScript(chunk) : pushScript(chunk)) !== code)
    throw new Error(`an inline payload script Next no longer escapes as this step does: ${JSON.stringify(code.slice(0, 60))}`)
  return chunk
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

/**
 * The edits that empty, in the page's inline payload, the text of the stylesheets the page carries inline and of the
 * scripts whose text the page holds, and write each payload script back single-quoted (compactPushScript). The tree is
 * changed to match (scripts rewritten or removed), so that what is read from it afterwards, the policy's hashes above
 * all, is the page as it will be written. Returns the page's inline stylesheets, the payload's bytes saved, and the
 * page's bytes saved by the quoting.
 */
export function pagePayloadEdits(doc: Document): { edits: Edit[]; stylesheets: string[]; saved: number; requoted: number } {
  const stylesheets = inlineStylesheets(doc)
  const inline = findAll(doc, isInlineScript)
  // Each payload script's statements in order: a chunk of the stream (an index into `scripts`), or the bootstrap.
  const statements = new Map<Element, (number | string)[]>()
  const scripts: { el: Element; statement: string; chunk: PayloadChunk }[] = []
  for (const el of inline) {
    const parts = payloadStatements(text(el))?.map((statement) => {
      const chunk = payloadChunk(statement)
      return chunk ? scripts.push({ el, statement, chunk }) - 1 : statement
    })
    if (parts) statements.set(el, parts)
  }
  if (stylesheets.length === 0 || scripts.length === 0) return { edits: [], stylesheets, saved: 0, requoted: 0 }
  // First the children of each <Held> and the short scripts' texts the page holds (heldCuts), then the stylesheets' and
  // long scripts' text rows (textCuts), from what is left.
  const marked = findAll(doc, (el) => hasAttr(el, HELD.name)).map((el) => attr(el, HELD.name)!)
  const scriptTexts = new Set(inline.filter((el) => !statements.has(el)).map(text))
  const held = heldCuts(Buffer.concat(scripts.map((s) => s.chunk.bytes)), marked, (script) => scriptTexts.has(script))
  const chunks = cutChunks(
    scripts.map((s) => s.chunk),
    held.cuts,
  )
  const {
    cuts,
    found,
    stylesheets: cutStylesheets,
  } = textCuts(Buffer.concat(chunks.map((c) => c.bytes)), new Set(stylesheets), (script) => scriptTexts.has(script))
  if (cutStylesheets === 0) {
    throw new Error(
      `the page carries ${stylesheets.join(', ')} inline, and its React payload renders ${found.length > 0 ? `only ${found.join(', ')}` : 'no stylesheet'} with its text in a row: ` +
        "Next puts inline stylesheets in the payload differently now. See docs/architecture.md ('finish pages: payload').",
    )
  }
  let saved = 0
  let requoted = 0
  const codes = cutChunks(chunks, cuts).map((chunk, i) => {
    saved += scripts[i].chunk.bytes.length - chunk.bytes.length
    if (chunk.bytes.length === 0) return '' // nothing left: the statement goes
    const code = compactPushScript(chunk)
    if (code !== scripts[i].statement) requoted += pushScript(chunk).length - code.length
    return code
  })
  const written = new Map([...statements].map(([el, parts]) => [el, parts.map((part) => (typeof part === 'number' ? codes[part] : part))]))
  return { edits: joinedScripts(written), stylesheets, saved, requoted }
}

/**
 * The edits that write the payload's scripts (`written`: each one's statements, '' for one that goes) as one script per
 * run of scripts that stand side by side, their statements joined by `;`, in the first one's place; the tree is changed
 * to match. Next writes the bootstrap and each chunk of the stream as a script of its own, one after another before
 * </body>: one script runs the same statements in the same order, and the page's policy needs one hash for it instead
 * of one per script, 44 characters of base64 each (about 0.2 KB gzip of each page: docs/performance.md).
 */
function joinedScripts(written: ReadonlyMap<Element, string[]>): Edit[] {
  const runs: Element[][] = []
  for (const el of written.keys()) {
    const run = runs.at(-1)
    if (run && nextElement(run.at(-1)!) === el) run.push(el)
    else runs.push([el])
  }
  const edits: Edit[] = []
  for (const run of runs) {
    const joined = run
      .flatMap((el) => written.get(el)!)
      .filter(Boolean)
      .join(';')
    run.forEach((el, i) => {
      const node = el.childNodes[0] as TextNode
      if (i > 0 || joined === '') {
        edits.push({ ...outerRange(el), text: '' })
        el.parentNode!.childNodes.splice(el.parentNode!.childNodes.indexOf(el), 1)
      } else if (joined !== node.value) {
        edits.push({ start: node.sourceCodeLocation!.startOffset, end: node.sourceCodeLocation!.endOffset, text: joined })
        node.value = joined
      }
    })
  }
  return edits
}

/** The element after `el` among its siblings, with nothing but whitespace between; undefined if there is other content. */
function nextElement(el: Element): Element | undefined {
  const siblings = el.parentNode!.childNodes
  for (const node of siblings.slice(siblings.indexOf(el) + 1)) {
    if ('tagName' in node) return node
    if (node.nodeName !== '#text' || (node as TextNode).value.trim() !== '') return undefined
  }
  return undefined
}

/**
 * The route data files of the export (what a client-side navigation fetches): `<page>.txt` beside each `<page>.html`,
 * and Next's per-segment files `__next.*.txt`. Paths relative to outDir.
 */
export function routeDataFiles(outDir: string): string[] {
  const all = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((rel) => !/^(_next|pagefind)([\\/]|$)/.test(rel))
  return all
    .filter(
      (rel) =>
        rel.endsWith('.txt') && (path.basename(rel).startsWith('__next.') || fs.existsSync(path.join(outDir, `${rel.slice(0, -4)}.html`))),
    )
    .sort()
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
