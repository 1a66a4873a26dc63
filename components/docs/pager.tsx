import { Link } from '@/components/link'

export interface PagerLink {
  href: string
  title: string
  /** The title's language, when it differs from the page's (a page not translated yet). */
  lang?: string
}

/** Previous / next links at the bottom of a docs page or a post. */
export function Pager({
  label,
  previous,
  next,
}: {
  label: { nav: string; previous: string; next: string }
  previous?: PagerLink
  next?: PagerLink
}) {
  if (!previous && !next) return null
  const card = 'flex min-h-16 flex-col justify-center rounded-card border border-border p-4 hover:border-accent'
  return (
    <nav aria-label={label.nav} className="mt-12 grid gap-4 sm:grid-cols-2" data-testid="pager">
      {previous ? (
        <Link href={previous.href} className={card} rel="prev">
          <span className="text-sm text-muted">{label.previous}</span>
          <span className="font-semibold text-accent">
            <span aria-hidden="true">←</span> <span lang={previous.lang}>{previous.title}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className={`${card} text-right sm:col-start-2`} rel="next">
          <span className="text-sm text-muted">{label.next}</span>
          <span className="font-semibold text-accent">
            <span lang={next.lang}>{next.title}</span> <span aria-hidden="true">→</span>
          </span>
        </Link>
      )}
    </nav>
  )
}
