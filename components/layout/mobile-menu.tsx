'use client'
import { type ReactNode, useRef } from 'react'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { useDisclosure } from './use-disclosure'

/** The navbar below 996 px: a <details> menu (works without JavaScript) with Escape, focus trap and close-on-navigation. */
export function MobileMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useDisclosure(ref, { trapFocus: true })
  return (
    <details ref={ref} className="group nav:hidden" data-testid="mobile-menu">
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-surface [&::-webkit-details-marker]:hidden"
        data-testid="mobile-menu-button"
      >
        <MenuIcon className="group-open:hidden" />
        <CloseIcon className="hidden group-open:block" />
        <span className="sr-only group-open:hidden">{openLabel}</span>
        <span className="sr-only hidden group-open:inline">{closeLabel}</span>
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--nav-height))] overflow-y-auto border-b border-border bg-bg px-4 pb-6 pt-2 shadow-lg">
        {children}
      </div>
    </details>
  )
}
