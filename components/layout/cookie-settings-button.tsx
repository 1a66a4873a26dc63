'use client'
import { CONSENT_OPEN_EVENT } from '@/lib/analytics'

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="min-h-8 text-sm text-muted underline underline-offset-2 hover:text-accent"
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {label}
    </button>
  )
}
