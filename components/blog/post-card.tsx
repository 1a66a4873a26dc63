import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Post, textLangOf } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { PostMeta, TagLinks } from './post-meta'

/** A post in a list: title, date, reading time, authors, tags and excerpt. */
export async function PostCard({ locale, post, headingLevel = 'h2' }: { locale: Locale; post: Post; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const Heading = headingLevel
  return (
    <article className="border-b border-border py-8 first:pt-0" data-testid="post-card" data-slug={post.slug}>
      <PostMeta locale={locale} post={post} />
      <Heading className="mt-2 text-2xl font-bold tracking-tight" lang={textLangOf(post, locale)}>
        <Link href={localePath(locale, post.path)} className="hover:text-accent">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 text-muted" lang={textLangOf(post, locale)}>
        {post.description}
      </p>
      <div className="mt-4">
        <TagLinks locale={locale} tags={post.tags} label={t('tags')} />
      </div>
    </article>
  )
}
