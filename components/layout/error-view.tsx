'use client'
import { createContext, type ReactNode, useContext } from 'react'

export interface ErrorStrings {
  crashTitle: string
  tryAgain: string
  loadFailedTitle: string
  retry: string
  details: string
}

const ErrorStringsContext = createContext<ErrorStrings | null>(null)

/** The layout hands the error texts of its locale to error boundaries, which cannot read messages themselves. */
export function ErrorStringsProvider({ value, children }: { value: ErrorStrings; children: ReactNode }) {
  return <ErrorStringsContext.Provider value={value}>{children}</ErrorStringsContext.Provider>
}

/** A failed download of code or data, as opposed to a bug in rendering. */
export function isLoadError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|Failed to fetch|NetworkError|Load failed|dynamically imported module/i.test(error.message)
  )
}

/**
 * docs/product.md#errors: a failed load shows a red box with the error and a Retry button (a full reload); a render
 * crash shows "This page crashed." with the error text and a "Try again" button (re-renders the segment).
 */
export function PageError({ error, reset }: { error: Error; reset: () => void }) {
  // Always inside the [locale] layout's provider (app/[locale]/error.tsx); app/global-error.tsx has its own texts.
  const t = useContext(ErrorStringsContext)
  if (!t) throw new Error('PageError renders inside an ErrorStringsProvider')
  const loadFailed = isLoadError(error)
  return (
    <div className="mx-auto max-w-reading px-4 py-16">
      <div role="alert" className="rounded-card border-2 border-danger bg-danger-soft p-6 text-fg" data-testid="page-error">
        <h1 className="text-2xl font-bold text-danger">{loadFailed ? t.loadFailedTitle : t.crashTitle}</h1>
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t.details}</span> <code className="break-words font-mono">{error.message || error.name}</code>
        </p>
        <button
          type="button"
          onClick={() => (loadFailed ? window.location.reload() : reset())}
          className="mt-5 min-h-10 rounded-lg bg-danger px-4 text-sm font-semibold text-bg hover:opacity-90"
        >
          {loadFailed ? t.retry : t.tryAgain}
        </button>
      </div>
    </div>
  )
}
