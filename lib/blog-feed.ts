// The blog feeds of a locale, from the content layer (route handlers call this at build time).
import { getTranslations } from 'next-intl/server'
import { getAuthor, getPosts, getTag } from './content'
import { buildAtom, buildRss, type FeedInfo } from './feed'
import { type Locale, localePath } from './i18n'
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
    entries: getPosts(locale).map((post) => ({
      title: post.title,
      description: post.description,
      url: absoluteUrl(localePath(locale, post.path)),
      date: post.date,
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
