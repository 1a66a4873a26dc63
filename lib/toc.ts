// The table of contents of an MDX document: its h2 and h3, as the page shows them. It is read from the document's own
// compile (a rehype plugin placed after rehype-slug), so each id is the one the heading has on the page and each text
// the heading's, French typography included. Parsing the source a second time for it took a fifth of the content
// stage (docs/performance.md).
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'

export interface TocItem {
  id: string
  text: string
  depth: 2 | 3
}

export const TOC_MIN_DEPTH = 2
export const TOC_MAX_DEPTH = 3

const DEPTHS: Record<string, TocItem['depth']> = { h2: 2, h3: 3 }

/** The h2 and h3 of a compiled document, in order, with the ids rehype-slug gave them. */
export function tocOf(tree: Root): TocItem[] {
  const items: TocItem[] = []
  visit(tree, 'element', (node: Element) => {
    const depth = DEPTHS[node.tagName]
    if (depth) items.push({ id: String(node.properties.id ?? ''), text: toString(node).trim(), depth })
  })
  return items
}

/**
 * A rehype plugin, to run after rehype-slug: hands each compiled file's table of contents to `collect`, with the file
 * (whose data tells which document it is).
 */
export const rehypeCollectToc = (collect: (items: TocItem[], file: VFile) => void) => () => (tree: Root, file: VFile) => {
  // Nothing returned: a transformer's return value would replace the tree.
  collect(tocOf(tree), file)
}
