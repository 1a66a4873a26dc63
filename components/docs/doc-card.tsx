import { Link } from '@/components/link'

export function DocCard({
  href,
  title,
  description,
  meta,
  lang,
}: {
  href: string
  title: string
  description: string
  meta?: string
  /** The language of the title and description, when it differs from the page's (a page not translated yet). */
  lang?: string
}) {
  return (
    <Link href={href} className="group flex h-full flex-col rounded-card border border-border p-5 hover:border-accent hover:bg-surface">
      <span className="text-lg font-semibold text-fg group-hover:text-accent" lang={lang}>
        {title}
      </span>
      <span className="mt-2 text-muted" lang={lang}>
        {description}
      </span>
      {meta && <span className="mt-3 text-sm font-medium text-accent">{meta}</span>}
    </Link>
  )
}
