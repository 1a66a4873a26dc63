import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { BlogSectionPage, blogSectionMetadata } from '@/components/blog/blog-section'
import { PostLine } from '@/components/blog/post-line'
import { getPosts, groupPostsByYear } from '@/lib/content'
import { type Locale } from '@/lib/i18n'

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
              <PostLine key={post.slug} locale={locale} post={post} />
            ))}
          </ul>
        </section>
      ))}
    </BlogSectionPage>
  )
}
