// Locales and localized paths: the one place that knows English lives at bare paths and French under /fr.
export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** A value given in every locale: the type makes a missing translation a compile error. */
export type Localized<T = string> = Record<Locale, T>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** `localePath('fr', '/blog')` → `/fr/blog`; `localePath('en', '/blog')` → `/blog`. Hashes and queries are kept. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  if (clean === '/') return `/${locale}`
  if (clean.startsWith('/#') || clean.startsWith('/?')) return `/${locale}${clean.slice(1)}`
  return `/${locale}${clean}`
}

/**
 * Splits a URL path into its locale and the locale-free path: `/fr/blog` → `{ locale: 'fr', path: '/blog' }`.
 * `/blog` is English; so is `/en/blog`, the path pages have while they are prerendered, before the export is moved.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' }
  return { locale: defaultLocale, path: pathname || '/' }
}
