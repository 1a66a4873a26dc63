import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MDXRemote } from 'next-mdx-remote/rsc'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/components/link'
import { GetAppCta } from '@/components/marketing/get-app-cta'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { ComparisonLinks } from '@/components/promo/comparison-links'
import { ComparisonTable } from '@/components/promo/comparison-table'
import { CompetitorCheck, CompetitorSources } from '@/components/promo/competitor-sources'
import { PromoOffer } from '@/components/promo/promo-offer'
import { getCompetitorBySlug, getCompetitors, promoPath, promoSlug } from '@/lib/competitors'
import { type Locale, localePath, locales } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'

// The nine comparison pages (docs/product.md#routes): /<id>-discount-promo-code is one path segment, so one dynamic
// route serves them all. Static routes (/app, /blog…) win over it, and it wins over the 404 catch-all.
export const dynamicParams = false
export function generateStaticParams() {
  return locales.flatMap((locale) => getCompetitors().map((c) => ({ locale, promoSlug: promoSlug(c.id) })))
}

type Props = { params: Promise<{ locale: Locale; promoSlug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, promoSlug: slug } = await params
  const competitor = getCompetitorBySlug(slug)
  if (!competitor) return {}
  return createMetadata({
    locale,
    path: promoPath(competitor.id),
    title: competitor.title[locale],
    description: competitor.description[locale],
    markdown: true,
  })
}

const PROSE = 'prose'
const MOVE_STEPS = ['export', 'import', 'deals', 'close'] as const
const IMPORT_HELP = '/docs/manage-contacts/add-a-contact-import'

export default async function PromoPage({ params }: Props) {
  const { locale, promoSlug: slug } = await params
  setRequestLocale(locale)
  const competitor = getCompetitorBySlug(slug)
  if (!competitor) notFound()
  const t = await getTranslations({ locale, namespace: 'Promo' })
  const components = await getMdxComponents(locale)
  const name = competitor.name
  const section = 'mt-14'
  const heading = 'text-2xl font-bold tracking-tight md:text-3xl'
  return (
    // What the search index (scripts/steps/search-index.ts) reads: this article, minus its calls to action and links.
    <article
      className="mx-auto max-w-page px-4 py-12 md:py-16"
      data-competitor={competitor.id}
      data-pagefind-body=""
      data-pagefind-filter="type:comparison"
    >
      <header className="max-w-reading">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent" data-pagefind-ignore>
          {t('eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl" data-pagefind-meta="title">
          {t('heading', { name })}
        </h1>
        <p className="mt-5 text-lg text-muted">{competitor.tagline[locale]}</p>
      </header>

      <section aria-labelledby="suits" className={`${section} max-w-reading`}>
        <h2 id="suits" className={heading}>
          {t('suitsTitle', { name })}
        </h2>
        <div className={`mt-4 ${PROSE}`}>
          <MDXRemote source={competitor.suits[locale]} components={components} />
        </div>
      </section>

      <section aria-labelledby="compare" className={section}>
        <h2 id="compare" className={heading}>
          {t('compareTitle', { name })}
        </h2>
        <div className="mt-6">
          <ComparisonTable locale={locale} competitor={competitor} />
        </div>
        <div className="mt-3 max-w-reading">
          <CompetitorCheck locale={locale} competitor={competitor} />
        </div>
      </section>

      <section aria-labelledby="saving" className={`${section} max-w-reading`}>
        <h2 id="saving" className={heading}>
          {t('savingTitle', { name })}
        </h2>
        <p className="mt-4">{t('noCode', { name })}</p>
        <div className={`mt-4 ${PROSE}`}>
          <MDXRemote source={competitor.saving[locale]} components={components} />
        </div>
      </section>

      <section aria-labelledby="switching" className={`${section} max-w-reading`}>
        <h2 id="switching" className={heading}>
          {t('switchingTitle', { name })}
        </h2>
        <div className={`mt-4 ${PROSE}`}>
          <MDXRemote source={competitor.switching[locale]} components={components} />
        </div>
        <h3 id="move" className="mt-8 text-xl font-semibold">
          {t('moveTitle')}
        </h3>
        {/* The steps are the same from every CRM, so they are written once, in messages. */}
        <ol className="mt-3 list-decimal space-y-2 pl-6" data-testid="move-steps">
          {MOVE_STEPS.map((step) => (
            <li key={step}>
              {t.rich(`moveSteps.${step}`, {
                name,
                b: (chunks) => <strong>{chunks}</strong>,
                link: (chunks) => (
                  <Link href={localePath(locale, IMPORT_HELP)} className="font-medium text-accent underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              })}
            </li>
          ))}
        </ol>
      </section>

      {competitor.offer && (
        <div className={`${section} max-w-reading`}>
          <PromoOffer locale={locale} competitor={competitor} offer={competitor.offer} />
        </div>
      )}

      <div className={`${section} max-w-reading`}>
        <CompetitorSources locale={locale} competitor={competitor} />
      </div>

      <div className={section} data-pagefind-ignore>
        <GetAppCta locale={locale} />
      </div>

      <div className={section} data-pagefind-ignore>
        <ComparisonLinks locale={locale} currentId={competitor.id} />
      </div>
    </article>
  )
}
