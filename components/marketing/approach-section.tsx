import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { ChevronRightIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { HomeSection } from './home-section'

const PRINCIPLES = ['mobile', 'simple', 'complete'] as const
const JOBS = ['craftspeople', 'coaches', 'recruiters', 'realEstate', 'beauticians', 'doorToDoor', 'events', 'freelancers'] as const
const READING = [
  { key: 'postLink', href: '/blog/why-a-simple-and-mobile-crm' },
  { key: 'jobsLink', href: '/blog/what-kind-of-jobs-can-benefit-from-a-crm-like-track' },
  { key: 'blogLink', href: '/blog' },
] as const

export async function ApproachSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.approach' })
  const tNav = await getTranslations({ locale, namespace: 'Nav' })
  return (
    <HomeSection id="approach" eyebrow={tNav('approach')} title={t('title')} intro={t('intro')}>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {PRINCIPLES.map((principle, index) => (
          <li key={principle} className="rounded-card border border-border p-6">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent-soft font-bold text-accent">
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t(`${principle}.title`)}</h3>
            <p className="mt-2 text-muted">{t(`${principle}.text`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-14 grid gap-10 md:grid-cols-2 md:gap-16">
        <div>
          <h3 className="text-2xl font-bold tracking-tight text-balance">{t('forTitle')}</h3>
          <p className="mt-3 text-muted">{t('forText')}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {JOBS.map((job) => (
              <li key={job} className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium">
                {t(`jobs.${job}`)}
              </li>
            ))}
          </ul>
        </div>
        <ul className="space-y-3 self-end">
          {READING.map(({ key, href }) => (
            <li key={key}>
              <Link
                href={localePath(locale, href)}
                className="group flex min-h-12 items-center justify-between gap-4 rounded-card border border-border px-5 py-3 font-semibold hover:border-accent hover:text-accent"
              >
                <span>{t(key)}</span>
                <ChevronRightIcon className="shrink-0 text-accent transition-transform duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  )
}
