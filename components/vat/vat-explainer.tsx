import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { StoreButtons } from '@/components/marketing/store-buttons'
import { formatRate } from '@/lib/format'
import type { Locale } from '@/lib/i18n'
import { PRESET_RATES, type VatPreset } from '@/lib/vat'

/** FAQ entries, in order: keys of `VatCalculator.faq`. */
export const VAT_FAQ_KEYS = ['addVat', 'removeVat', 'oneCent', 'whichRate', 'microEntrepreneur', 'share'] as const

const RATE_ROWS: { preset: VatPreset; key: 'standard' | 'intermediate' | 'reduced' | 'superReduced' }[] = [
  { preset: '20', key: 'standard' },
  { preset: '10', key: 'intermediate' },
  { preset: '5.5', key: 'reduced' },
  { preset: '2.1', key: 'superReduced' },
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  )
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-1.5">{children}</p>
    </div>
  )
}

/** Everything under the tool, server-rendered so it reads the same with or without JavaScript. */
export async function VatExplainer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'VatCalculator' })
  const tFooter = await getTranslations({ locale, namespace: 'Footer' })
  return (
    <div className="mx-auto max-w-reading leading-relaxed">
      <Section title={t('formulas.heading')}>
        <div data-testid="vat-formulas">
          <Block title={t('formulas.addTitle')}>{t('formulas.add')}</Block>
          <Block title={t('formulas.removeTitle')}>{t('formulas.remove')}</Block>
          <Block title={t('formulas.roundingTitle')}>{t('formulas.rounding')}</Block>
          <p className="mt-4 text-muted">{t('formulas.exactness')}</p>
        </div>
      </Section>

      <Section title={t('examples.heading')}>
        <div data-testid="vat-examples">
          <Block title={t('examples.addTitle')}>{t('examples.add')}</Block>
          <Block title={t('examples.removeTitle')}>{t('examples.remove')}</Block>
          <Block title={t('examples.roundTitle')}>{t('examples.round')}</Block>
        </div>
      </Section>

      <Section title={t('rates.heading')}>
        <p className="mt-3">{t('rates.intro')}</p>
        <table className="mt-5 w-full border-collapse text-left">
          <caption className="sr-only">{t('rates.caption')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('rates.rateColumn')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('rates.usesColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {RATE_ROWS.map((row) => (
              <tr key={row.preset} className="border-b border-border align-top">
                <th scope="row" className="whitespace-nowrap py-3 pr-4 text-lg font-bold tabular-nums text-accent">
                  {formatRate(locale, PRESET_RATES[row.preset])}
                </th>
                <td className="py-3">{t(`rates.${row.key}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-muted">
          {t.rich('rates.note', {
            link: (chunks) => (
              <a
                href="https://www.impots.gouv.fr"
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent underline underline-offset-4"
              >
                {chunks}
                <span className="sr-only"> {tFooter('externalHint')}</span>
              </a>
            ),
          })}
        </p>
        <div className="mt-6 rounded-card border border-l-4 border-border border-l-accent bg-accent-soft p-4">
          <h3 className="font-semibold">{t('rates.exemptionTitle')}</h3>
          <p className="mt-1.5">{t('rates.exemption')}</p>
        </div>
      </Section>

      <Section title={t('faq.heading')}>
        {VAT_FAQ_KEYS.map((key) => (
          <Block key={key} title={t(`faq.${key}.question`)}>
            {t(`faq.${key}.answer`)}
          </Block>
        ))}
      </Section>

      <section className="mt-12 rounded-card border border-border bg-surface p-6">
        <h2 className="text-xl font-bold">{t('app.heading')}</h2>
        <p className="mt-2">{t.rich('app.text', { b: (chunks) => <strong>{chunks}</strong> })}</p>
        <StoreButtons locale={locale} className="mt-5" />
      </section>
    </div>
  )
}
