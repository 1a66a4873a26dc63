// The export's files sorted by the page they belong to, for bench:scale's figures per type of page. A page's own
// files are those the build writes for it alone: its HTML (`docs/x.html`), its route data (`docs/x.txt`, and in an
// export from before scripts/postexport.ts removed them, the segment files `docs/x/__next.*.txt`), its Markdown twin
// (`docs/x.md`) and its social card (`og/docs/x.png`); the home page's are `index.*` (and `__next.*.txt` beside it). The search index (`pagefind/`, with a fragment per page
// it indexes) is counted apart; everything else (Next's `_next/`, feeds, sitemap, icons) is shared by all pages.
import fs from 'node:fs'
import path from 'node:path'
import { splitLocale } from '../lib/i18n'
import { templateOf } from '../tests/templates'

export interface Share {
  pages: number
  files: number
  bytes: number
}

/** The page a file of the export belongs to (its HTML file's path without `.html`), or null for a shared file. */
export function pageOf(file: string, pages: ReadonlySet<string>): string | null {
  const posix = file.split(path.sep).join('/')
  if (posix.startsWith('_next/') || posix.startsWith('pagefind/')) return null
  const card = /^og\/(.+)\.png$/.exec(posix)
  const own = card ? card[1] : /^(.+)\.(html|txt|md)$/.exec(posix)?.[1]
  if (own && pages.has(own)) return own
  const segment = /^(?:(.+)\/)?__next\.[^/]*\.txt$/.exec(posix)
  if (segment) {
    const page = segment[1] ?? 'index'
    return pages.has(page) ? page : null
  }
  return null
}

/** The type of a page (tests/templates.ts) from its HTML file's path without `.html`: `fr/docs/intro` → `faq`. */
export function typeOf(page: string): string {
  const url = page === 'index' ? '/' : `/${page}`
  return templateOf(splitLocale(url).path)?.id ?? 'other'
}

/** Pages, files and bytes per type of page, the search index's under `search index`, and the other files under `shared`. */
export function sharesByType(out: string): Map<string, Share> {
  const files = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(out, f)).isFile())
  const pages = new Set(
    files.filter((f) => f.endsWith('.html') && !f.startsWith('_next')).map((f) => f.split(path.sep).join('/').slice(0, -'.html'.length)),
  )
  const shares = new Map<string, Share>()
  const add = (type: string, bytes: number, page = 0) => {
    const share = shares.get(type) ?? { pages: 0, files: 0, bytes: 0 }
    shares.set(type, { pages: share.pages + page, files: share.files + 1, bytes: share.bytes + bytes })
  }
  for (const file of files) {
    const page = pageOf(file, pages)
    const shared = file.startsWith(`pagefind${path.sep}`) ? 'search index' : 'shared'
    add(page === null ? shared : typeOf(page), fs.statSync(path.join(out, file)).size, file.endsWith('.html') && page !== null ? 1 : 0)
  }
  return shares
}

/**
 * The pages' own bytes and files per page in `shares`, and what they would be if each page weighed what a page of its
 * type weighs in `baseline`: the measure of growth per page, free of the change in the mix of types (a type the
 * baseline lacks counts as it is). Shared files are left out of both.
 */
export function againstBaseline(shares: Map<string, Share>, baseline: Map<string, Share>) {
  let pages = 0
  const actual = { bytes: 0, files: 0 }
  const expected = { bytes: 0, files: 0 }
  for (const [type, share] of shares) {
    if (!share.pages) continue
    const base = baseline.get(type)
    const like = base?.pages ? base : share
    pages += share.pages
    actual.bytes += share.bytes
    actual.files += share.files
    expected.bytes += (share.pages * like.bytes) / like.pages
    expected.files += (share.pages * like.files) / like.pages
  }
  return { pages, actual, expected }
}
