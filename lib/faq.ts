// The FAQ page (/docs/intro) as question/answer pairs for FAQPage JSON-LD: every h3 that ends with a
// question mark is a question; the text up to the next heading is its answer, as the page shows it (the support
// address of <SupportEmail />, which has no text of its own in the MDX, included).
import type { Content, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

export interface FaqOptions {
  /** What <SupportEmail /> shows: the support address. */
  supportEmail: string
}

export interface FaqEntry {
  question: string
  answer: string
}

/** A block as plain text: list items are kept apart, whitespace folded. */
function plainText(node: Content): string {
  const text = node.type === 'list' ? node.children.map((item) => toString(item)).join(' ') : toString(node)
  return text.replace(/\s+/g, ' ').trim()
}

export function extractFaq(mdx: string, { supportEmail }: FaqOptions): FaqEntry[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(mdx) as Root
  visit(tree, (node, index, parent) => {
    if (
      (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
      node.name === 'SupportEmail' &&
      parent &&
      index !== undefined
    ) {
      parent.children.splice(index, 1, { type: 'text', value: supportEmail })
    }
  })
  const entries: FaqEntry[] = []
  let current: { question: string; parts: Content[] } | null = null
  const flush = () => {
    if (current) {
      const answer = current.parts
        .map((node) => plainText(node))
        .filter(Boolean)
        .join('\n\n')
      if (answer) entries.push({ question: current.question, answer })
    }
    current = null
  }
  for (const node of tree.children) {
    if (node.type === 'heading') {
      flush()
      const text = toString(node).trim()
      if (node.depth === 3 && /[?？]$/.test(text)) current = { question: text, parts: [] }
    } else if (current) {
      current.parts.push(node)
    }
  }
  flush()
  return entries
}
