// next-sitemap reads the .next/ build manifests, where pages are still /en/... and /fr/...:
// `exclude` matches those original paths, and `transform` maps English to the bare paths of the export.
import { existsSync } from 'node:fs'

if (!process.env.NEXT_PUBLIC_SITE_URL && existsSync('.env')) process.loadEnvFile('.env')
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL

const DEFAULT_LOCALE = 'en'
const LOCALES = ['en', 'fr']
/** `/en` → `/`, `/en/blog` → `/blog`, `/fr/blog` → `/fr/blog`. */
const toPublic = (path) => (path === `/${DEFAULT_LOCALE}` ? '/' : path.replace(new RegExp(`^/${DEFAULT_LOCALE}(?=/)`), ''))
/** The locale-free path: `/fr/blog` → `/blog`. */
const bare = (path) => path.replace(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`), '') || '/'
const localized = (locale, path) => (locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
const absolute = (path) => `${siteUrl}${path === '/' ? '' : path}`

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  outDir: 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  changefreq: 'weekly',
  priority: 0.5,
  autoLastmod: false,
  // Not in the sitemap: 404 pages, the download pages (/get, /download), the tag pages (docs/product.md#routes),
  // the feeds and /blog/page/1 (the same list as /blog).
  exclude: ['/_not-found', '/*/404', '/*/get', '/*/download', '/*/blog/tags/*', '/*/blog/page/1', '/*/blog/*.xml'],
  transform: async (config, path) => {
    const page = bare(path)
    return {
      loc: toPublic(path),
      changefreq: config.changefreq,
      priority: config.priority,
      alternateRefs: [
        ...LOCALES.map((locale) => ({ href: absolute(localized(locale, page)), hreflang: locale, hrefIsAbsolute: true })),
        { href: absolute(page), hreflang: 'x-default', hrefIsAbsolute: true },
      ],
    }
  },
}

export default config
