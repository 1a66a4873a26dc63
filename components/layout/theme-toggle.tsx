import { MoonIcon, SunIcon } from '@/components/ui/icons'
import { THEME_TOGGLE } from '@/lib/data-attributes/page'

/**
 * Light/dark switch, server-rendered: the icon is chosen by CSS, so the HTML is right for either theme. A click is
 * handled by the head script (lib/early-controls.ts), from the first paint, before React runs: it sets the theme and
 * tells next-themes. From hydration on, `aria-pressed` follows the theme on <html> (SiteBehaviour).
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-surface"
      aria-label={label}
      data-testid="theme-toggle"
      {...THEME_TOGGLE.prop()}
    >
      <MoonIcon className="dark:hidden" />
      <SunIcon className="hidden dark:block" />
    </button>
  )
}
