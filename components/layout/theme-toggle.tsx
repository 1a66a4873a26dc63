'use client'
import { useTheme } from 'next-themes'
import { type ReactNode, useSyncExternalStore } from 'react'
import { THEME_TOGGLE } from '@/lib/data-attributes/page'

const subscribeNothing = () => () => {}

/**
 * Light/dark switch. The icon is chosen by CSS, so the server HTML is right for either theme. The icons
 * come rendered from the server (importing the icon set here would ship all of it to every page).
 * A click is handled by the head script (lib/early-controls.ts), from the first paint, before React runs: it sets
 * the theme and tells next-themes, so this component only reflects the theme in aria-pressed.
 */
export function ThemeToggle({ label, icons }: { label: string; icons: ReactNode }) {
  const { resolvedTheme } = useTheme()
  // false while prerendering and hydrating, true after: aria-pressed then reflects the theme.
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const dark = resolvedTheme === 'dark'
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-surface"
      aria-label={label}
      aria-pressed={mounted ? dark : undefined}
      data-testid="theme-toggle"
      {...THEME_TOGGLE.prop()}
    >
      {icons}
    </button>
  )
}
