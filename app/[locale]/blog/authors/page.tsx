import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogSectionPage, blogSectionMetadata } from '@/components/blog/blog-section'
import { Link } from '@/components/link'
import { getAuthors, getPostsByAuthor, textLangOf } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogSectionMetadata((await params).locale, 'authors')
}

export default async function AuthorsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <BlogSectionPage locale={locale} section="authors">
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
                  <Link
                    href={localePath(locale, post.path)}
                    className="inline-flex min-h-8 items-center text-accent hover:underline"
                    lang={textLangOf(post, locale)}
                  >
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </BlogSectionPage>
  )
}
