import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/layout/not-found-view'
import { locales, type Locale } from '@/lib/i18n'

// A static export has no per-locale 404 at run time, so /<locale>/404 is prerendered inside the
// localized layout: out/fr/404.html, and out/en/404.html which scripts/postexport.ts moves to out/404.html.
// (Calling notFound() here instead would export an empty client-rendered error shell.)
export const dynamicParams = false
export function generateStaticParams() {
  return locales.map((locale) => ({ locale, rest: ['404'] }))
}

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return { title: t('metaTitle'), description: t('description'), robots: { index: false } }
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <NotFoundView locale={locale} />
}
