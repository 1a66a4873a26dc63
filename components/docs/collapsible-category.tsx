'use client'
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'
import { ChevronRightIcon } from '@/components/ui/icons'
import { COLLAPSIBLE } from '@/lib/data-attributes/content'

/** The collapse takes longer for taller content (MUI's curve), and 1 ms under reduced motion (docs/product.md#layout). */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  if (heightPx <= 0) return 0
  const constant = heightPx / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}

/** A sidebar category: its name links to the category page, the chevron folds its list. */
export function CollapsibleCategory({
  label,
  toggleLabel,
  defaultOpen,
  header,
  children,
}: {
  label: string
  toggleLabel: string
  defaultOpen: boolean
  header: ReactNode
  children: ReactNode
}) {
  const [open, setOpen] = useState(defaultOpen)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const first = useRef(true)

  // The panel's height is driven here, not by render, so that both directions animate.
  useLayoutEffect(() => {
    const el = panel.current
    if (!el) return
    if (first.current) {
      first.current = false
      return
    }
    const height = el.scrollHeight
    const duration = collapseDuration(height, window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    el.style.transitionDuration = `${duration}ms`
    el.dataset.duration = String(duration)
    el.style.visibility = 'visible'
    const end = () => {
      el.removeEventListener('transitionend', end)
      if (open) el.style.height = 'auto'
      else el.style.visibility = 'hidden'
    }
    el.addEventListener('transitionend', end)
    el.style.height = `${open ? 0 : height}px`
    void el.offsetHeight // apply the start height before the end one
    el.style.height = `${open ? height : 0}px`
  }, [open])

  return (
    <div>
      <div className="flex items-center">
        {header}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${toggleLabel}: ${label}`}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface"
        >
          <ChevronRightIcon width={16} height={16} className={`transition-transform duration-150 ${open ? 'rotate-90' : ''}`} />
        </button>
      </div>
      <div
        ref={panel}
        id={id}
        {...COLLAPSIBLE.prop()}
        data-open={open}
        className="overflow-hidden transition-[height] ease-in-out"
        style={defaultOpen ? undefined : { height: 0, visibility: 'hidden' }}
      >
        {children}
      </div>
    </div>
  )
}
