// Post-build step: the version of the site for AI assistants (llmstxt.org). Every help page, post and comparison page
// gets its Markdown twin at its URL plus `.md` (/docs/intro.md, /fr/blog/how-to-negotiate.md), made from the same
// content as the page (lib/markdown-twin.ts); each language gets /llms.txt (/fr/llms.txt), the list of its twins with
// their one-line descriptions, and /llms-full.txt (/fr/llms-full.txt), every help page in full (lib/llms-txt.ts).
// Each page names its twin in <link rel="alternate" type="text/markdown"> (lib/metadata.ts).
//
// Read from Contentlayer's output (the MDX of each page), content/competitors.ts and messages/*.json; a page shown in
// a language it is not written in yet has the twin of its original, as the page shows its text. What the twins
// promise is checked by twinProblems(), in the build's last step (scripts/steps/verify.ts) and the static checks.
//
// Each twin is kept in .cache/markdown-twins/ (./step-cache.ts) under a hash of everything it is made from: its page's
// Contentlayer entry whole (the MDX source and front matter), or its competitor's data, or the page's HTML as Next
// wrote it; the language it is shown in and the site's address and support address; and this step's code (this file,
// every project file it imports, messages included, and the versions of the packages they use). A build after a
// one-page change makes that page's twins again and reads the others back; llms.txt and llms-full.txt are put
// together from the twins every build.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { createTranslator } from 'use-intl'
import { visit } from 'unist-util-visit'
import type { Competitor } from '@/content/competitors'
import { getCompetitors, promoPath } from '@/lib/competitors'
import { typeset, typesetMessages } from '@/lib/french-typography'
import { defaultLocale, type Locale, localePath, locales } from '@/lib/i18n'
import { type LlmsTxtEntry, llmsFullTxt, llmsTxt } from '@/lib/llms-txt'
import { comparisonMarkdown, htmlToMarkdown, markdownPage, mdxToMarkdown, stripFrontMatter } from '@/lib/markdown-twin'
import { site } from '@/lib/site'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import { attr, closest, collapse, type Document, type Element, find, findAll, readHtml, text } from './html'
import { CACHE_ROOT, codeHash, StepCache } from './step-cache'

const MESSAGES: Record<Locale, typeof en> = { en, fr: typesetMessages(fr) }
export const MARKDOWN_TYPE = 'text/markdown'

interface ContentItem {
  locale: string
  slug: string
  path: string
  title: string
  description: string
  lastModified: string
  draft?: boolean
  body: { raw: string }
  _raw: { sourceFilePath: string }
}
/** Contentlayer's output: every help page (Doc) or post (Post), as .contentlayer/generated holds it. */
export const generated = <T = ContentItem>(type: 'Doc' | 'Post', dir = '.contentlayer/generated'): T[] =>
  JSON.parse(fs.readFileSync(path.join(dir, type, '_index.json'), 'utf8'))

/** The twin's file for a page's URL path: `/docs/intro` → docs/intro.md, `/fr` would be fr.md. */
export const twinFile = (urlPath: string) => `${urlPath.replace(/^\//, '')}.md`

/** Each page of a kind as shown in a language: its translation, or its original while there is none. */
function shownIn(items: ContentItem[], locale: Locale): ContentItem[] {
  const slugs = [...new Set(items.map((item) => item.slug))]
  return slugs.map(
    (slug) =>
      items.find((i) => i.slug === slug && i.locale === locale) ?? items.find((i) => i.slug === slug && i.locale === defaultLocale)!,
  )
}

const calloutTitles = (locale: Locale) => {
  const { note, tip, warning } = MESSAGES[locale].Mdx
  return { info: note, tip, warning }
}

interface Twin {
  urlPath: string
  title: string
  description: string
  markdown: string
}

/** What a twin shows of the site: part of every twin's cache key, so that a build for another address makes them again. */
interface SiteValues {
  url: string
  supportEmail: string
}

/**
 * Each twin is read from the cache, or made: `make` reads nothing but its arguments, and the cache key is those
 * arguments whole (plus the step's code).
 */
const cached = <Input>(cache: StepCache, kind: string, input: Input, make: (input: Input) => Twin): Twin =>
  cache.get({ kind, input }, () => make(input))

function contentTwin({ item, locale, site }: { item: ContentItem; locale: Locale; site: SiteValues }): Twin {
  const textLocale = item.locale as Locale
  const urlPath = localePath(locale, item.path)
  const title = typeset(textLocale, item.title)
  const description = typeset(textLocale, item.description)
  let body: string
  try {
    body = mdxToMarkdown(stripFrontMatter(item.body.raw), {
      locale: textLocale,
      siteUrl: site.url,
      pagePath: urlPath,
      supportEmail: site.supportEmail,
      calloutTitles: calloutTitles(textLocale),
    })
  } catch (error) {
    throw new Error(`markdown: content/${item._raw.sourceFilePath}: ${(error as Error).message}`, { cause: error })
  }
  // The canonical page: the original, while the text is not translated.
  const url = `${site.url}${localePath(textLocale, item.path)}`
  return { urlPath, title, description, markdown: markdownPage({ title, description, url, lastModified: item.lastModified, body }) }
}

function comparisonTwin({ competitor, locale, site }: { competitor: Competitor; locale: Locale; site: SiteValues }): Twin {
  const translator = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Promo' })
  const t = (key: string, values?: Parameters<typeof translator.markup>[1]) =>
    translator.markup(key as Parameters<typeof translator.markup>[0], values)
  return {
    urlPath: localePath(locale, promoPath(competitor.id)),
    title: t('heading', { name: competitor.name }),
    description: competitor.description[locale],
    markdown: comparisonMarkdown({
      competitor,
      t,
      locale,
      siteUrl: site.url,
      supportEmail: site.supportEmail,
      calloutTitles: calloutTitles(locale),
    }),
  }
}

/**
 * The pages whose text comes from messages and data files, laid out by their page (app/[locale]/…): their twin is
 * made from the page's HTML as Next wrote it (lib/markdown-twin.ts, htmlToMarkdown). Each declares its twin with
 * createMetadata({ markdown: true }).
 */
export const PAGES_TWINNED_FROM_HTML = ['/app', '/vat-calculator', '/roadmap', '/privacy', '/terms']

/** The twin of a page of PAGES_TWINNED_FROM_HTML, from its HTML as Next wrote it. */
function htmlTwin({ urlPath, html, site }: { urlPath: string; html: string; site: SiteValues }): Twin {
  const doc = readHtml(html)
  const h1 = find(doc, 'h1')
  const description = find(doc, (el) => el.tagName === 'meta' && attr(el, 'name') === 'description')
  if (!h1) throw new Error(`markdown: ${urlPath} has no h1 to title its twin`)
  const title = collapse(text(h1))
  const body = htmlToMarkdown(html, { siteUrl: site.url, pagePath: urlPath })
  const markdown = markdownPage({
    title,
    description: (description && attr(description, 'content')) ?? '',
    url: `${site.url}${urlPath}`,
    body,
  })
  return { urlPath, title, description: (description && attr(description, 'content')) ?? '', markdown }
}

const entry = (twin: Twin): LlmsTxtEntry => ({
  title: twin.title,
  url: `${site.url}/${twinFile(twin.urlPath)}`,
  description: twin.description,
})

export const CACHE_DIR = path.join(CACHE_ROOT, 'markdown-twins')

/** The hash of this step's code (./step-cache.ts, codeHash): this file, what it imports, the packages they use. */
export const CODE = codeHash([fileURLToPath(import.meta.url)])

/**
 * `options` are for tests: where Contentlayer's output is, the cache's folder, and the hash that stands for this
 * step's code.
 */
export async function run(
  outDir: string,
  { generatedDir, cacheDir = CACHE_DIR, code = CODE }: { generatedDir?: string; cacheDir?: string; code?: string } = {},
): Promise<string> {
  const docs = generated('Doc', generatedDir)
  const posts = generated('Post', generatedDir).filter((post) => !post.draft)
  const cache = new StepCache(cacheDir, code)
  const siteValues: SiteValues = { url: site.url, supportEmail: site.supportEmail }
  let written = 0
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true })
    fs.writeFileSync(path.join(outDir, file), content)
    written++
  }
  for (const locale of locales) {
    const twins = (items: ContentItem[]) =>
      shownIn(items, locale).map((item) => cached(cache, 'content', { item, locale, site: siteValues }, contentTwin))
    const help = twins(docs)
    const blog = twins(posts).sort((a, b) => a.urlPath.localeCompare(b.urlPath))
    const comparisons = getCompetitors().map((competitor) =>
      cached(cache, 'comparison', { competitor, locale, site: siteValues }, comparisonTwin),
    )
    const about = PAGES_TWINNED_FROM_HTML.map((page) => {
      const urlPath = localePath(locale, page)
      const html = fs.readFileSync(path.join(outDir, `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`), 'utf8')
      return cached(cache, 'html', { urlPath, html, site: siteValues }, htmlTwin)
    })
    for (const twin of [...help, ...blog, ...comparisons, ...about]) write(twinFile(twin.urlPath), twin.markdown)

    const m = MESSAGES[locale].Llms
    // /llms.txt and /llms-full.txt in English, /fr/llms.txt and /fr/llms-full.txt in French.
    const file = (l: Locale, name: string) => localePath(l, `/${name}`).slice(1)
    const other = locales.find((l) => l !== locale)!
    const translator = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Llms' })
    const links = { other: `${site.url}/${file(other, 'llms.txt')}`, full: `${site.url}/${file(locale, 'llms-full.txt')}` }
    write(
      file(locale, 'llms.txt'),
      llmsTxt({
        siteName: site.name,
        summary: m.summary,
        details: translator('details', links),
        sections: [
          { title: m.help, entries: help.map(entry) },
          { title: m.comparisons, entries: comparisons.map(entry) },
          { title: m.blog, entries: blog.map(entry) },
          { title: m.about, entries: about.map(entry) },
        ],
      }),
    )
    write(file(locale, 'llms-full.txt'), llmsFullTxt({ siteName: site.name, summary: m.summary, pages: help.map((twin) => twin.markdown) }))
  }
  cache.prune()
  return `${written} files: the Markdown twin of every help page, post and comparison page, of ${PAGES_TWINNED_FROM_HTML.join(', ')}, llms.txt and llms-full.txt per language; twins ${cache.summary()}`
}

// What a twin promises, checked on the export --------------------------------------------------------------------

/** What the checks read of a Markdown twin: its headings (`# Title`, `## Section`) and the targets of its links and images. */
export interface TwinOutline {
  links: string[]
  headings: string[]
}

/** The outline of a Markdown document (TwinOutline). */
export function markdownHeadings(markdown: string): TwinOutline {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root
  const headings: string[] = []
  const links: string[] = []
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push(`${'#'.repeat(node.depth)} ${toString(node)}`)
    if (node.type === 'link' || node.type === 'image') links.push(node.url)
  })
  return { headings, links }
}

/** A heading's text as a reader sees it, without the "#" link to itself that help pages and posts add. */
const headingText = (heading: Element) =>
  collapse(
    heading.childNodes
      .filter((child) => !('tagName' in child && child.tagName === 'a' && (attr(child, 'href') ?? '').startsWith('#')))
      .map((child) => text(child))
      .join(''),
  )

/** What a page says of its twin, read from its HTML: the twin's address, the page's h1s, and its article's headings. */
export interface TwinOfPage {
  href: string
  h1s: string[]
  headings: string[]
}

/** The twin a page names (its <link rel="alternate" type="text/markdown">), and what it must hold, or undefined. */
export function twinOfPage(doc: Document): TwinOfPage | undefined {
  const link = find(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'type') === MARKDOWN_TYPE)
  if (!link) return undefined
  // The headings of what the page says (its indexed article), not of its navigation and calls to action.
  const article = find(doc, (el) => attr(el, 'data-pagefind-body') !== undefined) ?? find(doc, 'article')
  return {
    href: attr(link, 'href')!,
    h1s: findAll(doc, 'h1').map((h1) => collapse(text(h1))),
    headings: article
      ? findAll(
          article,
          (el) => (el.tagName === 'h2' || el.tagName === 'h3') && !closest(el, (a) => attr(a, 'data-pagefind-ignore') !== undefined),
        ).map((h) => `${'#'.repeat(Number(h.tagName[1]))} ${headingText(h)}`)
      : [],
  }
}

/**
 * What is wrong with the twin a page names (its <link rel="alternate" type="text/markdown">), if it names one: the file
 * missing, not Markdown with the page's title as its one `#` heading, a `##`/`###` of the page's article missing from
 * it, or a link of it that leads nowhere on the site (`resolves(path)` says whether a URL path is a page or file).
 */
export function twinProblems(outDir: string, doc: Document, resolves: (urlPath: string) => boolean): string[] {
  const twin = twinOfPage(doc)
  return twin ? problemsOfTwin(outDir, twin, resolves) : []
}

/**
 * twinProblems, from what the page says of its twin (twinOfPage): the twin file is read as it is in the export now.
 * `outlineOf` reads its outline (markdownHeadings, or the same read from a cache keyed by the twin's text).
 */
export function problemsOfTwin(
  outDir: string,
  twin: TwinOfPage,
  resolves: (urlPath: string) => boolean,
  outlineOf: (markdown: string) => TwinOutline = markdownHeadings,
): string[] {
  const url = new URL(twin.href)
  const file = path.join(outDir, decodeURIComponent(url.pathname))
  if (!fs.existsSync(file)) return [`its Markdown twin ${url.pathname} is not in the export`]
  const { headings, links } = outlineOf(fs.readFileSync(file, 'utf8'))
  const problems: string[] = []
  // Each count on its own: a second h1 planted in a page's text is that, not a title that differs.
  const { h1s, headings: pageHeadings } = twin
  const titles = headings.filter((h) => h.startsWith('# '))
  const quoted = (list: string[]) => list.map((item) => JSON.stringify(item)).join(', ')
  if (h1s.length !== 1) {
    problems.push(
      `the page has ${h1s.length} h1${h1s.length > 0 ? ` (${quoted(h1s)})` : ''}, not one: its title is its one h1 (a \`#\` heading in its text is a second: make it \`##\`)`,
    )
  } else if (titles.length !== 1) {
    problems.push(
      `its Markdown twin has ${titles.length} \`#\` titles${titles.length > 0 ? ` (${quoted(titles)})` : ''}, not one: "# ${h1s[0]}"`,
    )
  } else if (headings[0] !== `# ${h1s[0]}`) {
    problems.push(`its Markdown twin's title is ${JSON.stringify(headings[0])}, not "# ${h1s[0]}"`)
  }
  for (const heading of pageHeadings) if (!headings.includes(heading)) problems.push(`its Markdown twin lacks the heading "${heading}"`)
  for (const href of links) {
    if (href.startsWith('mailto:')) continue
    const target = new URL(href, url)
    if (target.origin !== url.origin) continue
    if (!resolves(decodeURIComponent(target.pathname)))
      problems.push(`its Markdown twin links to ${target.pathname}, which is not on the site`)
  }
  return problems
}
