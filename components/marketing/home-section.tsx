import type { ReactNode } from 'react'
import { REVEAL } from '@/lib/data-attributes/content'

/**
 * One section of the home page. The anchor id sits on the block that starts with the heading, so a jump to
 * `/#price` lands with the heading just below the sticky navbar (`[id] { scroll-margin-top }` in globals.css).
 * `data-reveal` lets <Reveal> fade it in on scroll; nothing is hidden without JavaScript or under reduced motion.
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string
  eyebrow: string
  title: string
  intro?: string
  tone?: 'plain' | 'tinted'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      {...REVEAL.prop()}
      className={`border-t border-border py-16 md:py-24 ${tone === 'tinted' ? 'bg-surface' : 'bg-bg'}`}
    >
      <div className="mx-auto max-w-page px-4">
        <div id={id} className="max-w-reading">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}
