import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { getCompetitors, promoPath } from '@/lib/competitors'
import { type Locale, localePath } from '@/lib/i18n'

/** Every comparison page, linked from each other and from anywhere a visitor may come from another CRM. */
export async function ComparisonLinks({ locale, currentId }: { locale: Locale; currentId?: string }) {
  const t = await getTranslations({ locale, namespace: 'Comparisons' })
  return (
    <nav aria-labelledby="comparisons" data-testid="comparison-links">
      <h2 id="comparisons" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {getCompetitors().map((c) => {
          const current = c.id === currentId
          return (
            <li key={c.id}>
              <Link
                href={localePath(locale, promoPath(c.id))}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-12 items-center rounded-card border px-4 py-3 font-semibold ${
                  current
                    ? 'border-accent bg-accent-soft text-accent'
                    : 'border-border hover:border-accent hover:bg-surface hover:text-accent'
                }`}
              >
                {t('link', { name: c.name })}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
