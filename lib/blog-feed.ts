// The blog feeds of a locale, from the content layer (route handlers call this at build time).
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getAuthor, getTag, getTranslatedPosts } from './content'
import { buildAtom, buildRss, type FeedInfo } from './feed'
import { isLocale, type Locale, localePath, locales } from './i18n'
import { absoluteUrl } from './metadata'
import { site } from './site'

async function feedInfo(locale: Locale, kind: 'rss' | 'atom'): Promise<FeedInfo> {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return {
    title: `${t('heading')} | ${site.name}`,
    description: t('description'),
    url: absoluteUrl(localePath(locale, '/blog')),
    feedUrl: absoluteUrl(localePath(locale, `/blog/${kind}.xml`)),
    language: locale,
    entries: getTranslatedPosts(locale).map((post) => ({
      title: post.title,
      description: post.description,
      url: absoluteUrl(localePath(locale, post.path)),
      date: post.date,
      updated: post.lastModified,
      authors: post.authors.map((id) => getAuthor(id)?.name[locale] ?? id),
      categories: post.tags.map((slug) => getTag(slug)?.label[locale] ?? slug),
    })),
  }
}

export async function blogFeedResponse(locale: Locale, kind: 'rss' | 'atom'): Promise<Response> {
  const info = await feedInfo(locale, kind)
  const body = kind === 'rss' ? buildRss(info) : buildAtom(info)
  return new Response(body, { headers: { 'content-type': `application/${kind === 'rss' ? 'rss' : 'atom'}+xml; charset=utf-8` } })
}

/**
 * The route handler of `/blog/rss.xml` or `/blog/atom.xml`, prerendered for every locale. Each route file
 * spreads it and states `export const dynamic = 'force-static'` itself (Next reads that from the source).
 */
export function blogFeedRoute(kind: 'rss' | 'atom') {
  return {
    generateStaticParams: () => locales.map((locale) => ({ locale })),
    async GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
      const { locale } = await params
      if (!isLocale(locale)) notFound()
      return blogFeedResponse(locale, kind)
    },
  }
}
