import type { DefaultTreeAdapterTypes } from 'parse5'

export type Document = DefaultTreeAdapterTypes.Document
export type Element = DefaultTreeAdapterTypes.Element
export type Node = DefaultTreeAdapterTypes.Node
export type ElementTest = string | ((el: Element) => boolean)
export interface Edit {
  start: number
  end: number
  text: string
}

/** The UTF-8 byte order mark that scripts/build/headers.mjs puts at the start of every page. */
export declare const BOM: string
/** The text without its byte order mark, if any. */
export declare function withoutBom(html: string): string
/** Parses a whole document (a leading byte order mark dropped) to edit it; `sourceCodeLocation` offsets are into the text without it. */
export declare function parseHtml(html: string): Document
/** Parses a whole document to read it only: the same tree without source offsets (faster). */
export declare function readHtml(html: string): Document
/** Every element below `root`, in document order (a <template>'s content included). */
export declare function elements(root: Node): Generator<Element>
/** The elements below `root` that satisfy `test` (a tag name, or a predicate). */
export declare function findAll(root: Node, test: ElementTest): Element[]
/** The first element below `root` that satisfies `test`, or undefined. */
export declare function find(root: Node, test: ElementTest): Element | undefined
/** The value of an attribute, or undefined when absent. */
export declare function attr(el: Element, name: string): string | undefined
export declare function hasAttr(el: Element, name: string): boolean
/** The text of a node and its descendants, as the DOM's textContent gives it. */
export declare function text(node: Node): string
/** The nearest ancestor (or the element itself) that satisfies `test`. */
export declare function closest(el: Element, test: (el: Element) => boolean): Element | undefined
/** The language of an element: its own `lang`, or the nearest ancestor's. */
export declare function langOf(el: Element): string | undefined
/** A short description of an element for error messages: `<a href="/x">`. */
export declare function describe(el: Element): string
/** Start and end offsets of the whole element in the parsed text. */
export declare function outerRange(el: Element): { start: number; end: number }
/** Applies non-overlapping edits (offsets into `html`) and returns the new text. */
export declare function applyEdits(html: string, edits: Edit[]): string
/** An attribute value, escaped for a double-quoted attribute. */
export declare function escapeAttr(value: string): string
