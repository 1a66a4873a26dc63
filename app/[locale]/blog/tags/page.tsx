import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogShell } from '@/components/blog/blog-shell'
import { Link } from '@/components/link'
import { getTagsWithCounts } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { blogFeeds, createMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return createMetadata({ locale, path: '/blog/tags', title: t('tagsTitle'), description: t('tagsDescription'), feeds: blogFeeds(locale) })
}

export default async function TagsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <BlogShell locale={locale}>
      <h1 className="text-4xl font-bold tracking-tight">{t('tagsTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('tagsDescription')}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2" data-testid="tag-index">
        {getTagsWithCounts(locale).map(({ tag, count }) => (
          <li key={tag.slug}>
            <Link
              href={localePath(locale, `/blog/tags/${tag.slug}`)}
              className="flex h-full flex-col rounded-card border border-border p-4 hover:border-accent"
              data-tag={tag.slug}
              data-count={count}
            >
              <span className="font-semibold text-fg">
                {tag.label[locale]} <span className="text-sm font-normal text-muted">({t('postCount', { count })})</span>
              </span>
              <span className="mt-1 text-sm text-muted">{tag.description[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogShell>
  )
}
