import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { getAuthor, getTag, type Post } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { type Locale, localePath } from '@/lib/i18n'

export async function authorNames(locale: Locale, ids: string[]): Promise<string[]> {
  return ids.map((id) => getAuthor(id)?.name[locale] ?? id)
}

/** Date, reading time and authors of a post, in one line. */
export async function PostMeta({ locale, post }: { locale: Locale; post: Post }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const names = await authorNames(locale, post.authors)
  // Shown once the post changed on a later day than its publication (contentlayer.config.ts: lastModified).
  const updated = post.lastModified.slice(0, 10) > post.date.slice(0, 10) ? post.lastModified.slice(0, 10) : undefined
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <time dateTime={post.date.slice(0, 10)}>{formatDate(locale, post.date)}</time>
      {updated && (
        <>
          <span aria-hidden="true">·</span>
          <span data-testid="post-updated">
            {t.rich('updated', {
              date: formatDate(locale, updated),
              time: (chunks) => <time dateTime={updated}>{chunks}</time>,
            })}
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span data-testid="reading-time">{t('readingTime', { minutes: post.readingTime })}</span>
      <span aria-hidden="true">·</span>
      <span>{t('by', { authors: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) })}</span>
    </p>
  )
}

/** A post's tags as links to their tag pages. */
export async function TagLinks({ locale, tags, label }: { locale: Locale; tags: string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((slug) => (
        <li key={slug}>
          <Link href={localePath(locale, `/blog/tags/${slug}`)} className="tag-link">
            {getTag(slug)?.label[locale] ?? slug}
          </Link>
        </li>
      ))}
    </ul>
  )
}
