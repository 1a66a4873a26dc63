import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogShell } from '@/components/blog/blog-shell'
import { PostCard } from '@/components/blog/post-card'
import { PostLine } from '@/components/blog/post-line'
import { Link } from '@/components/link'
import { getAllTags, getPostsByTag, getTag } from '@/lib/content'
import { type Locale, localePath, locales } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { POSTS_PER_PAGE } from '@/lib/paginate'

export const dynamicParams = false
/** Every tag of the data file, even one with no post in a locale (it then shows an empty state). */
export function generateStaticParams() {
  return locales.flatMap((locale) => getAllTags().map((tag) => ({ locale, tag: tag.slug })))
}

type Props = { params: Promise<{ locale: Locale; tag: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tag: slug } = await params
  const tag = getTag(slug)
  if (!tag) return {}
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return createMetadata({
    locale,
    path: `/blog/tags/${slug}`,
    title: t('tagTitle', { tag: tag.label[locale] }),
    description: tag.description[locale],
  })
}

export default async function TagPage({ params }: Props) {
  const { locale, tag: slug } = await params
  setRequestLocale(locale)
  const tag = getTag(slug)
  if (!tag) notFound()
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const posts = getPostsByTag(locale, slug)
  // The newest as cards, as many as a page of the blog list; the older ones on a line each, as the archive shows them:
  // a tag's page lists all its posts, and cards all the way would make it weigh five times as much as it grows.
  const [recent, older] = [posts.slice(0, POSTS_PER_PAGE), posts.slice(POSTS_PER_PAGE)]
  return (
    <BlogShell locale={locale}>
      <h1 className="text-4xl font-bold tracking-tight">{t('tagTitle', { tag: tag.label[locale] })}</h1>
      <p className="mt-3 text-lg text-muted">{tag.description[locale]}</p>
      <p className="mt-2 text-sm text-muted">{t('postCount', { count: posts.length })}</p>
      {posts.length > 0 ? (
        <>
          <div className="mt-10" data-testid="post-list">
            {recent.map((post) => (
              <PostCard key={post.slug} locale={locale} post={post} />
            ))}
          </div>
          {older.length > 0 && (
            <section className="mt-10" aria-labelledby="older-posts">
              <h2 id="older-posts" className="text-2xl font-bold">
                {t('olderPosts')}
              </h2>
              <ul className="mt-4 space-y-3" data-testid="older-posts">
                {older.map((post) => (
                  <PostLine key={post.slug} locale={locale} post={post} />
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <div className="mt-10 rounded-card border border-dashed border-border p-8 text-center" data-testid="tag-empty">
          <p>{t('tagEmpty')}</p>
          <Link href={localePath(locale, '/blog')} className="mt-4 inline-flex min-h-10 items-center font-semibold text-accent underline">
            {t('tagEmptyLink')}
          </Link>
        </div>
      )}
    </BlogShell>
  )
}
