import { notFound } from 'next/navigation'
import { blogFeedResponse } from '@/lib/blog-feed'
import { isLocale, locales } from '@/lib/i18n'

export const dynamic = 'force-static'
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return blogFeedResponse(locale, 'atom')
}
