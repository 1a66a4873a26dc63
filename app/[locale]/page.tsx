import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Hero } from '@/components/marketing/hero'
import type { Locale } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return createMetadata({ locale, path: '/', title: `${site.name} | ${t('tagline')}`, absoluteTitle: true, description: t('description') })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <Hero locale={locale} />
}
