import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { JsonLd } from '@/components/json-ld'
import { GetAppCta } from '@/components/marketing/get-app-cta'
import { appModules } from '@/components/marketing/module-illustration'
import { ModuleSection } from '@/components/marketing/module-section'
import { PhoneMockup } from '@/components/marketing/phone-mockup'
import { StoreButtons } from '@/components/marketing/store-buttons'
import { ComparisonLinks } from '@/components/promo/comparison-links'
import type { Locale } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'
import { softwareApplication } from '@/lib/structured-data'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'AppPage' })
  const metadata = createMetadata({ locale, path: '/app', title: t('title'), description: t('description'), markdown: true })
  // iOS Safari's Smart App Banner, once the App Store id is configured.
  return site.appStoreId ? { ...metadata, other: { ...metadata.other, 'apple-itunes-app': `app-id=${site.appStoreId}` } } : metadata
}

export default async function AppPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'AppPage' })
  const extras = ['offline', 'languages', 'data'] as const
  return (
    <>
      <JsonLd data={softwareApplication(locale, t('description'))} />
      <section className="border-b border-border bg-gradient-to-b from-accent-soft to-bg">
        <div className="mx-auto grid max-w-page items-center gap-12 px-4 py-16 md:grid-cols-[1.2fr_1fr] md:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t('eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl">{t('heading')}</h1>
            <p className="mt-5 max-w-xl text-lg text-muted">{t('intro')}</p>
            <StoreButtons locale={locale} className="mt-8" />
          </div>
          <PhoneMockup locale={locale} />
        </div>
      </section>

      <div className="mx-auto max-w-page space-y-20 px-4 py-16 md:space-y-28 md:py-24">
        {appModules.map((module, index) => (
          <ModuleSection key={module} locale={locale} module={module} index={index} />
        ))}
      </div>

      <section aria-labelledby="everywhere" className="border-y border-border bg-surface">
        <div className="mx-auto max-w-page px-4 py-16">
          <h2 id="everywhere" className="text-3xl font-bold tracking-tight">
            {t('extrasTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {extras.map((extra) => (
              <li key={extra} className="rounded-card border border-border bg-bg p-6">
                <h3 className="text-lg font-semibold">{t(`extras.${extra}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`extras.${extra}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-page space-y-16 px-4 py-16">
        <GetAppCta locale={locale} />
        <ComparisonLinks locale={locale} />
      </div>
    </>
  )
}
