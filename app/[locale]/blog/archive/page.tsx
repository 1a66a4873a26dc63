import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { BlogSectionPage, blogSectionMetadata } from '@/components/blog/blog-section'
import { Link } from '@/components/link'
import { getPosts, groupPostsByYear, textLangOf } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { type Locale, localePath } from '@/lib/i18n'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogSectionMetadata((await params).locale, 'archive')
}

export default async function ArchivePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <BlogSectionPage locale={locale} section="archive">
      {groupPostsByYear(getPosts(locale)).map((group) => (
        <section key={group.year} className="mt-10" data-testid="archive-year" data-year={group.year}>
          <h2 className="text-2xl font-bold">{group.year}</h2>
          <ul className="mt-4 space-y-3">
            {group.posts.map((post) => (
              <li key={post.slug} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                <time dateTime={post.date.slice(0, 10)} className="w-40 shrink-0 text-sm text-muted">
                  {formatDate(locale, post.date)}
                </time>
                <Link
                  href={localePath(locale, post.path)}
                  className="font-medium text-accent hover:underline"
                  lang={textLangOf(post, locale)}
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogSectionPage>
  )
}
