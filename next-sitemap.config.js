// JavaScript, not TypeScript: next-sitemap imports its configuration file as plain JavaScript (next-sitemap.config.js).
// What only the TypeScript code knows (page dates, robots rules) comes in .next/sitemap-data.json, written by
// scripts/steps/sitemap-data.ts.
// next-sitemap reads the .next/ build manifests, where pages are still /en/... and /fr/...:
// `exclude` matches those original paths, and `transform` maps English to the bare paths of the export.
// A help page or post not translated yet has no page of its own in the other language (that URL shows the English text
// with a notice, not indexed): it is left out there, and its original lists only the languages it exists in.
import { existsSync, readFileSync } from 'node:fs'

// The site's address as the build checked it (siteUrl() in lib/site.ts), in the environment scripts/build.ts starts
// next-sitemap with: the address every stage reads. (next-sitemap's own @next/env finds the values loaded already.)
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL
if (!siteUrl) throw new Error('NEXT_PUBLIC_SITE_URL is not set: the sitemap runs inside npm run build, which sets it')

const DEFAULT_LOCALE = 'en'
const LOCALES = ['en', 'fr']
/** `/en` → `/`, `/en/blog` → `/blog`, `/fr/blog` → `/fr/blog`. */
const toPublic = (path) => (path === `/${DEFAULT_LOCALE}` ? '/' : path.replace(new RegExp(`^/${DEFAULT_LOCALE}(?=/)`), ''))
/** The locale-free path: `/fr/blog` → `/blog`. */
const bare = (path) => path.replace(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`), '') || '/'
const localeOf = (path) => path.match(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`))?.[1] ?? DEFAULT_LOCALE
const localized = (locale, path) => (locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
const absolute = (path) => `${siteUrl}${path === '/' ? '' : path}`

/** The languages each help page and post is written in, by locale-free path, from Contentlayer's output. */
const languagesByPath = new Map()
for (const type of ['Doc', 'Post']) {
  const index = `.contentlayer/generated/${type}/_index.json`
  for (const item of JSON.parse(readFileSync(index, 'utf8'))) {
    languagesByPath.set(item.path, [...(languagesByPath.get(item.path) ?? []), item.locale])
  }
}
const languagesOf = (page) => LOCALES.filter((locale) => (languagesByPath.get(page) ?? LOCALES).includes(locale))

/**
 * When each page last changed, by public URL path, and robots.txt's rules for AI crawlers: written just before by the
 * build (scripts/steps/sitemap-data.ts).
 */
const SITEMAP_DATA = '.next/sitemap-data.json'
if (!existsSync(SITEMAP_DATA)) throw new Error(`${SITEMAP_DATA} is missing: the sitemap runs inside npm run build, after its data`)
const { pageDates, robots } = JSON.parse(readFileSync(SITEMAP_DATA, 'utf8'))

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  outDir: 'out',
  generateRobotsTxt: true,
  robotsTxtOptions: { policies: robots },
  generateIndexSitemap: false,
  changefreq: 'weekly',
  priority: 0.5,
  autoLastmod: false,
  // Not in the sitemap: 404 pages, the download pages (/get, /download), the tag pages (docs/product.md#routes),
  // the feeds, /blog/page/1 (the same list as /blog) and the app-link files under /.well-known/ (not pages).
  exclude: ['/_not-found', '/*/404', '/*/get', '/*/download', '/*/blog/tags/*', '/*/blog/page/1', '/*/blog/*.xml', '/.well-known/*'],
  transform: async (config, path) => {
    const page = bare(path)
    const languages = languagesOf(page)
    if (!languages.includes(localeOf(path))) return null
    return {
      loc: toPublic(path),
      // None when git cannot tell (a shallow clone) for a page without a front matter date.
      lastmod: pageDates[toPublic(path)],
      changefreq: config.changefreq,
      priority: config.priority,
      alternateRefs: [
        ...languages.map((locale) => ({ href: absolute(localized(locale, page)), hreflang: locale, hrefIsAbsolute: true })),
        { href: absolute(page), hreflang: 'x-default', hrefIsAbsolute: true },
      ],
    }
  },
}

export default config
