import type { Metadata } from 'next'
import { AlertIcon, CheckIcon, CopyIcon } from '@/components/ui/icons'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { JsonLd } from '@/components/json-ld'
import { VatCalculator, type VatCalculatorStrings } from '@/components/vat/vat-calculator'
import { VAT_FAQ_KEYS, VatExplainer } from '@/components/vat/vat-explainer'
import { formatRate } from '@/lib/format'
import type { Locale } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { faqPage } from '@/lib/structured-data'
import { PRESET_RATES, VAT_PRESETS, type VatPreset } from '@/lib/vat'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'VatCalculator' })
  return createMetadata({ locale, path: '/vat-calculator', title: t('title'), description: t('description'), markdown: true })
}

export default async function VatCalculatorPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'VatCalculator' })
  // Raw messages: the island fills `{rate}`, `{excl}`… itself, with values only it knows.
  const { form, amountErrors, rateErrors } = (await getMessages({ locale })).VatCalculator
  const strings: VatCalculatorStrings = { ...form, amountErrors, rateErrors }
  const presetLabels = Object.fromEntries(VAT_PRESETS.map((p) => [p, formatRate(locale, PRESET_RATES[p])])) as Record<VatPreset, string>
  const faq = VAT_FAQ_KEYS.map((key) => ({ question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) }))

  return (
    <div className="mx-auto max-w-page px-4 py-12 md:py-16">
      <JsonLd data={faqPage(faq)} />
      <header className="mx-auto max-w-reading">
        <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted">{t('intro')}</p>
      </header>
      <div className="mx-auto mt-8 max-w-4xl">
        {/* Shown only when JavaScript does not run: the inline script in <head> sets data-js before first paint. The
            Markdown twin leaves it out (data-no-script, lib/markdown-twin.ts). */}
        <p
          className="rounded-card border border-l-4 border-border border-l-accent bg-accent-soft p-4 [html[data-js]_&]:hidden"
          data-testid="vat-no-script"
          data-no-script=""
        >
          {t('noScript')}
        </p>
        <VatCalculator
          locale={locale}
          presetLabels={presetLabels}
          strings={strings}
          icons={{
            alert: <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />,
            copy: <CopyIcon width={18} height={18} />,
            check: <CheckIcon width={16} height={16} />,
          }}
        />
      </div>
      <VatExplainer locale={locale} />
    </div>
  )
}
