import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogIndex } from '@/components/blog/blog-index'
import { getPosts } from '@/lib/content'
import { type Locale, locales } from '@/lib/i18n'
import { blogFeeds, createMetadata } from '@/lib/metadata'
import { pageCount } from '@/lib/paginate'

export const dynamicParams = false
/**
 * Pages of the blog list. Page 1 is /blog; /blog/page/1 also exists (a static export needs at least
 * one page per route) but is not indexed and names /blog as its canonical URL.
 */
export function generateStaticParams() {
  return locales.flatMap((locale) =>
    Array.from({ length: pageCount(getPosts(locale).length) }, (_, i) => ({ locale, page: String(i + 1) })),
  )
}

type Props = { params: Promise<{ locale: Locale; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const first = page === '1'
  return createMetadata({
    locale,
    path: first ? '/blog' : `/blog/page/${page}`,
    title: t('pageTitle', { page }),
    description: t('pageDescription', { page }),
    feeds: blogFeeds(locale),
    noindex: first,
  })
}

export default async function BlogListPage({ params }: Props) {
  const { locale, page } = await params
  setRequestLocale(locale)
  return <BlogIndex locale={locale} page={Number(page)} />
}
