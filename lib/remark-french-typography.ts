// The MDX step of French typography (lib/french-typography.ts): in a French page (content/docs/fr/…,
// content/blog/fr/…), the prose's spaces and apostrophes are set as French wants (lib/french-typography.ts says which).
// Prose is the text, the components' attributes a reader sees (a Callout's `title`) and images' alternative text.
// Code (inline or fenced), link targets, other attributes and anything inside an element marked `lang="en"` keep what
// the writer typed; so does the text of a bare URL. contentlayer.config.ts runs it on every page.
import type { Link, Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Plugin } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import { typesetFrench } from './french-typography'

/** `docs/fr/intro`, `content/blog/fr/x.mdx` → French. */
export const isFrenchContent = (path: string) => /(^|\/)(docs|blog)\/fr\//.test(path)

const isJsx = (node: { type: string }): node is MdxJsxFlowElement | MdxJsxTextElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/** An element whose text is in another language than the page (`<span lang="en">`). */
const inAnotherLanguage = (node: MdxJsxFlowElement | MdxJsxTextElement) =>
  node.attributes.some(
    (a) => a.type === 'mdxJsxAttribute' && a.name === 'lang' && typeof a.value === 'string' && !/^fr(-|$)/i.test(a.value),
  )

/** A link written as a bare URL (`https://…`): its text is the URL itself. */
const isBareUrl = (node: Link) => node.children.length === 1 && node.children[0].type === 'text' && node.children[0].value === node.url

/** The attributes of a component that a reader sees as prose (`<Callout title="…">`). */
export const PROSE_ATTRIBUTES = ['title']

/** Typesets the text of a French MDX page; other pages are left alone. */
export function typesetFrenchTree(tree: Root) {
  visit(tree, (node) => {
    if (isJsx(node)) {
      if (inAnotherLanguage(node)) return SKIP
      for (const a of node.attributes) {
        if (a.type === 'mdxJsxAttribute' && PROSE_ATTRIBUTES.includes(a.name) && typeof a.value === 'string')
          a.value = typesetFrench(a.value)
      }
    }
    if (node.type === 'link' && isBareUrl(node)) return SKIP
    if (node.type === 'text') node.value = typesetFrench(node.value)
    if (node.type === 'image' && node.alt) node.alt = typesetFrench(node.alt)
  })
}

/** The plugin. Contentlayer puts the file's path (`docs/fr/intro`) in the file's data; elsewhere, its own path. */
const remarkFrenchTypography: Plugin<[], Root> = () => (tree, file) => {
  const data = file.data as { rawDocumentData?: { flattenedPath?: string } }
  if (isFrenchContent(data.rawDocumentData?.flattenedPath ?? file.path ?? '')) typesetFrenchTree(tree)
}
export default remarkFrenchTypography
