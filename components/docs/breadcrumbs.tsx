import { getTranslations } from 'next-intl/server'
import { JsonLd } from '@/components/json-ld'
import { Link } from '@/components/link'
import { ChevronRightIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { breadcrumbList, type Crumb } from '@/lib/structured-data'

/** Breadcrumbs for a docs page, with their BreadcrumbList JSON-LD. The last crumb is the page itself. */
export async function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Docs' })
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRightIcon width={14} height={14} />}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-fg" lang={crumb.lang}>
                {crumb.name}
              </span>
            ) : (
              <Link
                href={localePath(locale, crumb.path)}
                className="inline-flex min-h-6 items-center hover:text-accent hover:underline"
                lang={crumb.lang}
              >
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbList(locale, crumbs)} />
    </nav>
  )
}
