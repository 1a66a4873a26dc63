import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogSectionPage, blogSectionMetadata } from '@/components/blog/blog-section'
import { Link } from '@/components/link'
import { getTagsWithCounts } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogSectionMetadata((await params).locale, 'tags')
}

export default async function TagsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <BlogSectionPage locale={locale} section="tags">
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
    </BlogSectionPage>
  )
}
