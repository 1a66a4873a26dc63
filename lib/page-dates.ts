// When each page of the site last changed, for the sitemap's <lastmod> (scripts/steps/sitemap-data.ts writes them for
// next-sitemap.config.js). A help page or post changed when its content did (its `lastModified`: front matter, or
// git); a list (the help centre, a category, the blog) when the newest of what it lists did; any other page when the
// last commit touched the files it is built from, named below. Git cannot tell in a shallow clone: those pages then
// get no date, never the newest commit's.
import { defaultLocale, splitLocale } from './i18n'

export interface DatedContent {
  locale: string
  /** Locale-free path: `/docs/intro` */
  path: string
  category?: string
  /** `YYYY-MM-DD…`, or '' when unknown */
  lastModified: string
}

/** The files other pages are built from, by locale-free path (the first rule that matches). */
export const PAGE_SOURCES: [match: (path: string) => boolean, sources: string[]][] = [
  [(p) => p === '/', ['app/[locale]/page.tsx', 'components/marketing', 'content/reviews.ts']],
  [(p) => p === '/app', ['app/[locale]/app', 'components/marketing']],
  [(p) => p === '/get' || p === '/download', ['app/[locale]/get', 'app/[locale]/download', 'components/marketing']],
  [(p) => p === '/vat-calculator', ['app/[locale]/vat-calculator', 'components/vat', 'lib/vat.ts']],
  [(p) => p === '/roadmap', ['app/[locale]/roadmap', 'components/roadmap', 'content/roadmap.ts']],
  [(p) => p === '/terms', ['app/[locale]/terms', 'components/legal', 'lib/site.ts']],
  [(p) => p === '/privacy', ['app/[locale]/privacy', 'components/legal']],
  [(p) => /^\/[a-z0-9-]+-discount-promo-code$/.test(p), ['app/[locale]/(promo)', 'components/promo', 'content/competitors.ts']],
  [(p) => p === '/404', ['app/[locale]/[...rest]', 'components/layout/not-found-view.tsx']],
]

const newest = (dates: (string | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)

export interface PageDateInputs {
  docs: readonly DatedContent[]
  posts: readonly DatedContent[]
  /** The date of the last commit that touched any of these paths, or undefined when git cannot tell. */
  lastCommitOf(paths: string[]): string | undefined
}

/**
 * The date a page last changed (`YYYY-MM-DD…`), or undefined when nobody can tell. Throws for a page no rule knows,
 * naming it: a new kind of page says which files it is built from in PAGE_SOURCES.
 */
export function pageDate(url: string, { docs, posts, lastCommitOf }: PageDateInputs): string | undefined {
  const { locale, path } = splitLocale(url)
  const inLocale = (items: readonly DatedContent[]) => items.filter((item) => item.locale === locale)
  // A help page or post: its own text, or the original a page not translated yet shows.
  const versions = [...docs, ...posts].filter((item) => item.path === path)
  const content = versions.find((item) => item.locale === locale) ?? versions.find((item) => item.locale === defaultLocale)
  if (content) return content.lastModified || undefined
  if (path === '/docs') return newest(inLocale(docs).map((d) => d.lastModified))
  const category = /^\/docs\/category\/(.+)$/.exec(path)
  if (category)
    return newest(
      inLocale(docs)
        .filter((d) => d.category === category[1])
        .map((d) => d.lastModified),
    )
  if (path === '/blog' || path.startsWith('/blog/')) return newest(inLocale(posts).map((p) => p.lastModified))
  const rule = PAGE_SOURCES.find(([match]) => match(path))
  if (!rule) throw new Error(`page-dates: ${url} matches no rule of lib/page-dates.ts: add the files it is built from to PAGE_SOURCES`)
  return lastCommitOf(rule[1])
}
