import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { InfoIcon } from '@/components/ui/icons'
import { defaultLocale, type Locale, localePath } from '@/lib/i18n'

/**
 * Under the title of a translated help page or post whose English original changed after it (computed at build time
 * from git: lib/outdated-translations.ts): says so in the page's language, with a link to the original. The page
 * stays what it is, indexed; the notice goes once the translation is updated or marked still right.
 */
export async function OutdatedNotice({ locale, kind, path }: { locale: Locale; kind: 'page' | 'post'; path: string }) {
  const t = await getTranslations({ locale, namespace: 'Untranslated' })
  return (
    <p
      role="note"
      data-testid="outdated-notice"
      data-pagefind-ignore
      className="mt-4 flex items-center gap-2 rounded-card border border-border bg-surface px-4 py-3 text-sm text-fg"
    >
      <InfoIcon width={18} height={18} className="shrink-0 text-accent" />
      <span>
        {t.rich(kind === 'page' ? 'outdatedPage' : 'outdatedPost', {
          original: (chunks) => (
            <Link
              href={localePath(defaultLocale, path)}
              hrefLang={defaultLocale}
              className="font-semibold text-accent underline underline-offset-2"
            >
              {chunks}
            </Link>
          ),
        })}
      </span>
    </p>
  )
}
