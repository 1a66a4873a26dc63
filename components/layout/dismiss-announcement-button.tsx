'use client'
import { CloseIcon } from '@/components/ui/icons'
import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/head-script'

export function DismissAnnouncementButton({ id, label }: { id: string; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-testid="dismiss-announcement"
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-bg/60"
      onClick={() => {
        try {
          localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id)
        } catch {
          // Storage may be blocked: the bar still closes for this page view.
        }
        document.documentElement.setAttribute('data-announcement-dismissed', '')
        document.getElementById('content')?.focus()
      }}
    >
      <CloseIcon width={16} height={16} />
    </button>
  )
}
