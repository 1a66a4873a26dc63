import type { ReactNode } from 'react'
import { ChevronRightIcon } from '@/components/ui/icons'
import { COLLAPSIBLE, COLLAPSIBLE_OPEN } from '@/lib/data-attributes/content'
import { ACTION, ACTIONS } from '@/lib/data-attributes/layout'
import { ENHANCED_NEEDS, NEEDS } from '@/lib/data-attributes/page'

/**
 * A sidebar category: its name links to the category page, the chevron folds its list. Server-rendered: lib/browser/enhance.ts
 * gives the button its behaviour (lib/browser/collapse.ts), and a tap before that is kept and replayed (`data-needs`). Without
 * JavaScript every list shows (app/globals.css) and the button, which could do nothing, is hidden.
 */
export function CollapsibleCategory({
  id,
  label,
  toggleLabel,
  open,
  header,
  children,
}: {
  /** The panel's id, unique in the page. */
  id: string
  label: string
  toggleLabel: string
  open: boolean
  header: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <div className="flex items-center">
        {header}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${toggleLabel}: ${label}`}
          {...ACTION.prop(ACTIONS.toggleCategory)}
          {...NEEDS.prop(ENHANCED_NEEDS.sidebar)}
          className="group inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface [html:not([data-js])_&]:hidden"
        >
          <ChevronRightIcon width={16} height={16} className="transition-transform duration-150 group-aria-expanded:rotate-90" />
        </button>
      </div>
      <div
        id={id}
        {...COLLAPSIBLE.prop()}
        {...COLLAPSIBLE_OPEN.prop(String(open))}
        className="overflow-hidden transition-[height] ease-in-out"
        style={open ? undefined : { height: 0, visibility: 'hidden' }}
      >
        {children}
      </div>
    </div>
  )
}
