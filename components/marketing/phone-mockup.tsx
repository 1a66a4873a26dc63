import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n'

/** A simplified drawing of the app's Deals screen (we show clean illustrations, not screenshots). */
export async function PhoneMockup({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PhoneMockup' })
  const deals = [
    { name: t('deal1'), who: t('who1'), stage: t('stageProposal'), tone: 'bg-accent-soft text-accent' },
    { name: t('deal2'), who: t('who2'), stage: t('stageNegotiation'), tone: 'bg-warning-soft text-warning' },
    { name: t('deal3'), who: t('who3'), stage: t('stageWon'), tone: 'bg-success-soft text-success' },
  ]
  return (
    <div role="img" aria-label={t('alt')} className="mx-auto w-64 md:w-72">
      <div className="rounded-[2.5rem] border-[10px] border-neutral-900 bg-bg shadow-2xl dark:border-neutral-700">
        <div className="mx-auto mt-2 h-5 w-24 rounded-full bg-neutral-900 dark:bg-neutral-700" />
        <div className="px-4 pb-6 pt-4">
          <div className="flex items-center justify-between">
            <span className="text-lg font-bold">{t('screen')}</span>
            <span className="flex size-8 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-fg">+</span>
          </div>
          <div className="mt-3 rounded-lg bg-surface p-3">
            <span className="text-xs text-muted">{t('pipeline')}</span>
            <div className="mt-2 flex h-2 overflow-hidden rounded-full">
              <span className="w-2/5 bg-accent" />
              <span className="w-1/4 bg-warning" />
              <span className="w-1/3 bg-success" />
            </div>
          </div>
          <ul className="mt-3 space-y-2">
            {deals.map((deal) => (
              <li key={deal.name} className="rounded-lg border border-border p-3">
                <div className="text-sm font-semibold">{deal.name}</div>
                <div className="mt-1 flex items-center justify-between text-xs text-muted">
                  <span>{deal.who}</span>
                  <span className={`rounded-full px-2 py-0.5 font-medium ${deal.tone}`}>{deal.stage}</span>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 rounded-lg border border-dashed border-border p-3 text-xs text-muted">{t('reminder')}</div>
          <div className="mt-4 grid grid-cols-5 gap-1 text-center text-[10px] text-muted">
            <span>{t('tabContacts')}</span>
            <span className="font-semibold text-accent">{t('screen')}</span>
            <span>{t('tabActivities')}</span>
            <span>{t('tabProducts')}</span>
            <span>{t('tabReports')}</span>
          </div>
        </div>
      </div>
    </div>
  )
}
