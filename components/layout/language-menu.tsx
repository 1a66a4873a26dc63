'use client'
import { usePathname } from 'next/navigation'
import { useRef } from 'react'
import { Link } from '@/components/link'
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons'
import { type Locale, locales, localePath, splitLocale } from '@/lib/i18n'
import { useDisclosure } from './use-disclosure'

export interface LanguageMenuProps {
  locale: Locale
  label: string
  names: Record<Locale, string>
}

/** The URL of the page being shown, in every locale. */
export function useAlternatePaths(): Record<Locale, string> {
  const { path } = splitLocale(usePathname() ?? '/')
  return Object.fromEntries(locales.map((l) => [l, localePath(l, path)])) as Record<Locale, string>
}

export function LanguageMenu({ locale, label, names }: LanguageMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  useDisclosure(ref)
  const paths = useAlternatePaths()
  return (
    <details ref={ref} className="group relative" data-testid="language-menu">
      <summary
        className="flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-surface [&::-webkit-details-marker]:hidden"
        aria-label={`${label}: ${names[locale]}`}
      >
        <GlobeIcon />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <ChevronDownIcon className="transition-transform group-open:rotate-180" width={16} height={16} />
      </summary>
      <ul className="absolute right-0 mt-2 w-40 rounded-card border border-border bg-bg p-1 shadow-lg">
        {locales.map((l) => (
          <li key={l}>
            <Link
              href={paths[l]}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="flex min-h-10 items-center rounded-md px-3 text-sm hover:bg-surface aria-[current]:font-semibold aria-[current]:text-accent"
            >
              {names[l]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
