// Dates and money, formatted once for each locale.
import type { Locale } from './i18n'

const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' }

/** `2025-09-09` → "9 September 2025" / "9 septembre 2025" (calendar dates: always UTC). */
export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}

/** `-123405n` → "-1234.05": an exact decimal string that Intl formats without going through a binary float. */
function scaledDecimal(value: bigint, digits: number): `${number}` {
  const negative = value < 0n
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0')
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}` as `${number}`
}

/** Amount in cents → "€1,234.56" / "1 234,56 €" (French groups with U+202F and puts U+00A0 before €). BigInt cents are formatted exactly. */
export function formatEuros(locale: Locale, cents: bigint | number): string {
  const value = typeof cents === 'bigint' ? scaledDecimal(cents, 2) : cents / 100
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(value)
}

/** Rate in thousandths of a percent → "5.5%" / "5,5 %" (up to 3 decimals, as entered). */
export function formatRate(locale: Locale, thousandths: bigint): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 3 }).format(scaledDecimal(thousandths, 5))
}
