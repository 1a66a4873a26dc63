import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MDXRemote } from 'next-mdx-remote/rsc'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { GetAppCta } from '@/components/marketing/get-app-cta'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { ComparisonLinks } from '@/components/promo/comparison-links'
import { ComparisonTable } from '@/components/promo/comparison-table'
import { PromoOffer } from '@/components/promo/promo-offer'
import { getCompetitorBySlug, getCompetitors, promoPath, promoSlug } from '@/lib/competitors'
import { type Locale, locales } from '@/lib/i18n'
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
  })
}

const PROSE = 'prose max-w-none prose-a:font-medium prose-a:text-accent'

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
    <article className="mx-auto max-w-page px-4 py-12 md:py-16" data-competitor={competitor.id}>
      <header className="max-w-reading">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t('eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl">{t('heading', { name })}</h1>
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
        <p className="mt-3 text-sm text-muted">{t('tableNote', { name })}</p>
      </section>

      <section aria-labelledby="discounts" className={`${section} max-w-reading`}>
        <h2 id="discounts" className={heading}>
          {t('discountsTitle', { name })}
        </h2>
        <div className={`mt-4 ${PROSE}`}>
          <MDXRemote source={competitor.discounts[locale]} components={components} />
        </div>
      </section>

      <section aria-labelledby="switching" className={`${section} max-w-reading`}>
        <h2 id="switching" className={heading}>
          {t('switchingTitle', { name })}
        </h2>
        <div className={`mt-4 ${PROSE}`}>
          <MDXRemote source={competitor.switching[locale]} components={components} />
        </div>
      </section>

      {competitor.offer && (
        <div className={`${section} max-w-reading`}>
          <PromoOffer locale={locale} competitor={competitor} offer={competitor.offer} />
        </div>
      )}

      <div className={section}>
        <GetAppCta locale={locale} />
      </div>

      <div className={section}>
        <ComparisonLinks locale={locale} currentId={competitor.id} />
      </div>
    </article>
  )
}
