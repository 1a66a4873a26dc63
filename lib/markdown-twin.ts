// The Markdown twins of the site's pages, for AI assistants: every help page, post and comparison page has a plain
// CommonMark + GFM copy at its URL plus `.md` (`/docs/intro` → `/docs/intro.md`), also gathered in /llms-full.txt
// (lib/llms-txt.ts). Pure functions: the build reads the content and writes the files.
//
// A twin's layout (markdownPage), fixed so that tools can read it:
//
//     # <title>
//
//     > <description, on one line>
//
//     Source: <https://www.track-crm.app/docs/intro>
//
//     Last updated: 2026-03-01
//
//     <body>
//
// - The title is the page's h1; the description is its one-sentence summary (help pages and posts: the front
//   matter's; comparison pages: the tagline under the h1). Both are written as given: the build passes them as the
//   page shows them (French typeset). A missing description leaves out its line and the blank line after it.
// - `Source:` is the canonical URL of the HTML page. `Last updated:` is a `YYYY-MM-DD` day, left out (with its blank
//   line) when nobody can tell (lib/page-dates.ts).
// - The body's headings are the page's own, `##` and `###` (content/README.md), so a twin's one h1 is its first line.
//   Thematic breaks are written `***`, never `---`: a line `---` separates pages in /llms-full.txt.
// - Every link and image is absolute: site paths and `#anchors` point to the HTML pages, where the anchors exist.
// - No HTML and no JSX: `<Callout>` becomes a blockquote whose first paragraph is its title in bold, `<SupportEmail />`
//   a mailto link; any other component stops the build, naming it, rather than losing what it shows.
import type {
  Blockquote,
  Heading,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast'
import type { Element as HtmlElement, ElementContent as HtmlContent, Root as HtmlRoot } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toMdast } from 'hast-util-to-mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify'
import { unified } from 'unified'
import type { CalloutType } from '@/components/mdx/callout'
import { type Competitor, criteria } from '@/content/competitors'
import { formatCheckedOn, promoPath } from '@/lib/competitors'
import { typeset } from '@/lib/french-typography'
import { type Locale, localePath } from '@/lib/i18n'
import { typesetFrenchTree } from '@/lib/remark-french-typography'

export type { CalloutType }

export interface TwinOptions {
  locale: Locale
  /** The site's origin, without a trailing slash: `https://www.track-crm.app` */
  siteUrl: string
  /** The page's own path, locale prefix included (`/fr/docs/intro`): a link to `#an-anchor` alone points there. */
  pagePath: string
  /** The support address `<SupportEmail />` writes */
  supportEmail: string
  /** A callout's title when it has none, by type: the `Mdx` namespace's `note`, `tip` and `warning` */
  calloutTitles: Record<CalloutType, string>
}

/** `SupportEmail` and `Callout` are the only components content/README.md allows. */
const CALLOUT = 'Callout'
const SUPPORT_EMAIL = 'SupportEmail'
const CALLOUT_ATTRIBUTES = ['type', 'title']

const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  listItemIndent: 'one',
  // `***` so that a line `---` only ever separates pages in /llms-full.txt.
  rule: '*',
  fences: true,
  // `[text](url)` everywhere, including `[support@…](mailto:support@…)`: `<…>` autolinks look like HTML to some readers.
  resourceLink: true,
}
// Cells padded to align columns cost tokens and say nothing more.
const GFM_OPTIONS = { tablePipeAlign: false }

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)
// Markdown without MDX: used for message strings (comparison pages), where `{` and `<` mean nothing special.
const markdownParser = unified().use(remarkParse).use(remarkGfm)
const bodyStringifier = unified().use(remarkGfm, GFM_OPTIONS).use(remarkStringify, STRINGIFY_OPTIONS)
// The header's source line reads better as an autolink `<https://…>` than as `[https://…](https://…)`.
const headerStringifier = unified()
  .use(remarkGfm, GFM_OPTIONS)
  .use(remarkStringify, { ...STRINGIFY_OPTIONS, resourceLink: false })

const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/

/** The MDX source without its YAML front matter, if it has one. */
export function stripFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '')
}

/** Where in the source a node starts, for error messages. */
const at = (node: { position?: { start: { line: number } } }) => (node.position ? ` (line ${node.position.start.line})` : '')

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

/** A link or image target made absolute: site paths on the site's origin, `#anchor` and `?query` on the page itself. */
export function absoluteUrl(href: string, pageUrl: string): string {
  if (HAS_SCHEME.test(href)) return href
  const page = new URL(pageUrl)
  if (href.startsWith('//')) return `${page.protocol}${href}`
  // Kept as the writer typed them (accents in anchors stay readable), only the origin or page prepended.
  if (href.startsWith('/')) return `${page.origin}${href}`
  if (href.startsWith('#')) return `${page.origin}${page.pathname}${page.search}${href}`
  if (href.startsWith('?')) return `${page.origin}${page.pathname}${href}`
  return new URL(href, pageUrl).href
}

const pageUrlOf = ({ siteUrl, pagePath }: Pick<TwinOptions, 'siteUrl' | 'pagePath'>) => {
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`siteUrl must be an origin without a trailing slash, got "${siteUrl}"`)
  if (!pagePath.startsWith('/')) throw new Error(`pagePath must start with "/", got "${pagePath}"`)
  return `${siteUrl}${pagePath}`
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement
type AnyParent = { children: RootContent[] }

const isJsx = (node: RootContent): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
const isBlank = (node: RootContent) => node.type === 'text' && !node.value.trim()

/** A JSX attribute's value, which must be a plain string: `{…}` expressions cannot be read without running the page. */
function stringAttribute(element: JsxElement, name: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') throw new Error(`<${element.name}> has a {…} spread attribute${at(element)}`)
    if (!CALLOUT_ATTRIBUTES.includes(attribute.name)) {
      throw new Error(`<${element.name}> has an unknown attribute "${attribute.name}"${at(element)}`)
    }
    if (attribute.name !== name) continue
    if (typeof attribute.value !== 'string') throw new Error(`<${element.name} ${name}> must be a plain string${at(element)}`)
    return attribute.value
  }
  return undefined
}

const text = (value: string): Text => ({ type: 'text', value })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })

/** `<Callout type="tip" title="Good to know">…</Callout>` → `> **Good to know**` then its content, quoted. */
function calloutToBlockquote(element: JsxElement, content: RootContent[], options: TwinOptions): Blockquote {
  const type = stringAttribute(element, 'type') ?? 'info'
  if (!Object.hasOwn(options.calloutTitles, type)) {
    throw new Error(`<Callout type="${type}"> is not a callout type (${Object.keys(options.calloutTitles).join(', ')})${at(element)}`)
  }
  const title = stringAttribute(element, 'title') ?? options.calloutTitles[type as CalloutType]
  const titleParagraph = paragraph([{ type: 'strong', children: [text(title)] }])
  return { type: 'blockquote', children: [titleParagraph, ...content] as Blockquote['children'] }
}

const supportEmailLink = (email: string): Link => ({ type: 'link', url: `mailto:${email}`, children: [text(email)] })

/** One node of the MDX tree as plain Markdown nodes (JSX converted, links absolute), its children converted too. */
function convertNode(node: RootContent, options: TwinOptions, pageUrl: string): RootContent[] {
  if (isJsx(node)) {
    if (node.name === SUPPORT_EMAIL) {
      const link = supportEmailLink(options.supportEmail)
      return [node.type === 'mdxJsxFlowElement' ? paragraph([link]) : link]
    }
    if (node.name === CALLOUT && node.type === 'mdxJsxFlowElement') {
      return [calloutToBlockquote(node, convertChildren(node.children, options, pageUrl), options)]
    }
    if (node.name === CALLOUT) {
      throw new Error(`<Callout> inside a line of text${at(node)}: put it on lines of its own (content/README.md)`)
    }
    throw new Error(`Unknown MDX component <${node.name ?? ''}>${at(node)}: lib/markdown-twin.ts cannot write it as Markdown`)
  }
  switch (node.type) {
    case 'mdxjsEsm':
      throw new Error(`MDX import/export${at(node)}: a page cannot have code of its own (content/README.md)`)
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      throw new Error(`MDX expression {${node.value}}${at(node)}: write \\{ \\} for braces in text (content/README.md)`)
    case 'html':
      throw new Error(`HTML ${JSON.stringify(node.value)}${at(node)}: a twin has no HTML`)
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, pageUrl)
      break
    case 'paragraph': {
      // `<Callout>Text</Callout>` on one line parses as a paragraph holding it: the page shows a callout all the same.
      const content = node.children.filter((child) => !isBlank(child))
      const only = content.length === 1 ? content[0] : undefined
      if (only && isJsx(only) && only.name === CALLOUT) {
        return [calloutToBlockquote(only, [paragraph(convertChildren(only.children, options, pageUrl) as PhrasingContent[])], options)]
      }
      break
    }
  }
  if ('children' in node) {
    const parent = node as AnyParent
    parent.children = convertChildren(parent.children, options, pageUrl)
  }
  return [node]
}

function convertChildren(children: RootContent[], options: TwinOptions, pageUrl: string): RootContent[] {
  return children.flatMap((child) => convertNode(child, options, pageUrl))
}

/** A tree parsed from MDX or built here, made plain Markdown in place: JSX converted, links absolute, French typeset. */
function toPlainMarkdownTree(tree: Root, options: TwinOptions): Root {
  tree.children = convertChildren(tree.children, options, pageUrlOf(options))
  // After the conversion, so callout titles (attributes in MDX, text now) are typeset as the page typesets them.
  if (options.locale === 'fr') typesetFrenchTree(tree)
  return tree
}

const parseMdx = (mdx: string) => mdxParser.parse(stripFrontMatter(mdx)) as Root

/**
 * The body of a help page or post (MDX, front matter or not) as CommonMark + GFM: headings, lists, tables, emphasis
 * and code as written, callouts as blockquotes, every link absolute, French prose typeset. Throws on any component
 * other than `<Callout>` and `<SupportEmail />`, naming it. Ends with a newline; '' for an empty body.
 */
export function mdxToMarkdown(mdx: string, options: TwinOptions): string {
  const tree = toPlainMarkdownTree(parseMdx(mdx), options)
  return tree.children.length ? bodyStringifier.stringify(tree) : ''
}

// Pages made from messages and data files (the app page, the VAT calculator, the roadmap, the legal pages) --------

/** Elements a reader of the twin has no use for: controls, pictures drawn in markup, what only a browser shows. */
const SKIPPED_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'fieldset',
])
const skipped = (el: HtmlElement) => {
  const p = el.properties
  const classes = Array.isArray(p.className) ? p.className : []
  return (
    SKIPPED_ELEMENTS.has(el.tagName) ||
    p.hidden !== undefined ||
    p.ariaHidden === 'true' ||
    p.role === 'img' ||
    // An island that needs JavaScript (data-needs, lib/head-script.ts) and what stands in for it without.
    p.dataNeeds !== undefined ||
    p.dataNoScript !== undefined ||
    // A hint for screen readers ("opens another site"), which a Markdown link does not need.
    classes.includes('sr-only')
  )
}
const pruned = (children: HtmlContent[]): HtmlContent[] =>
  children.flatMap((child): HtmlContent[] => {
    if (child.type === 'comment') return []
    if (child.type !== 'element') return [child]
    if (skipped(child)) return []
    return [{ ...child, children: pruned(child.children) }]
  })

/**
 * The Markdown of a page's HTML `<main>`, as its reader sees it without the page's h1 (markdownPage writes the title):
 * headings, paragraphs, lists, tables and links (made absolute), without controls, drawings, screen-reader hints or
 * what needs JavaScript. For the pages whose text comes from messages and data files, laid out by their page.
 */
export function htmlToMarkdown(html: string, options: Pick<TwinOptions, 'siteUrl' | 'pagePath'>): string {
  const pageUrl = pageUrlOf(options)
  const main = findMain(fromHtml(html))
  if (!main) throw new Error(`${options.pagePath}: the page has no <main> to make its Markdown twin from`)
  const h1s = countH1(main)
  if (h1s !== 1) throw new Error(`${options.pagePath}: the page's <main> has ${h1s} h1, its twin's title needs exactly one`)
  const content: HtmlRoot = { type: 'root', children: pruned(main.children) }
  dropH1(content)
  const tree = toMdast(content) as Root
  const absolute = (node: Root | RootContent) => {
    if (node.type === 'link' || node.type === 'image') node.url = absoluteUrl(node.url, pageUrl)
    if ('children' in node) for (const child of node.children as RootContent[]) absolute(child)
  }
  absolute(tree)
  return tree.children.length ? bodyStringifier.stringify(tree) : ''
}

function findMain(node: HtmlRoot | HtmlElement): HtmlElement | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'main') return child
    const found = findMain(child)
    if (found) return found
  }
  return undefined
}
const countH1 = (node: HtmlRoot | HtmlElement): number =>
  node.children.reduce((n, c) => n + (c.type === 'element' ? (c.tagName === 'h1' ? 1 : 0) + countH1(c) : 0), 0)
function dropH1(node: HtmlRoot | HtmlElement) {
  node.children = node.children.filter((c) => !(c.type === 'element' && c.tagName === 'h1'))
  for (const c of node.children) if (c.type === 'element') dropH1(c)
}

export interface MarkdownPageInput {
  title: string
  /** One or two sentences; line breaks are folded, the twin shows it on one line. '' leaves the line out. */
  description: string
  /** The canonical URL of the HTML page */
  url: string
  /** When the page last changed: `YYYY-MM-DD` or a longer ISO date (only the day is written), or a Date */
  lastModified?: string | Date
  /** The body: mdxToMarkdown's result */
  body: string
}

// Only ASCII white space: `\s` would also fold the no-break spaces of French typography.
const oneLine = (value: string) => value.replace(/[ \t\r\n\f\v]+/g, ' ').replace(/^ | $/g, '')

function dayOf(date: string | Date): string {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) throw new Error('lastModified is an invalid Date')
    return date.toISOString().slice(0, 10)
  }
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0]
  if (!day) throw new Error(`lastModified "${date}" is not a YYYY-MM-DD date`)
  return day
}

/** The whole twin of a page: title, description, source URL and date, then the body (layout in the header comment). */
export function markdownPage({ title, description, url, lastModified, body }: MarkdownPageInput): string {
  if (!oneLine(title)) throw new Error(`A twin needs a title (${url})`)
  if (!/^https?:\/\//.test(url)) throw new Error(`A twin's source URL must be absolute, got "${url}"`)
  const header: RootContent[] = [{ type: 'heading', depth: 1, children: [text(oneLine(title))] }]
  if (oneLine(description)) header.push({ type: 'blockquote', children: [paragraph([text(oneLine(description))])] })
  header.push(paragraph([text('Source: '), { type: 'link', url, children: [text(url)] }]))
  if (lastModified !== undefined && lastModified !== '') header.push(paragraph([text(`Last updated: ${dayOf(lastModified)}`)]))
  const headerMarkdown = headerStringifier.stringify({ type: 'root', children: header })
  const bodyMarkdown = body.trim()
  return bodyMarkdown ? `${headerMarkdown}\n${bodyMarkdown}\n` : headerMarkdown
}

// Comparison pages ------------------------------------------------------------------------------------------------

/** Values of a message: plain values, and a function per tag of a rich message (`<b>…</b>`) that gets its text. */
export type MessageValues = Record<string, string | ((chunks: string) => string)>

/**
 * A message of the `Promo` namespace by key (`criteria.offline`), formatted with its values, tags included: next-intl's
 * `t.markup` (`createTranslator({ locale, messages, namespace: 'Promo' }).markup`), or any lookup that does the same.
 */
export type Translate = (key: string, values?: MessageValues) => string

export interface ComparisonTwinOptions extends Omit<TwinOptions, 'pagePath'> {
  competitor: Competitor
  /** The `Promo` messages in the twin's locale */
  t: Translate
  lastModified?: string | Date
}

/** The comparison page's own steps link here, as on the page (app/[locale]/(promo)/[promoSlug]/page.tsx). */
const IMPORT_HELP = '/docs/manage-contacts/add-a-contact-import'
const MOVE_STEPS = ['export', 'import', 'deals', 'close'] as const
const SOURCES_ANCHOR = '#sources'

// Any ASCII punctuation may be backslash-escaped in CommonMark: a name put into a rich message stays literal text.
const escapeMarkdown = (value: string) => value.replace(/[!-/:-@[-`{-~]/g, '\\$&')

/**
 * The Markdown of one comparison page, section by section as the page shows them: heading and tagline, who the
 * competitor suits, the table (a `null` cell says "Not stated here" and links to the sources, as on the page) with the
 * "checked on" line under it, paying less, moving to Track with the steps to bring contacts over, Track's offer when
 * there is one, and the sources with what each backs up. The page's call to download the app and its links to the
 * other comparisons are navigation, left out like the site's menus.
 */
export function comparisonMarkdown({ competitor, t, lastModified, ...options }: ComparisonTwinOptions): string {
  const { locale } = options
  const name = competitor.name
  const pagePath = localePath(locale, promoPath(competitor.id))
  const twinOptions: TwinOptions = { ...options, pagePath }

  /** A rich message (tags, as the page's `t.rich`) as phrasing: its Markdown parsed, the values kept literal. */
  const rich = (key: string, values: Record<string, string> = {}): PhrasingContent[] => {
    const escaped = Object.fromEntries(Object.entries({ name, ...values }).map(([k, v]) => [k, escapeMarkdown(v)]))
    const markdown = t(key, {
      ...escaped,
      b: (chunks) => `**${chunks}**`,
      link: (chunks) => `[${chunks}](${localePath(locale, IMPORT_HELP)})`,
      sources: (chunks) => `[${chunks}](${SOURCES_ANCHOR})`,
    })
    const blocks = (markdownParser.parse(markdown) as Root).children
    if (blocks.length !== 1 || blocks[0].type !== 'paragraph') throw new Error(`Message Promo.${key} is not one paragraph: ${markdown}`)
    return blocks[0].children
  }
  const message = (key: string) => t(key, { name })
  const heading = (depth: 2 | 3, value: string): Heading => ({ type: 'heading', depth, children: [text(value)] })
  const markdownField = (value: string) => parseMdx(value).children
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) })

  const table: Table = {
    type: 'table',
    align: [null, null, null],
    children: [
      row([[text(message('criterion'))], [text(name)], [text('Track')]]),
      ...criteria.map((criterion) => {
        const value = competitor.comparison[criterion]
        const competitorCell: PhrasingContent[] = value
          ? [text(value[locale])]
          : [{ type: 'link', url: SOURCES_ANCHOR, children: [text(message('notStated'))] }]
        return row([[text(message(`criteria.${criterion}`))], competitorCell, [text(message(`track.${criterion}`))]])
      }),
    ],
  }
  const checkLine = competitor.checkedOn ? rich('checkedOn', { date: formatCheckedOn(competitor.checkedOn, locale) }) : rich('notChecked')
  const moveSteps: List = {
    type: 'list',
    ordered: true,
    start: 1,
    spread: false,
    children: MOVE_STEPS.map((step): ListItem => ({ type: 'listItem', spread: false, children: [paragraph(rich(`moveSteps.${step}`))] })),
  }
  const offer: RootContent[] = competitor.offer
    ? [
        heading(2, message('offerTitle')),
        paragraph([text(competitor.offer.benefit[locale])]),
        paragraph([text(`${message('codeLabel')} `), { type: 'inlineCode', value: competitor.offer.code }]),
        paragraph([text(message('offerNote'))]),
      ]
    : []
  const sources: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: competitor.sources.map((source): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph([{ type: 'link', url: source.url, children: [text(source.about[locale])] }])],
    })),
  }

  const tree: Root = {
    type: 'root',
    children: [
      heading(2, message('suitsTitle')),
      ...markdownField(competitor.suits[locale]),
      heading(2, message('compareTitle')),
      table,
      paragraph(checkLine),
      heading(2, message('savingTitle')),
      paragraph([text(message('noCode'))]),
      ...markdownField(competitor.saving[locale]),
      heading(2, message('switchingTitle')),
      ...markdownField(competitor.switching[locale]),
      heading(3, message('moveTitle')),
      moveSteps,
      ...offer,
      heading(2, message('sourcesTitle')),
      paragraph([text(message('sourcesIntro'))]),
      sources,
    ],
  }
  const body = bodyStringifier.stringify(toPlainMarkdownTree(tree, twinOptions))
  return markdownPage({
    title: typeset(locale, message('heading')),
    description: typeset(locale, competitor.tagline[locale]),
    url: pageUrlOf(twinOptions),
    lastModified,
    body,
  })
}
