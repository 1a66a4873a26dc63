import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'
import { PostsByYear } from './posts-by-year'

/** Blog pages: the content, and beside it the sidebar of all posts by year and the blog's sections. */
export async function BlogShell({ locale, activeSlug, children }: { locale: Locale; activeSlug?: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const sections = [
    { href: '/blog', label: t('allPosts') },
    { href: '/blog/archive', label: t('archive') },
    { href: '/blog/tags', label: t('tags') },
    { href: '/blog/authors', label: t('authors') },
  ]
  return (
    <div className="mx-auto grid max-w-page gap-12 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0">{children}</div>
      <aside className="space-y-8 lg:sticky lg:top-[calc(var(--nav-height)+1rem)] lg:max-h-[calc(100dvh-var(--nav-height)-2rem)] lg:self-start lg:overflow-y-auto">
        <nav aria-label={t('title')}>
          <ul className="flex flex-wrap gap-2 text-sm lg:flex-col lg:gap-1">
            {sections.map((s) => (
              <li key={s.href}>
                <Link href={localePath(locale, s.href)} className="blog-aside-link">
                  {s.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={localePath(locale, '/blog/rss.xml')} className="blog-aside-link">
                {t('rss')}
              </a>
            </li>
            <li>
              <a href={localePath(locale, '/blog/atom.xml')} className="blog-aside-link">
                {t('atom')}
              </a>
            </li>
          </ul>
        </nav>
        <PostsByYear locale={locale} activeSlug={activeSlug} />
      </aside>
    </div>
  )
}
