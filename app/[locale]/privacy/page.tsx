import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { LegalSection } from '@/components/legal/legal-section'
import { Link } from '@/components/link'
import { ExternalIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Privacy' })
  return createMetadata({ locale, path: '/privacy', title: t('title'), description: t('description'), markdown: true })
}

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Privacy' })
  const b = (chunks: ReactNode) => <strong>{chunks}</strong>
  const mail = (chunks: ReactNode) => <a href={`mailto:${site.supportEmail}`}>{chunks}</a>
  const policyLink = (label: ReactNode) => (
    <a href={site.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <ExternalIcon width={14} height={14} className="ml-0.5 inline align-baseline" />
      <span className="sr-only">{t('externalHint')}</span>
    </a>
  )
  return (
    <div className="mx-auto max-w-reading px-4 py-12 md:py-16">
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t('heading')}</h1>
      <p className="mt-5 text-lg text-muted">{t.rich('intro', { policy: policyLink })}</p>

      <LegalSection id="website" title={t('siteTitle')}>
        {/* What the site says depends on whether audience measurement is configured at all (docs/product.md#states). */}
        <p>{site.gaId ? t('siteAnalytics') : t('siteNoAnalytics')}</p>
        <p>{t('siteStorage')}</p>
      </LegalSection>

      <LegalSection id="app" title={t('appTitle')}>
        <ul>
          <li>{t.rich('appAccount', { b })}</li>
          <li>{t.rich('appData', { b })}</li>
          <li>{t.rich('appAddressBook', { b })}</li>
          <li>{t.rich('appSupport', { b })}</li>
          <li>{t.rich('appPayments', { b })}</li>
        </ul>
      </LegalSection>

      <LegalSection id="never" title={t('neverTitle')}>
        <p>{t('neverText')}</p>
      </LegalSection>

      <LegalSection id="rights" title={t('rightsTitle')}>
        <ul>
          <li>{t.rich('rightsExport', { b })}</li>
          <li>
            {t.rich('rightsDelete', {
              b,
              link: (chunks) => <Link href={localePath(locale, '/docs/manage-account/delete-account')}>{chunks}</Link>,
            })}
          </li>
          <li>{t.rich('rightsOther', { b, email: site.supportEmail, mail })}</li>
        </ul>
      </LegalSection>

      <LegalSection id="full-policy" title={t('fullPolicyTitle')}>
        <p>{t('fullPolicyText')}</p>
        <p>{policyLink(t('fullPolicyLink'))}</p>
      </LegalSection>
    </div>
  )
}
