import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogShell } from '@/components/blog/blog-shell'
import { Link } from '@/components/link'
import { getAuthors, getPostsByAuthor } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { blogFeeds, createMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return createMetadata({
    locale,
    path: '/blog/authors',
    title: t('authorsTitle'),
    description: t('authorsDescription'),
    feeds: blogFeeds(locale),
  })
}

export default async function AuthorsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <BlogShell locale={locale}>
      <h1 className="text-4xl font-bold tracking-tight">{t('authorsTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('authorsDescription')}</p>
      {getAuthors().map((author) => {
        const posts = getPostsByAuthor(locale, author.id)
        return (
          <section key={author.id} id={author.id} className="mt-10 rounded-card border border-border p-6" data-testid="author">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-fg"
              >
                {author.initials}
              </span>
              <div>
                <h2 className="text-xl font-bold">{author.name[locale]}</h2>
                <p className="text-sm text-muted">{author.role[locale]}</p>
              </div>
            </div>
            <p className="mt-4">{author.bio[locale]}</p>
            {author.links.length > 0 && (
              <ul className="mt-3 flex gap-3 text-sm">
                {author.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-8 items-center text-accent underline"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-6 font-semibold">
              {t('postsBy', { name: author.name[locale] })} ({t('postCount', { count: posts.length })})
            </h3>
            <ul className="mt-2 space-y-1">
              {posts.map((post) => (
                <li key={post.slug}>
                  <Link href={localePath(locale, post.path)} className="inline-flex min-h-8 items-center text-accent hover:underline">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </BlogShell>
  )
}
