import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'
import { PhoneMockup } from './phone-mockup'
import { StoreButtons } from './store-buttons'

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hero' })
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-accent-soft to-bg">
      <div className="mx-auto grid max-w-page items-center gap-12 px-4 py-16 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t('free')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl">{t('title')}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{t('subtitle')}</p>
          <StoreButtons locale={locale} className="mt-8" />
          <Link
            href={localePath(locale, '/#features')}
            className="mt-6 inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-4"
          >
            {t('secondary')}
          </Link>
        </div>
        <PhoneMockup locale={locale} />
      </div>
    </section>
  )
}
