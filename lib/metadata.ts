// Every page's <head> metadata, written once: title "Page | Track", description, canonical URL,
// hreflang alternates (en, fr, x-default), Open Graph and Twitter cards.
import type { Metadata } from 'next'
import { defaultLocale, type Locale, localePath, locales } from './i18n'
import { site } from './site'

export const TITLE_SEPARATOR = ' | '

export interface PageMetadataInput {
  locale: Locale
  /** Locale-free path of the page: `/blog/how-to-negotiate`. */
  path: string
  /** Page name; the layout's template adds " | Track". */
  title: string
  description: string
  /** Use the title as is, without the template (the home page: "Track | tagline"). */
  absoluteTitle?: boolean
  /** Locale-free path of a social image in public/ (default: the page's own card, see socialImagePath). */
  image?: string
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  /** RSS/Atom feeds to advertise in <head>. */
  feeds?: { rss: string; atom: string }
  /** The page has a Markdown twin at its URL plus `.md` (scripts/steps/markdown.ts), for AI assistants. */
  markdown?: boolean
  noindex?: boolean
  /**
   * The languages the page's text is written in (default: every locale). A page shown in another language (a help
   * page or post not translated yet) names its original as canonical, is not indexed and gets no language alternates;
   * the original lists only the languages it exists in.
   */
  languages?: readonly Locale[]
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' }

/**
 * The page's own social card, generated after the export by scripts/steps/og-images.ts (same rule):
 * `/og` + the page's path in its locale + `.png`; the home pages are `/og/index.png` and `/og/fr.png`.
 */
export function socialImagePath(locale: Locale, path: string): string {
  const page = localePath(locale, path).replace(/\/+$/, '') || '/'
  return page === '/' ? '/og/index.png' : `/og${page}.png`
}

export const absoluteUrl = (path: string) => `${site.url}${path === '/' ? '' : path}`

export function alternateUrls(path: string, languages: readonly Locale[] = locales): Partial<Record<Locale | 'x-default', string>> {
  const urls = Object.fromEntries(languages.map((l) => [l, absoluteUrl(localePath(l, path))])) as Partial<Record<Locale, string>>
  return { ...urls, 'x-default': absoluteUrl(localePath(defaultLocale, path)) }
}

/** The blog's feeds in a locale, for <link rel="alternate"> in the head of blog pages. */
export function blogFeeds(locale: Locale) {
  return { rss: localePath(locale, '/blog/rss.xml'), atom: localePath(locale, '/blog/atom.xml') }
}

export function createMetadata(input: PageMetadataInput): Metadata {
  const { locale, path, description, languages = locales } = input
  // Shown in a language it is not written in yet: the original is the page search engines should know.
  const untranslated = !languages.includes(locale)
  const url = absoluteUrl(localePath(locale, path))
  const fullTitle = input.absoluteTitle ? input.title : `${input.title}${TITLE_SEPARATOR}${site.name}`
  const image = absoluteUrl(input.image ?? socialImagePath(untranslated ? languages[0] : locale, path))
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    alternates: {
      canonical: untranslated ? absoluteUrl(localePath(languages[0], path)) : url,
      ...(!untranslated && { languages: alternateUrls(path, languages) }),
      ...((input.feeds || input.markdown) && {
        types: {
          ...(input.feeds && {
            'application/rss+xml': absoluteUrl(input.feeds.rss),
            'application/atom+xml': absoluteUrl(input.feeds.atom),
          }),
          ...(input.markdown && { 'text/markdown': absoluteUrl(`${localePath(locale, path)}.md`) }),
        },
      }),
    },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: site.name,
      locale: OG_LOCALES[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      type: input.type ?? 'website',
      images: [{ url: image, width: 1200, height: 630, alt: fullTitle }],
      ...(input.publishedTime && { publishedTime: input.publishedTime }),
      ...(input.modifiedTime && { modifiedTime: input.modifiedTime }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
    ...((input.noindex || untranslated) && { robots: { index: false, follow: true } }),
  }
}
