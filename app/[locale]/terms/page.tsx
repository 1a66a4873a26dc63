import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { LegalSection } from '@/components/legal/legal-section'
import { Link } from '@/components/link'
import { ExternalIcon } from '@/components/ui/icons'
import { type Locale, type Localized, localePath } from '@/lib/i18n'
import { typeset } from '@/lib/french-typography'
import { createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'

type Props = { params: Promise<{ locale: Locale }> }

/** A legal value from the site configuration: one text, or one per language (French typeset). */
const configured = (value: string | Localized, locale: Locale) => typeset(locale, typeof value === 'string' ? value : value[locale])

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Terms' })
  return createMetadata({ locale, path: '/terms', title: t('title'), description: t('description'), markdown: true })
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Terms' })
  const { publisher } = site
  // Every line of the legal notice is required: a production build stops while one is a sample (lib/site.ts).
  const company = configured(publisher.company, locale)
  const mail = (chunks: ReactNode) => <a href={`mailto:${site.supportEmail}`}>{chunks}</a>
  const identity = [
    { label: t('company'), value: company },
    { label: t('registration'), value: configured(publisher.registration, locale) },
    { label: t('address'), value: configured(publisher.address, locale) },
    { label: t('director'), value: configured(publisher.publicationDirector, locale) },
    { label: t('email'), value: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> },
  ]
  return (
    <div className="mx-auto max-w-reading px-4 py-12 md:py-16">
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t('heading')}</h1>
      <p className="mt-5 text-lg text-muted">{t('intro')}</p>

      <LegalSection id="publisher" title={t('publisherTitle')}>
        <p>{t('publisherText')}</p>
        <dl
          className="grid gap-x-6 gap-y-2 rounded-card border border-border bg-surface p-5 sm:grid-cols-[auto_1fr]"
          data-testid="publisher"
        >
          {identity.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>

      <LegalSection id="hosting" title={t('hostingTitle')}>
        <p>{t('hostingText')}</p>
        <p>{configured(publisher.host, locale)}</p>
      </LegalSection>

      <LegalSection id="intellectual-property" title={t('ipTitle')}>
        <p>{t('ipText', { company })}</p>
        <p>{t('ipTrademarks')}</p>
      </LegalSection>

      <LegalSection id="liability" title={t('liabilityTitle')}>
        <p>{t('liabilityText')}</p>
        <p>{t('liabilityApp')}</p>
      </LegalSection>

      <LegalSection id="links" title={t('linksTitle')}>
        <p>{t('linksText')}</p>
      </LegalSection>

      <LegalSection id="personal-data" title={t('dataTitle')}>
        <p>
          {t.rich('dataText', {
            summary: (chunks) => <Link href={localePath(locale, '/privacy')}>{chunks}</Link>,
            policy: (chunks) => (
              <a href={site.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                {chunks}
                <ExternalIcon width={14} height={14} className="ml-0.5 inline align-baseline" />
                <span className="sr-only">{t('externalHint')}</span>
              </a>
            ),
          })}
        </p>
      </LegalSection>

      <LegalSection id="law" title={t('lawTitle')}>
        <p>{t('lawText')}</p>
      </LegalSection>

      <LegalSection id="contact" title={t('contactTitle')}>
        <p>{t.rich('contactText', { email: site.supportEmail, mail })}</p>
      </LegalSection>
    </div>
  )
}
