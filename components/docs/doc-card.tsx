import { Link } from '@/components/link'

export function DocCard({ href, title, description, meta }: { href: string; title: string; description: string; meta?: string }) {
  return (
    <Link href={href} className="group flex h-full flex-col rounded-card border border-border p-5 hover:border-accent hover:bg-surface">
      <span className="text-lg font-semibold text-fg group-hover:text-accent">{title}</span>
      <span className="mt-2 text-muted">{description}</span>
      {meta && <span className="mt-3 text-sm font-medium text-accent">{meta}</span>}
    </Link>
  )
}
