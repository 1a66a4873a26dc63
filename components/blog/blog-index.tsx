import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { getPosts } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { pageCount, pageLinks, paginate } from '@/lib/paginate'
import { BlogShell } from './blog-shell'
import { PostCard } from './post-card'

const pagePath = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`)

/** The blog list, newest first, 10 posts a page: page 1 at /blog, page n at /blog/page/n. */
export async function BlogIndex({ locale, page }: { locale: Locale; page: number }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const posts = getPosts(locale)
  const pages = pageCount(posts.length)
  return (
    <BlogShell locale={locale}>
      <h1 className="text-4xl font-bold tracking-tight">{page === 1 ? t('heading') : t('pageTitle', { page })}</h1>
      <p className="mt-3 text-lg text-muted">{t('intro')}</p>
      <div className="mt-10" data-testid="post-list">
        {paginate(posts, page).map((post) => (
          <PostCard key={post.slug} locale={locale} post={post} />
        ))}
      </div>
      {pages > 1 && (
        <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap gap-2">
          {/* The first, the last and the nearest pages: as many links on every page, however long the blog. */}
          {pageLinks(page, pages).map((n, i) =>
            n === null ? (
              <span key={`gap-${i}`} aria-hidden="true" className="inline-flex min-h-10 items-center px-1 text-muted">
                …
              </span>
            ) : (
              <Link
                key={n}
                href={localePath(locale, pagePath(n))}
                aria-current={n === page ? 'page' : undefined}
                className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-border px-3 aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg"
              >
                <span className="sr-only">{t('pageN', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </Link>
            ),
          )}
        </nav>
      )}
    </BlogShell>
  )
}
