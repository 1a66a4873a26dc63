// Dates and money, formatted once for each locale.
import type { Locale } from './i18n'

const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' }

/** `2025-09-09` → "9 September 2025" / "9 septembre 2025" (calendar dates: always UTC). */
export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}

/** Amount in cents → "€1,234.56" / "1 234,56 €". */
export function formatEuros(locale: Locale, cents: bigint | number): string {
  const value = typeof cents === 'bigint' ? Number(cents) / 100 : cents / 100
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(value)
}
