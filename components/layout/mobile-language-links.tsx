'use client'
import { Link } from '@/components/link'
import { type Locale, locales } from '@/lib/i18n'
import { useAlternatePaths } from './language-menu'

export function MobileLanguageLinks({ locale, label, names }: { locale: Locale; label: string; names: Record<Locale, string> }) {
  const paths = useAlternatePaths()
  return (
    <div className="mt-4 border-t border-border pt-3">
      <p className="px-2 text-sm text-muted">{label}</p>
      <ul className="mt-1 flex gap-2">
        {locales.map((l) => (
          <li key={l}>
            <Link
              href={paths[l]}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface aria-[current]:font-semibold aria-[current]:text-accent"
            >
              {names[l]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
