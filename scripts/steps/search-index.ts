// Post-build step: the static full-text search index (Pagefind) of the help pages, blog posts and comparison pages,
// written to out/pagefind/. Only pages carrying `data-pagefind-body` are indexed (their article, minus what is marked
// data-pagefind-ignore), each with a `type` filter (help, blog, comparison: the dialog can narrow to one), and
// Pagefind splits them by <html lang>: French pages search French pages only. Pages are added with the clean URL the
// site shows (/docs/intro, /fr/blog/how-to-negotiate), not the file name. The pages indexed are exactly those meant to
// be found (pagesToFind: every help page and published post in each language it is written in, every comparison
// page), each of its kind: the step stops, naming any page missing or left over.
//
// Pagefind reads each page's article and the page's own metadata, never its navigation, footer or React's payload: a
// small document of the page's language holding only those (indexDocument). To get there as fast as it can:
//   - a page whose bytes do not hold `data-pagefind-body` (the home page, lists, a page waiting for its translation)
//     is read but never decoded nor parsed;
//   - any other page is parsed (parse5, as a browser parses it) only as far as the end of its article: the head and
//     the navigation before it, which decide the article's tree, but never the payload after it, half the page
//     (parseUntil in html.ts);
//   - Pagefind, a process of its own, indexes a page while this one reads the next (QUEUED pages ahead at most).
// So the step assumes what tests/export/search-index.test.ts checks on every exported page, parsed whole: one indexed
// article at most, nothing after it that gives Pagefind metadata or a filter, the attribute's name in the page's
// bytes as written here. Elements before the article that give Pagefind metadata or filters go into the small
// document (none does today); an element around the article that carries a data-pagefind-* attribute stops the step,
// since the small document would lose it. What Pagefind would take from elsewhere on the page by default (a title
// from the first <h1>, an image from the first <img> after it) comes from the article alone.
//
// What Pagefind reads of the article holds changes made here, never written to the page itself:
//   - a help page's `keywords` (front matter: words customers use that the page does not) as searchable metadata;
//   - its meta description as searchable metadata too: the page shows it under its title with data-pagefind-ignore,
//     so that the summary of every section does not make the top of the page the best match for every question;
//   - the bold words that open a paragraph or a list item ("**Refunds are handled by Apple or Google.** Track never…")
//     given an id, so that Pagefind lists them among the page's anchors: they name what their paragraph is about, as a
//     heading names its section, and lib/browser/search.ts weighs them so (LEAD_ELEMENT);
//   - a help page's `sectionKeywords` (front matter: words customers use for what one section explains) as a hidden
//     element just after that section's heading, with an id (SECTION_KEYWORDS), so that Pagefind finds the page by
//     them, counts them in that section and lists them among the page's anchors; lib/browser/search.ts weighs them as
//     naming what the section is about and leaves them out of excerpts;
//   - the typographic apostrophe made straight in the text: Pagefind 1.5 splits words on ' (so "arrive" finds
//     "j'arrive") but not on ’, which French pages use everywhere. lib/browser/search.ts shows excerpts with ’ again.
// The article is edited as a tree and written out again (parse5's serializer), not spliced into the page's text: the
// document is Pagefind's alone, and what it reads of it is the same (the index files are byte for byte those the whole
// page gave).
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import * as pagefind from 'pagefind'
import { defaultTreeAdapter, html, serializeOuter } from 'parse5'
import { getCompetitors, promoPath } from '@/lib/competitors'
import { LEAD_ELEMENT, SECTION_KEYWORDS } from '@/lib/data-attributes/search-dialog'
import { type Locale, localePath, locales } from '@/lib/i18n'
import {
  attr,
  closest,
  describe,
  type Document,
  type Element,
  elements,
  escapeAttr,
  find,
  findAll,
  hasAttr,
  htmlFiles,
  parseUntil,
  readHtml,
} from './html'
import type { TextNode } from './html'
import { generated } from './markdown'

export const SEARCH_DIR = 'pagefind'
const SKIPPED_DIRS = new Set(['_next', SEARCH_DIR])
// What Pagefind makes for its ready-made UIs and for pages without a language: the site ships neither, never written.
const UNUSED_FILE = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)|wasm\.unknown\.pagefind)$/
// The "#" link that every docs and post heading carries would end up in excerpts ("Good to know#").
const EXCLUDED = ['h2 > a[href^="#"]', 'h3 > a[href^="#"]', 'h4 > a[href^="#"]']
/** The page types the dialog can narrow to (`data-pagefind-filter="type:…"` on the indexed article). */
export const SEARCH_TYPES = ['help', 'blog', 'comparison'] as const

/** `docs/intro.html` → `/docs/intro`, `fr/index.html` → `/fr`, `index.html` → `/`. */
export function pageUrl(relativeFile: string): string {
  const url = `/${relativeFile.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '')
  return url || '/'
}

/** The attribute of the element Pagefind indexes: a page whose bytes do not hold it is never parsed. */
const BODY = 'data-pagefind-body'
const BODY_BYTES = Buffer.from(BODY)
const isIndexedBody = (el: Element) => hasAttr(el, BODY)
/** The attributes by which Pagefind takes metadata, filters or sort keys from any element of a page. */
export const PAGE_DATA = ['data-pagefind-meta', 'data-pagefind-filter', 'data-pagefind-sort', 'data-pagefind-default-meta']

/** The ids lead phrases get in the index (LEAD_ELEMENT). */
const LEAD_ID = 'lead-'

/** Whether an element is bold words that open a paragraph or a list item: nothing but white space before it. */
function isLead(el: Element): boolean {
  const parent = el.parentNode as Element | null
  if (el.tagName !== LEAD_ELEMENT || !parent || !['p', 'li'].includes(parent.tagName) || attr(el, 'id') !== undefined) return false
  for (const node of parent.childNodes) {
    if (node === el) return true
    if (node.nodeName !== '#text' || (node as TextNode).value.trim()) return false
  }
  return false
}

/** Searchable metadata as Pagefind reads it from an element's text (its value may hold commas). */
const metaElement = (key: string, value: string) => `<div hidden data-pagefind-meta="${key}">${escapeText(straight(value))}</div>`
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Words of the index as Pagefind should split them: the straight apostrophe (see the top of this file). */
const straight = (text: string) => text.replaceAll('’', "'")

/** A section's keywords as the index holds them: an element just after its heading, never shown (SECTION_KEYWORDS). */
function sectionKeywordsElement(id: string, words: readonly string[]): Element {
  const el = defaultTreeAdapter.createElement(SECTION_KEYWORDS.element, html.NS.HTML, [
    { name: 'hidden', value: '' },
    { name: 'id', value: SECTION_KEYWORDS.idPrefix + id },
  ])
  defaultTreeAdapter.insertText(el, straight(words.join(', ')))
  return el
}

/** What the index reads of a page, parsed as far as the end of its indexed article. */
export interface PageToIndex {
  /** `<html lang>`: Pagefind makes one index per language. */
  lang: string | undefined
  /** The meta description, which the index holds as searchable metadata (see the top of this file). */
  description: string | undefined
  /** The element with `data-pagefind-body`, complete. */
  article: Element
  /** The elements before the article that give Pagefind metadata, filters or sort keys (PAGE_DATA), if any. */
  pageData: Element[]
}

/**
 * A page as the index reads it, or undefined when it has no indexed article. parse5 stops at the end of the article:
 * the navigation before it is parsed (the tree must be the one a browser builds), React's payload after it, half the
 * page, never. Throws when an ancestor of the article carries a data-pagefind-* attribute, which the document given
 * to Pagefind (indexDocument) would lose.
 */
export function readPage(page: string): PageToIndex | undefined {
  const { document, element: article } = parseUntil(page, isIndexedBody)
  if (!article) return undefined
  for (let el = article.parentNode as Element | null; el && 'tagName' in el; el = el.parentNode as Element | null) {
    const pagefind = el.attrs.find((a) => a.name.startsWith('data-pagefind-'))
    if (pagefind) throw new Error(`${describe(el)}, around the indexed article, has ${pagefind.name}: the index reads the article alone`)
  }
  const inArticle = (el: Element) => closest(el, (a) => a === article) !== undefined
  const descriptionOf = (root: Document) => find(root, (el) => el.tagName === 'meta' && attr(el, 'name') === 'description')
  // The description is in the head, before the article; were it not, the rest of the page is read for it.
  const description = descriptionOf(document) ?? descriptionOf(readHtml(page))
  return {
    lang: attr(find(document, 'html')!, 'lang'),
    description: description && attr(description, 'content'),
    article,
    pageData: findAll(document, (el) => PAGE_DATA.some((name) => hasAttr(el, name)) && !inArticle(el)),
  }
}

/**
 * The HTML Pagefind reads for a page: a document of its language holding its keywords and description as metadata,
 * the elements before the article that carry Pagefind's metadata or filters (none today), then the article, with each
 * section's keywords after its heading, an id on each lead phrase and the straight apostrophe in its text. Throws
 * when a section that has keywords has no heading in the article. Changes the article's tree.
 */
export function indexDocument(
  { lang, description, article, pageData }: PageToIndex,
  keywords: readonly string[] = [],
  sectionKeywords: Readonly<Record<string, readonly string[]>> = {},
): string {
  const metadata = [
    ...(keywords.length > 0 ? [metaElement('keywords', keywords.join(' · '))] : []),
    ...(description ? [metaElement('description', description)] : []),
  ]
  let leads = 0
  for (const el of elements(article)) if (isLead(el)) el.attrs.unshift({ name: 'id', value: `${LEAD_ID}${++leads}` })
  for (const node of [article, ...elements(article)].flatMap((el) => el.childNodes)) {
    if (node.nodeName === '#text') (node as TextNode).value = straight((node as TextNode).value)
  }
  for (const [id, words] of Object.entries(sectionKeywords)) {
    const heading = find(article, (el) => /^h[2-6]$/.test(el.tagName) && attr(el, 'id') === id)
    if (!heading) throw new Error(`sectionKeywords: no heading with the id "${id}" in the indexed article`)
    const parent = heading.parentNode!
    const next = parent.childNodes[parent.childNodes.indexOf(heading) + 1]
    const element = sectionKeywordsElement(id, words)
    if (next) defaultTreeAdapter.insertBefore(parent, element, next)
    else defaultTreeAdapter.appendChild(parent, element)
  }
  const html = lang === undefined ? '<html>' : `<html lang="${escapeAttr(lang)}">`
  return `<!DOCTYPE html>${html}<head></head><body>${metadata.join('')}${[...pageData, article].map((el) => serializeOuter(el)).join('')}</body></html>`
}

/** indexDocument of a page's HTML. Throws when the page has no indexed article. */
export function htmlToIndex(
  page: string,
  keywords: readonly string[] = [],
  sectionKeywords: Readonly<Record<string, readonly string[]>> = {},
): string {
  const read = readPage(page)
  if (!read) throw new Error('no element with data-pagefind-body to index')
  return indexDocument(read, keywords, sectionKeywords)
}

/** What a help page gives the index besides its text (front matter, Contentlayer's output). */
export interface IndexWords {
  keywords?: readonly string[]
  /** Words for one section, by the id of its heading. */
  sectionKeywords?: Readonly<Record<string, readonly string[]>>
}

export type SearchType = (typeof SEARCH_TYPES)[number]

/** A page meant to be in the index: its kind, and a help page's words. */
export interface PageToFind extends IndexWords {
  type: SearchType
}

/**
 * The pages meant to be in the index, by URL: every help page and published post in each language it is written in
 * (Contentlayer's output: a page waiting for its translation shows English at its French URL and is left out), with a
 * help page's keywords, and every comparison page in each language.
 */
function pagesToFind(): Map<string, PageToFind> {
  type Item = { path: string; locale: Locale; draft?: boolean }
  return new Map([
    ...generated<Item & IndexWords>('Doc').map((d): [string, PageToFind] => [
      localePath(d.locale, d.path),
      { type: 'help', keywords: d.keywords, sectionKeywords: d.sectionKeywords },
    ]),
    ...generated<Item>('Post')
      .filter((post) => !post.draft)
      .map((post): [string, PageToFind] => [localePath(post.locale, post.path), { type: 'blog' }]),
    ...locales.flatMap((locale) =>
      getCompetitors().map((c): [string, PageToFind] => [localePath(locale, promoPath(c.id)), { type: 'comparison' }]),
    ),
  ])
}

/** The length of the CBOR item at `at`'s head, and the number in it (Pagefind's indexes: integers, strings, arrays). */
function cborHead(bytes: Buffer, at: number): [major: number, value: number, size: number] {
  const [major, info] = [bytes[at] >> 5, bytes[at] & 31]
  if (info < 24) return [major, info, 1]
  if (info === 24) return [major, bytes[at + 1], 2]
  if (info === 25) return [major, bytes.readUInt16BE(at + 1), 3]
  if (info === 26) return [major, bytes.readUInt32BE(at + 1), 5]
  throw new Error(`search-index: a CBOR head 0x${bytes[at].toString(16)} at byte ${at} of a Pagefind filter index`)
}

/** Where the CBOR item at `at` ends. */
function cborEnd(bytes: Buffer, at: number): number {
  const [major, value, size] = cborHead(bytes, at)
  if (major === 0) return at + size
  if (major === 2 || major === 3) return at + size + value
  if (major !== 4) throw new Error(`search-index: a CBOR item of major type ${major} at byte ${at} of a Pagefind filter index`)
  let end = at + size
  for (let i = 0; i < value; i++) end = cborEnd(bytes, end)
  return end
}

/**
 * Pagefind writes each filter index (`pagefind_dcd`, then CBOR `[name, [[value, [page, …]], …]]`) with the values in
 * the order of a Rust HashMap, different on every run (Pagefind issue 638). Sorts them in the filter indexes of
 * `lang`, names each after its new content as Pagefind does (same length: the language's metadata names it in place),
 * then the metadata file too; returns the metadata's new hash, for pagefind-entry.json.
 */
async function sortFilters(target: string, lang: string, metaHash: string): Promise<string> {
  const named = (bytes: Buffer, length: number) => `${lang}_${crypto.createHash('sha256').update(bytes).digest('hex')}`.slice(0, length)
  let meta = gunzipSync(await fs.readFile(path.join(target, `pagefind.${metaHash}.pf_meta`))).toString('latin1')
  for (const name of (await fs.readdir(path.join(target, 'filter'))).filter((n) => n.startsWith(`${lang}_`))) {
    const bytes = gunzipSync(await fs.readFile(path.join(target, 'filter', name)))
    const signature = 'pagefind_dcd'
    const list = bytes.toString('latin1', 0, signature.length) === signature && bytes[signature.length] === 0x82 ? cborEnd(bytes, 13) : -1
    if (list < 0 || cborHead(bytes, list)[0] !== 4)
      throw new Error(`search-index: filter/${name} is not a filter index as this step knows it`)
    const [, count, size] = cborHead(bytes, list)
    const values: Buffer[] = []
    for (let at = list + size, i = 0; i < count; i++, at = cborEnd(bytes, at)) values.push(bytes.subarray(at, cborEnd(bytes, at)))
    const rest = bytes.subarray(cborEnd(bytes, list))
    const sorted = Buffer.concat([bytes.subarray(0, list + size), ...values.sort(Buffer.compare), rest])
    const old = name.replace(/\.pf_filter$/, '')
    const renamed = named(sorted, old.length)
    if (meta.split(old).length !== 2) throw new Error(`search-index: pagefind.${metaHash}.pf_meta does not name filter/${name} once`)
    meta = meta.replace(old, renamed)
    await fs.rm(path.join(target, 'filter', name))
    await fs.writeFile(path.join(target, 'filter', `${renamed}.pf_filter`), gzipSync(sorted))
  }
  const metaBytes = Buffer.from(meta, 'latin1')
  const hash = named(metaBytes, metaHash.length)
  await fs.rm(path.join(target, `pagefind.${metaHash}.pf_meta`))
  await fs.writeFile(path.join(target, `pagefind.${hash}.pf_meta`), gzipSync(metaBytes))
  return hash
}

/** How many pages may wait in Pagefind's queue while the next ones are read: enough to keep both processes busy. */
const QUEUED = 16

export async function run(outDir: string, { pages = pagesToFind() }: { pages?: Map<string, PageToFind> } = {}): Promise<string> {
  const target = path.join(outDir, SEARCH_DIR)
  await fs.rm(target, { recursive: true, force: true })
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED })
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`)
  try {
    const perLanguage: Record<string, number> = {}
    const found = new Map<string, SearchType>()
    // Pagefind indexes a page while this process reads the next: its replies are awaited a few pages behind, and
    // what failed is thrown once every page sent has been answered.
    const queue: Promise<void>[] = []
    const failures: string[] = []
    // Sorted, and sent in this order, which Pagefind keeps: the same export always gives the same index files.
    for (const file of htmlFiles(outDir, [...SKIPPED_DIRS])) {
      // Most pages have no indexed article (lists, the home page, pages waiting for their translation): their bytes
      // are searched for the attribute, never decoded nor parsed.
      const bytes = await fs.readFile(path.join(outDir, file))
      if (bytes.indexOf(BODY_BYTES) < 0) continue
      let page: PageToIndex | undefined
      try {
        page = readPage(bytes.toString('utf8'))
      } catch (error) {
        throw new Error(`search-index: ${file}: ${(error as Error).message}`)
      }
      if (!page) continue
      if (!page.lang) throw new Error(`search-index: ${file} has no <html lang>, so it would land in no language's index`)
      const filter = attr(page.article, 'data-pagefind-filter')
      const type = /^type:(.+)$/.exec(filter ?? '')?.[1]
      if (!SEARCH_TYPES.includes(type as SearchType)) {
        throw new Error(
          `search-index: ${file}'s indexed article has data-pagefind-filter "${filter}", not one of type:${SEARCH_TYPES.join('|')}`,
        )
      }
      const url = pageUrl(file)
      found.set(url, type as SearchType)
      const words = pages.get(url)
      let content: string
      try {
        content = indexDocument(page, words?.keywords, words?.sectionKeywords)
      } catch (error) {
        throw new Error(`search-index: ${file}: ${(error as Error).message}`)
      }
      queue.push(
        index.addHTMLFile({ url, content }).then(
          (added) => {
            if (added.errors.length > 0) failures.push(`${file}: ${added.errors.join('; ')}`)
          },
          (error: Error) => {
            failures.push(`${file}: ${error.message}`)
          },
        ),
      )
      if (queue.length >= QUEUED) await queue.shift()
      perLanguage[page.lang] = (perLanguage[page.lang] ?? 0) + 1
    }
    await Promise.all(queue)
    if (failures.length > 0) throw new Error(`search-index: ${failures.join('\n')}`)
    const problems = [
      ...[...pages]
        .filter(([url, page]) => found.get(url) !== page.type)
        .map(([url, page]) => `${url}: a ${page.type} page, ${found.has(url) ? `indexed as ${found.get(url)}` : 'not indexed'}`),
      ...[...found]
        .filter(([url]) => !pages.has(url))
        .map(([url, type]) => `${url}: indexed as ${type}, yet no help page, post or comparison page of its language`),
    ]
    if (problems.length > 0) throw new Error(`search-index: the index is not the pages meant to be found:\n${problems.join('\n')}`)
    // The files come back in memory and are written here, each awaited: with writeFiles, Pagefind's binary writes them
    // itself, and on a loaded machine the entry file read just after was sometimes still empty ("Unexpected end of JSON
    // input", seen in builds and in this step's tests).
    const built = await index.getFiles()
    if (built.errors.length > 0) throw new Error(`search-index: ${built.errors.join('; ')}`)
    for (const file of built.files) {
      if (UNUSED_FILE.test(file.path)) continue
      await fs.mkdir(path.dirname(path.join(target, file.path)), { recursive: true })
      await fs.writeFile(path.join(target, file.path), file.content)
    }

    // Pagefind's own record of what it indexed must agree with the pages found: one index per language.
    const entryFile = path.join(target, 'pagefind-entry.json')
    const entry = JSON.parse(await fs.readFile(entryFile, 'utf8')) as {
      languages: Record<string, { hash: string; page_count: number }>
    }
    // Pagefind lists the languages, and each filter's values, in no fixed order: sorted, two builds of one commit give
    // the same files.
    entry.languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => a.localeCompare(b)))
    for (const [lang, info] of Object.entries(entry.languages)) info.hash = await sortFilters(target, lang, info.hash)
    await fs.writeFile(entryFile, JSON.stringify(entry))
    const counts = Object.fromEntries(Object.entries(entry.languages).map(([lang, info]) => [lang, info.page_count]))
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
    if (total === 0) throw new Error('search-index: no page carries data-pagefind-body, the search would find nothing')
    for (const [lang, n] of Object.entries(perLanguage)) {
      if (counts[lang] !== n) throw new Error(`search-index: ${n} ${lang} pages found but ${counts[lang] ?? 0} indexed`)
    }

    const files = (await fs.readdir(target, { withFileTypes: true, recursive: true })).filter((entry) => entry.isFile())
    const sizes = await Promise.all(files.map((entry) => fs.stat(path.join(entry.parentPath, entry.name))))
    const kb = sizes.reduce((sum, stat) => sum + stat.size, 0) / 1024
    const languages = Object.entries(counts)
      .map(([lang, n]) => `${lang} ${n}`)
      .join(', ')
    return `indexed ${total} pages (${languages}) into ${SEARCH_DIR}/: ${files.length} files, ${kb.toFixed(0)} KB`
  } finally {
    await pagefind.close()
  }
}
