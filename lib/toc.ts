// The table of contents of an MDX document: its h2 and h3, with the same ids rehype-slug gives them.
import GithubSlugger from 'github-slugger'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

export interface TocItem {
  id: string
  text: string
  depth: 2 | 3
}

export const TOC_MIN_DEPTH = 2
export const TOC_MAX_DEPTH = 3

export function extractToc(mdx: string): TocItem[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(mdx) as Root
  // Every heading takes a slug (so duplicates get -1, -2 exactly as on the page); only h2/h3 are listed.
  const slugger = new GithubSlugger()
  const items: TocItem[] = []
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node).trim()
    const id = slugger.slug(text)
    if (node.depth >= TOC_MIN_DEPTH && node.depth <= TOC_MAX_DEPTH) items.push({ id, text, depth: node.depth as 2 | 3 })
  })
  return items
}
