import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n'
import { site } from '@/lib/site'
import { CONSENT_BANNER, CONSENT_CHOICE, GA_ID } from '@/lib/data-attributes/layout'

/**
 * The bilingual consent banner, hidden until lib/browser/consent.ts finds no stored choice (SiteBehaviour
 * loads it only when this banner exists). Nothing at all is rendered without an analytics id.
 */
export async function ConsentBanner({ locale }: { locale: Locale }) {
  if (!site.gaId) return null
  const t = await getTranslations({ locale, namespace: 'Consent' })
  const button = 'min-h-10 rounded-lg px-4 text-sm font-semibold'
  return (
    // No client component inside: lib/browser/consent.ts gives it its behaviour.
    <section
      hidden
      {...CONSENT_BANNER.prop()}
      {...GA_ID.prop(site.gaId)}
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl rounded-card border border-border bg-bg p-4 shadow-xl"
    >
      <h2 id="consent-title" className="font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('text')}</p>
      <div className="mt-3 flex gap-2">
        <button type="button" {...CONSENT_CHOICE.prop('granted')} className={`${button} bg-accent text-accent-fg hover:bg-accent-strong`}>
          {t('accept')}
        </button>
        <button type="button" {...CONSENT_CHOICE.prop('denied')} className={`${button} border border-border hover:bg-surface`}>
          {t('decline')}
        </button>
      </div>
    </section>
  )
}
