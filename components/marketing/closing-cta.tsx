import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { getCompetitors, promoPath } from '@/lib/competitors'
import { type Locale, localePath } from '@/lib/i18n'
import { GetAppCta } from './get-app-cta'
import { REVEAL } from '@/lib/data-attributes/content'

/** The end of the home page: the comparison pages for people leaving another CRM, then the download call to action. */
export async function ClosingCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.switching' })
  return (
    <div {...REVEAL.prop()} className="border-t border-border py-16 md:py-24">
      <div className="mx-auto max-w-page space-y-12 px-4">
        <section aria-labelledby="switching-title" className="text-center">
          <h2 id="switching-title" className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
            {t('title')}
          </h2>
          <p className="mx-auto mt-3 max-w-reading text-muted">{t('text')}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-2">
            {getCompetitors().map((competitor) => (
              <li key={competitor.id}>
                <Link
                  href={localePath(locale, promoPath(competitor.id))}
                  className="inline-flex min-h-10 items-center rounded-full border border-border px-4 font-medium hover:border-accent hover:text-accent"
                >
                  {competitor.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <GetAppCta locale={locale} />
      </div>
    </div>
  )
}
