'use client'
import { usePathname } from 'next/navigation'
import { Link } from '@/components/link'
import { type Locale, localePath, locales, splitLocale } from '@/lib/i18n'

/** Links to the page being shown in each language (the path is known while prerendering, so they work without JavaScript). */
export function LanguageLinks({ locale, names, className }: { locale: Locale; names: Record<Locale, string>; className: string }) {
  const { path } = splitLocale(usePathname() ?? '/')
  return locales.map((l) => (
    <li key={l}>
      <Link href={localePath(l, path)} hrefLang={l} lang={l} aria-current={l === locale ? 'true' : undefined} className={className}>
        {names[l]}
      </Link>
    </li>
  ))
}
