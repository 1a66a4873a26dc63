import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { getPosts, groupPostsByYear, sidebarPosts, textLangOf } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'

/** The blog sidebar: the newest posts grouped by year, and with more of them a link to the archive (SIDEBAR_POSTS_LIMIT). */
export async function PostsByYear({ locale, activeSlug }: { locale: Locale; activeSlug?: string }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const { posts, truncated } = sidebarPosts(getPosts(locale))
  const groups = groupPostsByYear(posts)
  return (
    <nav aria-labelledby="posts-by-year" data-testid="blog-sidebar">
      <h2 id="posts-by-year" className="text-sm font-semibold">
        {truncated ? t('recentPostsByYear') : t('allPostsByYear')}
      </h2>
      {groups.map((group) => (
        <section key={group.year} className="mt-4" aria-labelledby={`year-${group.year}`}>
          <h3 id={`year-${group.year}`} className="text-sm font-semibold text-muted">
            {group.year}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {group.posts.map((post) => (
              <li key={post.slug}>
                <Link
                  href={localePath(locale, post.path)}
                  aria-current={post.slug === activeSlug ? 'page' : undefined}
                  className="year-post-link"
                  lang={textLangOf(post, locale)}
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {truncated && (
        <p className="mt-4 text-sm">
          <Link href={localePath(locale, '/blog/archive')} className="font-medium text-accent hover:underline">
            {t('allPostsInArchive')}
          </Link>
        </p>
      )}
    </nav>
  )
}
