// Reading and editing exported HTML with a real parser (parse5, the WHATWG algorithm browsers follow), never with
// regular expressions: an attribute added, reordered or quoted differently by a new Next.js or React release must not
// change what a build step or a test sees. Edits are spliced into the original text at the offsets the parser reports,
// so everything else in the file stays byte for byte as Next wrote it.
import { parse } from 'parse5'

/** The UTF-8 byte order mark that scripts/build/headers.mjs puts at the start of every page. */
export const BOM = '\ufeff'

/** The text without its byte order mark, if any (a browser's decoder drops it; a parser given it would not). */
export const withoutBom = (html) => (html.startsWith(BOM) ? html.slice(BOM.length) : html)

/**
 * Parses a whole document, as a browser does once it has decoded the bytes (a leading byte order mark is dropped),
 * to edit it: every node carries `sourceCodeLocation`, offsets into the text without its byte order mark.
 */
export function parseHtml(html) {
  return parse(withoutBom(html), { sourceCodeLocationInfo: true })
}

/** Parses a whole document to read it only: the same tree as parseHtml, without source offsets (a third faster). */
export function readHtml(html) {
  return parse(withoutBom(html))
}

/** The child nodes of a node, a <template>'s content included. */
const childrenOf = (node) => (node.nodeName === 'template' && node.content ? node.content.childNodes : (node.childNodes ?? []))

/** Every element below `root`, in document order. */
export function* elements(root) {
  for (const child of childrenOf(root)) {
    if (child.tagName) yield child
    yield* elements(child)
  }
}

/** The elements below `root` that satisfy `test` (a tag name, or a predicate). */
export function findAll(root, test) {
  const matches = typeof test === 'string' ? (el) => el.tagName === test : test
  const found = []
  for (const el of elements(root)) if (matches(el)) found.push(el)
  return found
}

/** The first element below `root` that satisfies `test`, or undefined. */
export function find(root, test) {
  const matches = typeof test === 'string' ? (el) => el.tagName === test : test
  for (const el of elements(root)) if (matches(el)) return el
  return undefined
}

/** The value of an attribute (names are lower case in HTML), or undefined when absent. */
export function attr(el, name) {
  return el.attrs?.find((a) => a.name === name)?.value
}

export const hasAttr = (el, name) => attr(el, name) !== undefined

/** The text of an element and its descendants, as the DOM's textContent gives it. */
export function text(node) {
  if (node.nodeName === '#text') return node.value
  return childrenOf(node)
    .map((child) => (child.nodeName === '#comment' ? '' : text(child)))
    .join('')
}

/** The nearest ancestor (or the element itself) that satisfies `test`. */
export function closest(el, test) {
  for (let node = el; node && node.nodeName !== '#document'; node = node.parentNode) if (node.tagName && test(node)) return node
  return undefined
}

/** The language of an element: its own `lang`, or the nearest ancestor's. */
export const langOf = (el) => {
  const owner = closest(el, (node) => hasAttr(node, 'lang'))
  return owner ? attr(owner, 'lang') : undefined
}

/** A short description of an element for error messages: `<a href="/x">`, `<h1>`, `<script src="…">`. */
export function describe(el) {
  const shown = ['id', 'href', 'src', 'rel', 'name', 'property', 'hreflang', 'type', 'data-src']
  const attrs = (el.attrs ?? [])
    .filter((a) => shown.includes(a.name))
    .map((a) => ` ${a.name}="${a.value.length > 80 ? `${a.value.slice(0, 77)}…` : a.value}"`)
    .join('')
  return `<${el.tagName}${attrs}>`
}

/** Start and end offsets of the whole element (tags included) in the parsed text. */
export function outerRange(el) {
  const loc = el.sourceCodeLocation
  if (!loc) throw new Error(`${describe(el)} has no source location (parsed without sourceCodeLocationInfo, or created by the parser)`)
  return { start: loc.startOffset, end: loc.endOffset }
}

/**
 * Applies edits `{ start, end, text }` (offsets into `html`) and returns the new text. Edits must not overlap; the
 * rest of the document is left exactly as it was.
 */
export function applyEdits(html, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start)
  let result = ''
  let at = 0
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping HTML edits at offset ${edit.start}`)
    result += html.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return result + html.slice(at)
}

const ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }
/** An attribute value, escaped for a double-quoted attribute. */
export const escapeAttr = (value) => String(value).replace(/[&"<>]/g, (c) => ESCAPES[c])
