'use client'
import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { INLINE_SCRIPT, INLINE_SCRIPTS } from '@/lib/data-attributes/page'
import { THEME_STORAGE_KEY } from '@/lib/storage-keys'

// next-themes renders an inline <script> that sets the theme class before first paint (no flash).
// On a client-side locale switch the [locale] layout remounts, and React 19 logs "Encountered a
// script tag" for it: on the client the script is marked as a data block; the server HTML keeps it
// executable (the element has suppressHydrationWarning, so the differing `type` does not warn). INLINE_SCRIPT names it
// for the security policy step, which allows only the inline scripts it knows.
const named = INLINE_SCRIPT.prop(INLINE_SCRIPTS.theme)
const scriptProps = typeof window === 'undefined' ? named : { ...named, type: 'application/json' }

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      storageKey={THEME_STORAGE_KEY}
      scriptProps={scriptProps}
    >
      {children}
    </NextThemesProvider>
  )
}
