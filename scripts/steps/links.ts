// Every link of the export leads somewhere: each internal `href` and `src` of every page names a file of the export
// (as a CDN with clean URLs serves it: `/blog` → blog.html) and, for a page, an element with its `#anchor`.
// The build's last step reads each page once (./finish-pages.ts): it collects the page's ids and the targets of its
// links there, then checks them all together, so that a writer learns of every broken link and anchor of the site in
// one run, each named with its page. The static checks use the same functions (tests/export/pages.test.ts).
import fs from 'node:fs'
import path from 'node:path'
import { attr, describe, type Document, elements, readHtml } from './html'

export interface PageLinks {
  /** The page's file under the export: `docs/intro.html`. */
  file: string
  /** The ids of its elements: the anchors a link may name. */
  ids: string[]
  /** Each internal link target of the page, with the element that holds it. */
  targets: { href: string; where: string }[]
}

/** `docs/intro.html` → `/docs/intro`, `fr/index.html` → `/fr`, `index.html` → `/`. */
export const urlOfFile = (file: string) => `/${file}`.replace(/(\/index)?\.html$/, '') || '/'

/** What links out of a page: every `<a>` and `<link>` href, every `<img>` and `<script>` src (a deferred one's data-src). */
export function pageLinks(file: string, doc: Document): PageLinks {
  const ids: string[] = []
  const targets: PageLinks['targets'] = []
  for (const el of elements(doc)) {
    const id = attr(el, 'id')
    if (id !== undefined) ids.push(id)
    const value =
      (el.tagName === 'a' || el.tagName === 'link' ? attr(el, 'href') : undefined) ??
      (el.tagName === 'img' || el.tagName === 'script' ? (attr(el, 'src') ?? attr(el, 'data-src')) : undefined)
    if (value === undefined || /^(mailto|tel|data):/.test(value)) continue
    // A page's language alternates are full URLs on the site's origin, checked by the static checks (pages.test.ts).
    if (el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang')) continue
    targets.push({ href: value, where: describe(el) })
  }
  return { file, ids, targets }
}

/** The ids of a page of the export, read from its file. */
export const idsInFile = (outDir: string) => (file: string) =>
  new Set(pageLinks(file, readHtml(fs.readFileSync(path.join(outDir, file), 'utf8'))).ids)

/** The file a CDN with clean URLs serves for a URL path under `outDir`, relative to it, or null. */
export function fileAt(outDir: string, urlPath: string): string | null {
  const base = path.join(outDir, urlPath)
  if (base !== outDir && !base.startsWith(outDir + path.sep)) return null
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(outDir, candidate).split(path.sep).join('/')
  }
  return null
}

/**
 * Every broken link of `pages`, `/page: <element>: what is wrong`, in the pages' order. `origin` is the site's own
 * (links to it are internal); `ids` gives the ids of a page not among `pages` (by default, read from its file).
 */
export function brokenLinks(outDir: string, pages: PageLinks[], origin: string, ids = idsInFile(outDir)): string[] {
  const known = new Map(pages.map((page) => [page.file, new Set(page.ids)]))
  const idsOf = (file: string) => known.get(file) ?? ids(file)
  return pages.flatMap((page) => {
    const url = urlOfFile(page.file)
    return page.targets.flatMap(({ href, where }) => {
      const problem = brokenTarget(outDir, url, page.file, href, origin, idsOf)
      return problem ? [`${url}: ${where}: ${problem}`] : []
    })
  })
}

function brokenTarget(
  outDir: string,
  pageUrl: string,
  pageFile: string,
  href: string,
  origin: string,
  idsOf: (file: string) => Set<string>,
): string | null {
  const url = new URL(href, `${origin}${pageUrl}`)
  if (url.origin !== origin) return null
  let pathname: string
  let hash: string
  try {
    pathname = decodeURIComponent(url.pathname)
    hash = decodeURIComponent(url.hash.slice(1))
  } catch {
    return 'not a valid address (a % not followed by two hexadecimal digits)'
  }
  const target = pathname === pageUrl ? pageFile : fileAt(outDir, pathname)
  if (!target) return 'no such page or file'
  if (hash && target.endsWith('.html') && !idsOf(target).has(hash)) return `no element with id "${hash}" there`
  return null
}
