import { Link } from '@/components/link'
import { type Post, textLangOf } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { type Locale, localePath } from '@/lib/i18n'

/**
 * A post in a long list, on one line: its date and its title. The lists that name every post (the archive, a tag's
 * older posts) use it rather than a card, which weighs about five times as much in the page and in React's payload.
 */
export function PostLine({ locale, post }: { locale: Locale; post: Post }) {
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:gap-4">
      <time dateTime={post.date.slice(0, 10)} className="w-40 shrink-0 text-sm text-muted">
        {formatDate(locale, post.date)}
      </time>
      <Link href={localePath(locale, post.path)} className="font-medium text-accent hover:underline" lang={textLangOf(post, locale)}>
        {post.title}
      </Link>
    </li>
  )
}
