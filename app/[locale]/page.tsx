import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { JsonLd } from '@/components/json-ld'
import { ApproachSection } from '@/components/marketing/approach-section'
import { BusinessCoachSection } from '@/components/marketing/business-coach-section'
import { ClosingCta } from '@/components/marketing/closing-cta'
import { FeaturesSection } from '@/components/marketing/features-section'
import { Hero } from '@/components/marketing/hero'
import { PriceSection } from '@/components/marketing/price-section'
import { Reveal } from '@/components/marketing/reveal'
import { ReviewsSection } from '@/components/marketing/reviews-section'
import type { Locale } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'
import { organization, softwareApplication } from '@/lib/structured-data'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return createMetadata({ locale, path: '/', title: `${site.name} | ${t('tagline')}`, absoluteTitle: true, description: t('description') })
}

/** The home page: the hero, then the five sections the navbar links to (ids fixed by the product: docs/product.md#routes), then the closing call to action. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={softwareApplication(locale, t('description'))} />
      <Hero locale={locale} />
      <FeaturesSection locale={locale} />
      <BusinessCoachSection locale={locale} />
      <ApproachSection locale={locale} />
      <PriceSection locale={locale} />
      <ReviewsSection locale={locale} />
      <ClosingCta locale={locale} />
      <Reveal />
    </>
  )
}
