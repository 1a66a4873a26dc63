// Post-build step: the static full-text search index (Pagefind) of the help pages, blog posts and comparison pages,
// written to out/pagefind/. Only pages carrying `data-pagefind-body` are indexed (their article, minus what is marked
// data-pagefind-ignore), each with a `type` filter (help, blog, comparison: the dialog can narrow to one), and
// Pagefind splits them by <html lang>: French pages search French pages only. Pages are added with the clean URL the
// site shows (/docs/intro, /fr/blog/how-to-negotiate), not the file name.
//
// What Pagefind reads is the exported page with three changes, made here and never written to the page itself:
//   - a help page's `keywords` (front matter: words customers use that the page does not) as searchable metadata;
//   - its meta description as searchable metadata too: the page shows it under its title with data-pagefind-ignore,
//     so that the summary of every section does not make the top of the page the best match for every question;
//   - the bold words that open a paragraph or a list item ("**Refunds are handled by Apple or Google.** Track never…")
//     given an id, so that Pagefind lists them among the page's anchors: they name what their paragraph is about, as a
//     heading names its section, and lib/browser/search.ts weighs them so (LEAD_ELEMENT). A finished page's byte order mark is
//     set aside first, since the parser's offsets do not count it;
//   - a help page's `sectionKeywords` (front matter: words customers use for what one section explains) as a hidden
//     element just after that section's heading, with an id (SECTION_KEYWORDS), so that Pagefind finds the page by
//     them, counts them in that section and lists them among the page's anchors; lib/browser/search.ts weighs them as naming
//     what the section is about and leaves them out of excerpts;
//   - the typographic apostrophe made straight in the text: Pagefind 1.5 splits words on ' (so "arrive" finds
//     "j'arrive") but not on ’, which French pages use everywhere. lib/browser/search.ts shows excerpts with ’ again.
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import * as pagefind from 'pagefind'
import { LEAD_ELEMENT, SECTION_KEYWORDS } from '@/lib/data-attributes/search-dialog'
import { type Locale, localePath } from '@/lib/i18n'
import {
  applyEdits,
  attr,
  type Edit,
  type Element,
  elements,
  escapeAttr,
  find,
  hasAttr,
  htmlFiles,
  parseHtml,
  readHtml,
  withoutBom,
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

/** The element Pagefind indexes, when the page has one. */
const indexedBody = (root: Parameters<typeof find>[0]) => find(root, (el) => hasAttr(el, 'data-pagefind-body'))

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
const sectionKeywordsElement = (id: string, words: readonly string[]) =>
  `<${SECTION_KEYWORDS.element} hidden id="${escapeAttr(SECTION_KEYWORDS.idPrefix + id)}">${escapeText(straight(words.join(', ')))}</${SECTION_KEYWORDS.element}>`

/**
 * The HTML Pagefind reads for a page: its keywords and description as metadata (just before the indexed article, so
 * never in its excerpts), each section's keywords after its heading, an id on each lead phrase and the straight
 * apostrophe in the article's text. Throws when the page has no indexed article, or no heading of a section that has
 * keywords.
 */
export function htmlToIndex(
  page: string,
  keywords: readonly string[] = [],
  sectionKeywords: Readonly<Record<string, readonly string[]>> = {},
): string {
  // A finished page starts with a byte order mark (finish-pages.ts), which the parser's offsets do not count.
  const html = withoutBom(page)
  const doc = parseHtml(html)
  const body = indexedBody(doc)
  if (!body?.sourceCodeLocation) throw new Error('no element with data-pagefind-body to index')
  const description = find(doc, (el) => el.tagName === 'meta' && attr(el, 'name') === 'description')
  const metadata = [
    ...(keywords.length > 0 ? [metaElement('keywords', keywords.join(' · '))] : []),
    ...(description && attr(description, 'content') ? [metaElement('description', attr(description, 'content')!)] : []),
  ]
  const edits: Edit[] = []
  for (const [id, words] of Object.entries(sectionKeywords)) {
    const heading = find(body, (el) => /^h[2-6]$/.test(el.tagName) && attr(el, 'id') === id)
    if (!heading?.sourceCodeLocation) throw new Error(`sectionKeywords: no heading with the id "${id}" in the indexed article`)
    const at = heading.sourceCodeLocation.endOffset
    edits.push({ start: at, end: at, text: sectionKeywordsElement(id, words) })
  }
  let leads = 0
  for (const el of elements(body)) {
    if (!isLead(el) || !el.sourceCodeLocation?.startTag) continue
    const at = el.sourceCodeLocation.startTag.startOffset + `<${LEAD_ELEMENT}`.length
    edits.push({ start: at, end: at, text: ` id="${LEAD_ID}${++leads}"` })
  }
  for (const node of [body, ...elements(body)].flatMap((el) => el.childNodes)) {
    if (node.nodeName !== '#text') continue
    const { startOffset, endOffset } = node.sourceCodeLocation!
    const source = html.slice(startOffset, endOffset)
    if (source.includes('’')) edits.push({ start: startOffset, end: endOffset, text: straight(source) })
  }
  if (metadata.length > 0) {
    const start = body.sourceCodeLocation.startOffset
    edits.push({ start, end: start, text: metadata.join('') })
  }
  return applyEdits(html, edits)
}

/** What a help page gives the index besides its text (front matter, Contentlayer's output). */
export interface IndexWords {
  keywords?: readonly string[]
  /** Words for one section, by the id of its heading. */
  sectionKeywords?: Readonly<Record<string, readonly string[]>>
}

/** Every help page's keywords, page and sections, by the URL of its page in its language (Contentlayer's output). */
const keywordsByUrl = () =>
  new Map(
    generated<{ path: string; locale: Locale } & IndexWords>('Doc').map((d) => [
      localePath(d.locale, d.path),
      { keywords: d.keywords, sectionKeywords: d.sectionKeywords },
    ]),
  )

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

export async function run(outDir: string, { keywords = keywordsByUrl() }: { keywords?: Map<string, IndexWords> } = {}): Promise<string> {
  const target = path.join(outDir, SEARCH_DIR)
  await fs.rm(target, { recursive: true, force: true })
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED })
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`)
  try {
    const perLanguage: Record<string, number> = {}
    // Sorted, and added in this order: the same export always gives the same index files.
    for (const file of htmlFiles(outDir, [...SKIPPED_DIRS])) {
      const content = await fs.readFile(path.join(outDir, file), 'utf8')
      const doc = readHtml(content)
      const body = indexedBody(doc)
      if (!body) continue
      const lang = attr(find(doc, 'html')!, 'lang')
      if (!lang) throw new Error(`search-index: ${file} has no <html lang>, so it would land in no language's index`)
      const type = /^type:(.+)$/.exec(attr(body, 'data-pagefind-filter') ?? '')?.[1]
      if (!SEARCH_TYPES.includes(type as (typeof SEARCH_TYPES)[number])) {
        throw new Error(
          `search-index: ${file}'s indexed article has data-pagefind-filter "${attr(body, 'data-pagefind-filter')}", not one of type:${SEARCH_TYPES.join('|')}`,
        )
      }
      const url = pageUrl(file)
      const words = keywords.get(url)
      let html: string
      try {
        html = htmlToIndex(content, words?.keywords, words?.sectionKeywords)
      } catch (error) {
        throw new Error(`search-index: ${file}: ${(error as Error).message}`)
      }
      const added = await index.addHTMLFile({ url, content: html })
      if (added.errors.length > 0) throw new Error(`search-index: ${file}: ${added.errors.join('; ')}`)
      perLanguage[lang] = (perLanguage[lang] ?? 0) + 1
    }
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
