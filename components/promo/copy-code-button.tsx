'use client'
import { useState } from 'react'
import { CheckIcon, CopyIcon } from '@/components/ui/icons'

type Status = 'idle' | 'copied' | 'failed'

export interface CopyCodeStrings {
  copy: string
  copied: string
  failed: string
}

/**
 * Copies a promo code to the clipboard and says so in a polite live region. Hidden without JavaScript
 * (it could not work): the code next to it stays visible and selectable.
 */
export function CopyCodeButton({ code, strings }: { code: string; strings: CopyCodeStrings }) {
  const [status, setStatus] = useState<Status>('idle')

  async function copy() {
    // Empty the live region first, so a second copy is announced again.
    setStatus('idle')
    try {
      await navigator.clipboard.writeText(code)
      setStatus('copied')
    } catch {
      // No clipboard API (insecure context, old browser) or permission refused.
      setStatus('failed')
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 [html:not([data-js])_&]:hidden">
      <button
        type="button"
        onClick={copy}
        data-testid="copy-code"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent px-4 font-semibold text-accent-fg transition-colors duration-150 hover:bg-accent-strong motion-reduce:transition-none"
      >
        {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {strings.copy}
      </button>
      <p
        role="status"
        aria-live="polite"
        data-testid="copy-status"
        className={status === 'failed' ? 'text-sm font-medium text-danger' : 'text-sm font-medium text-success'}
      >
        {status === 'copied' ? strings.copied : status === 'failed' ? strings.failed : ''}
      </p>
    </div>
  )
}
