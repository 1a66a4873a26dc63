import { getTranslations } from 'next-intl/server'
import type { Competitor } from '@/content/competitors'
import type { Locale } from '@/lib/i18n'
import { CopyCodeButton } from './copy-code-button'

/** Track's offer for people leaving a competitor: the code in a visible box, and a button to copy it. */
export async function PromoOffer({
  locale,
  competitor,
  offer,
}: {
  locale: Locale
  competitor: Competitor
  offer: NonNullable<Competitor['offer']>
}) {
  const t = await getTranslations({ locale, namespace: 'Promo' })
  return (
    <section
      aria-labelledby="offer"
      data-testid="promo-offer"
      className="rounded-card border-2 border-dashed border-accent bg-accent-soft p-6 md:p-8"
    >
      <h2 id="offer" className="text-2xl font-bold tracking-tight">
        {t('offerTitle', { name: competitor.name })}
      </h2>
      <p className="mt-3 text-lg">{offer.benefit[locale]}</p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <p className="flex items-center gap-3">
          <span className="text-sm font-semibold text-muted">{t('codeLabel')}</span>
          <code
            data-testid="promo-code"
            className="select-all rounded-lg border border-border bg-bg px-4 py-2 font-mono text-xl font-bold tracking-wider text-fg"
          >
            {offer.code}
          </code>
        </p>
        <CopyCodeButton code={offer.code} strings={{ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }} />
      </div>
      <p className="mt-5 text-sm text-muted">{t('offerNote')}</p>
    </section>
  )
}
