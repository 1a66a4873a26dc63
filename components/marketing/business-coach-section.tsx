import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { CheckIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { HomeSection } from './home-section'
import { ModuleIllustration } from './module-illustration'

const POINTS = ['optional', 'inApp', 'store', 'cancel'] as const

export async function BusinessCoachSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.businessCoach' })
  const tNav = await getTranslations({ locale, namespace: 'Nav' })
  const link = 'inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-4 hover:text-accent-strong'
  return (
    <HomeSection id="businesscoach" eyebrow={tNav('businessCoach')} title={t('title')} intro={t('intro')} tone="tinted">
      <div className="mt-10 grid items-start gap-10 md:grid-cols-[1.2fr_1fr] md:gap-16">
        <div>
          <ul className="space-y-4">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckIcon className="mt-1 shrink-0 text-success" />
                <span>{t(`points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-card border border-border bg-bg p-6">
            <h3 className="text-xl font-semibold">{t('forTitle')}</h3>
            <p className="mt-2 text-muted">{t('forText')}</p>
            <p className="mt-3 text-muted">{t('notNeeded')}</p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-2">
            <li>
              <Link href={localePath(locale, '/docs/intro')} className={link}>
                {t('faqLink')}
              </Link>
            </li>
            <li>
              <Link href={localePath(locale, '/docs/business-coach/stop-subscription')} className={link}>
                {t('stopLink')}
              </Link>
            </li>
          </ul>
        </div>
        <ModuleIllustration module="businessCoach" label={t('alt')} />
      </div>
    </HomeSection>
  )
}
