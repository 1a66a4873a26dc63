import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogIndex } from '@/components/blog/blog-index'
import type { Locale } from '@/lib/i18n'
import { blogFeeds, createMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return createMetadata({ locale, path: '/blog', title: t('title'), description: t('description'), feeds: blogFeeds(locale) })
}

export default async function BlogPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <BlogIndex locale={locale} page={1} />
}
