// Reading and editing exported HTML with a real parser (parse5, the WHATWG algorithm browsers follow), never with
// regular expressions: an attribute added, reordered or quoted differently by a new Next.js or React release must not
// change what a build step or a test sees. Edits are spliced into the original text at the offsets the parser reports,
// so everything else in the file stays byte for byte as Next wrote it.
import fs from 'node:fs'
import path from 'node:path'
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from 'parse5'

export type Document = DefaultTreeAdapterTypes.Document
export type Element = DefaultTreeAdapterTypes.Element
export type Node = DefaultTreeAdapterTypes.Node
export type ParentNode = DefaultTreeAdapterTypes.ParentNode
export type TextNode = DefaultTreeAdapterTypes.TextNode
export type ElementTest = string | ((el: Element) => boolean)
/** Replace the text from `start` to `end` (offsets into the parsed text) with `text`. */
export interface Edit {
  start: number
  end: number
  text: string
}

/** The UTF-8 byte order mark that scripts/steps/finish-pages.ts puts at the start of every page. */
export const BOM = '\ufeff'

/** The text without its byte order mark, if any (a browser's decoder drops it; a parser given it would not). */
export const withoutBom = (html: string) => (html.startsWith(BOM) ? html.slice(BOM.length) : html)

/**
 * Parses a whole document, as a browser does once it has decoded the bytes (a leading byte order mark is dropped),
 * to edit it: every node carries `sourceCodeLocation`, offsets into the text without its byte order mark.
 */
export function parseHtml(html: string): Document {
  return parse(withoutBom(html), { sourceCodeLocationInfo: true })
}

/** Parses a whole document to read it only: the same tree as parseHtml, without source offsets (a third faster). */
export function readHtml(html: string): Document {
  return parse(withoutBom(html))
}

/** Thrown from within parse5 to stop it once the element sought is complete (parseUntil). */
class ElementClosed extends Error {
  constructor(readonly element: Element) {
    super('parseUntil: the element sought is complete')
  }
}

/**
 * Parses a document only as far as the end of the first element that satisfies `test` (tested once it is complete):
 * parse5 stops there, so what follows is never read. The tree up to that point is the one a whole parse gives, and
 * that element and its content are complete. When no element satisfies `test`, the whole document is parsed and
 * `element` is undefined. No source offsets.
 */
export function parseUntil(html: string, test: (el: Element) => boolean): { document: Document; element: Element | undefined } {
  // The tree adapter's hook is called as each element leaves the stack of open elements: its content is all parsed.
  const treeAdapter = {
    ...defaultTreeAdapter,
    onItemPop(el: Element) {
      if (test(el)) throw new ElementClosed(el)
    },
  }
  try {
    const document = parse(withoutBom(html), { treeAdapter })
    // An element still open when the document ended is complete too, though parse5 never pops it.
    return { document, element: find(document, test) }
  } catch (error) {
    if (!(error instanceof ElementClosed)) throw error
    let node: ParentNode = error.element
    while ('parentNode' in node && node.parentNode) node = node.parentNode
    if (node.nodeName !== '#document') throw new Error(`parseUntil: ${describe(error.element)} is not in the document`)
    return { document: node as Document, element: error.element }
  }
}

/** The child nodes of a node, a <template>'s content included. */
const childrenOf = (node: Node): Node[] =>
  node.nodeName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : 'childNodes' in node ? node.childNodes : []

const isElement = (node: Node): node is Element => 'tagName' in node

/** Every element below `root`, in document order. */
export function* elements(root: Node): Generator<Element> {
  for (const child of childrenOf(root)) {
    if (isElement(child)) yield child
    yield* elements(child)
  }
}

const matcher = (test: ElementTest) => (typeof test === 'string' ? (el: Element) => el.tagName === test : test)

/** The elements below `root` that satisfy `test` (a tag name, or a predicate). */
export const findAll = (root: Node, test: ElementTest): Element[] => [...elements(root)].filter(matcher(test))

/** The first element below `root` that satisfies `test`, or undefined. */
export function find(root: Node, test: ElementTest): Element | undefined {
  const matches = matcher(test)
  for (const el of elements(root)) if (matches(el)) return el
  return undefined
}

/** The value of an attribute (names are lower case in HTML), or undefined when absent. */
export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value
}

export const hasAttr = (el: Element, name: string) => attr(el, name) !== undefined

/** A `<script>` whose code is in the page (no `src`). */
export const isInlineScript = (el: Element) => el.tagName === 'script' && !hasAttr(el, 'src')

/** The text of an element and its descendants, as the DOM's textContent gives it. */
export function text(node: Node): string {
  if (node.nodeName === '#text') return (node as TextNode).value
  return childrenOf(node)
    .map((child) => (child.nodeName === '#comment' ? '' : text(child)))
    .join('')
}

/** Text with its runs of HTML white space made one space, trimmed: what a reader sees of it. */
export const collapse = (value: string) => value.replace(/[ \t\n\r\f]+/g, ' ').trim()

/** The nearest ancestor (or the element itself) that satisfies `test`. */
export function closest(el: Element, test: (el: Element) => boolean): Element | undefined {
  for (let node: ParentNode | null = el; node && isElement(node); node = node.parentNode) if (test(node)) return node
  return undefined
}

/** The language of an element: its own `lang`, or the nearest ancestor's. */
export const langOf = (el: Element): string | undefined => {
  const owner = closest(el, (node) => hasAttr(node, 'lang'))
  return owner ? attr(owner, 'lang') : undefined
}

/** A short description of an element for error messages: `<a href="/x">`, `<h1>`, `<script src="…">`. */
export function describe(el: Element): string {
  const shown = ['id', 'href', 'src', 'rel', 'name', 'property', 'hreflang', 'type', 'data-src']
  const attrs = el.attrs
    .filter((a) => shown.includes(a.name))
    .map((a) => ` ${a.name}="${a.value.length > 80 ? `${a.value.slice(0, 77)}…` : a.value}"`)
    .join('')
  return `<${el.tagName}${attrs}>`
}

/** Start and end offsets of the whole element (tags included) in the parsed text. */
export function outerRange(el: Element): { start: number; end: number } {
  const loc = el.sourceCodeLocation
  if (!loc) throw new Error(`${describe(el)} has no source location (parsed without sourceCodeLocationInfo, or created by the parser)`)
  return { start: loc.startOffset, end: loc.endOffset }
}

/**
 * Applies edits `{ start, end, text }` (offsets into `html`) and returns the new text. Edits must not overlap; the
 * rest of the document is left exactly as it was.
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  // At one offset, an insertion goes before a replacement that starts there.
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start))
  let result = ''
  let at = 0
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping HTML edits at offset ${edit.start}`)
    result += html.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return result + html.slice(at)
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }
/** An attribute value, escaped for a double-quoted attribute. */
export const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => ESCAPES[c])

/**
 * Every `.html` file under outDir, apart from those in the top-level folders named in `skip` (Next's `_next` by
 * default): paths relative to outDir with `/` separators, sorted, so the same export always gives the same order (and
 * so the same output files).
 */
export function htmlFiles(outDir: string, skip = ['_next']): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(dir === outDir && skip.includes(entry.name))) walk(full)
      } else if (entry.name.endsWith('.html')) files.push(path.relative(outDir, full).split(path.sep).join('/'))
    }
  }
  walk(outDir)
  return files.sort()
}
