// The built export (out/), read as files: the pages, their parsed documents, and how a CDN with clean URLs maps a
// URL path to a file. Shared by the static checks in this folder, which need no browser.
import fs from 'node:fs'
import path from 'node:path'
import {
  attr,
  closest,
  describe as describeElement,
  type Document,
  type Element,
  elements,
  find,
  findAll,
  htmlFiles,
  langOf,
  readHtml,
  text,
} from '../../scripts/steps/html'
import { fileAt as fileUnder, urlOfFile } from '../../scripts/steps/links'
import { type Locale, splitLocale } from '../../lib/i18n'

export const OUT = path.resolve('out')

if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  throw new Error(`${OUT} holds no export: run \`npm run build\` before the static checks (npm test does both)`)
}

/** The origin the export was built for (NEXT_PUBLIC_SITE_URL at build time), as its home page's canonical URL says. */
export const SITE = (() => {
  const canonical = find(
    readHtml(fs.readFileSync(path.join(OUT, 'index.html'), 'utf8')),
    (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical',
  )
  if (!canonical) throw new Error(`${OUT}/index.html has no <link rel="canonical">: the static checks read the site's origin from it`)
  return new URL(attr(canonical, 'href')!).origin
})()

export interface Page {
  /** The URL path the page is served at: `/`, `/fr`, `/blog/how-to-negotiate`, `/fr/404`. */
  url: string
  /** The file, relative to out/: `fr/blog.html`. */
  file: string
  locale: Locale
  /** A not-found page (served for unknown URLs with status 404). */
  notFound: boolean
}

export { urlOfFile }

/** Every HTML page of the export (the move removed Next's generic not-found pages: scripts/postexport.ts). */
export const pages: Page[] = htmlFiles(OUT, ['_next', 'pagefind']).map((file) => {
  const url = urlOfFile(file)
  return { url, file, locale: splitLocale(url).locale, notFound: /(^|\/)404$/.test(url) }
})

/** The pages a visitor reaches by a link (the 404 pages apart). */
export const contentPages = pages.filter((p) => !p.notFound)

export const pageAt = (url: string) => pages.find((p) => p.url === url)

const documents = new Map<string, Document>()
/** The parsed document of a page (parsed once per test file). */
export function documentOf(page: Page | string): Document {
  const p = typeof page === 'string' ? pageAt(page) : page
  if (!p) throw new Error(`no exported page at ${page}`)
  let doc = documents.get(p.file)
  if (!doc) {
    doc = readHtml(fs.readFileSync(path.join(OUT, p.file), 'utf8'))
    documents.set(p.file, doc)
  }
  return doc
}

/** The file a CDN with clean URLs serves for a URL path (`/blog` → blog.html, `/og/x.png` → og/x.png), or null. */
export const fileAt = (urlPath: string): string | null => fileUnder(OUT, urlPath)

/** The `id`s of a page's elements. */
const idCache = new Map<string, Set<string>>()
export function idsOf(file: string): Set<string> {
  let ids = idCache.get(file)
  if (!ids) {
    const page = pages.find((p) => p.file === file)
    const doc = page ? documentOf(page) : readHtml(fs.readFileSync(path.join(OUT, file), 'utf8'))
    ids = new Set(findAll(doc, (el) => attr(el, 'id') !== undefined).map((el) => attr(el, 'id')!))
    idCache.set(file, ids)
  }
  return ids
}

/** `<meta name|property="…" content>` of a page's head. */
export function meta(doc: Document, key: string): string | undefined {
  const el = find(doc, (e) => e.tagName === 'meta' && (attr(e, 'name') === key || attr(e, 'property') === key))
  return el && attr(el, 'content')
}

/** `<link rel="…">` elements of a page. */
export const links = (doc: Document, rel: string): Element[] =>
  findAll(doc, (e) => e.tagName === 'link' && (attr(e, 'rel') ?? '').split(/\s+/).includes(rel))

export type JsonLd = { '@type': string } & Record<string, unknown>

/** The JSON-LD blocks of a page, parsed. */
export function jsonLd(doc: Document): JsonLd[] {
  return findAll(doc, (e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json').map((e) => JSON.parse(text(e)))
}

/** The page's JSON-LD block of a schema.org type, read as `T`; throws when the page has none. */
export function jsonLdOfType<T>(doc: Document, type: string): T {
  const block = jsonLd(doc).find((d) => d['@type'] === type)
  if (!block) throw new Error(`no ${type} JSON-LD on the page`)
  return block as unknown as T
}

/** The URL path of an absolute URL on the site (`https://www.track-crm.app/fr/blog` → `/fr/blog`), or null elsewhere. */
export function sitePath(url: string): string | null {
  const parsed = new URL(url)
  return parsed.origin === new URL(SITE).origin ? parsed.pathname : null
}

/** An element's text with HTML white space collapsed (no-break spaces kept), as a reader sees it. */
export const textOf = (node: Element | Document) =>
  text(node)
    .replace(/[ \t\n\r\f]+/g, ' ')
    .replace(/^ | $/g, '')

/** The first element below `root` with `data-testid="id"`. Throws naming the id when there is none. */
export function byTestId(root: Element | Document, id: string): Element {
  const el = find(root, (e) => attr(e, 'data-testid') === id)
  if (!el) throw new Error(`no element with data-testid="${id}"`)
  return el
}

/** Every element below `root` with `data-testid="id"`. */
export const allByTestId = (root: Element | Document, id: string) => findAll(root, (e) => attr(e, 'data-testid') === id)

/** The hrefs of the links below `root`, in order. */
export const hrefsIn = (root: Element | Document) => findAll(root, 'a').map((a) => attr(a, 'href'))

/** Attributes a visitor sees or hears. */
const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'value']
/** data-* attributes whose value names code, never shown (the search dialog's data-* hold shown messages). */
const CODE_ATTRIBUTES = ['data-needs']
/** Elements whose text a visitor never reads as it is written. */
const NOT_SHOWN = ['script', 'style', 'noscript']
/** Elements whose text is code, not prose in the page's language. */
const CODE = ['code', 'pre', 'kbd', 'samp', 'textarea']

export interface ShownText {
  /** The element (and attribute) it is in: `<p>`, `<button> aria-label` */
  where: string
  /** As written in the page: white space not collapsed, so that a check can see what kind it is. */
  value: string
}

/**
 * The texts a visitor may see or hear in a language (`<html lang>` or an element's own `lang`): text, labels,
 * placeholders, meta descriptions, the search dialog's messages. Scripts are left out, and with `prose`, code too.
 */
export function shownTexts(page: Page, lang: string, { prose = false } = {}): ShownText[] {
  const texts: ShownText[] = []
  const skipped = prose ? [...NOT_SHOWN, ...CODE] : NOT_SHOWN
  for (const el of elements(documentOf(page))) {
    if (skipped.includes(el.tagName) || (prose && closest(el, (n) => CODE.includes(n.tagName))) || langOf(el) !== lang) continue
    for (const child of el.childNodes) {
      if (child.nodeName === '#text' && 'value' in child && child.value.trim())
        texts.push({ where: describeElement(el), value: child.value })
    }
    for (const a of el.attrs) {
      const shown =
        SHOWN_ATTRIBUTES.includes(a.name) ||
        (a.name.startsWith('data-') && !CODE_ATTRIBUTES.includes(a.name)) ||
        // A <meta name|property> is read by search engines and link previews; an http-equiv one is an instruction.
        (el.tagName === 'meta' && a.name === 'content' && attr(el, 'http-equiv') === undefined)
      if (shown && a.value.trim()) texts.push({ where: `${describeElement(el)} ${a.name}`, value: a.value })
    }
  }
  return texts
}
