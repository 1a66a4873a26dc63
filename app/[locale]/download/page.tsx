import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DownloadView } from '@/components/marketing/download-view'
import type { Locale } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'

// The same page as /get (docs/product.md#routes); both are left out of the sitemap (next-sitemap.config.js).
type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'GetPage' })
  // Its own description: /get and /download are two pages for search engines, and no two pages share one.
  return createMetadata({ locale, path: '/download', title: t('title'), description: t('downloadDescription') })
}

export default async function DownloadPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <DownloadView locale={locale} path="/download" />
}
