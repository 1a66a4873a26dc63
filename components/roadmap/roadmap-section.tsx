import { MDXRemote } from 'next-mdx-remote/rsc'
import { getTranslations } from 'next-intl/server'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { CheckIcon } from '@/components/ui/icons'
import type { RoadmapItem, RoadmapStatus } from '@/content/roadmap'
import type { Locale } from '@/lib/i18n'
import { targetPassed, today } from '@/lib/roadmap'

const STATUS_KEY = { shipped: 'shipped', 'in-progress': 'inProgress', planned: 'planned' } as const satisfies Record<RoadmapStatus, string>
const BADGE: Record<RoadmapStatus, string> = {
  shipped: 'bg-success-soft text-success',
  'in-progress': 'bg-warning-soft text-warning',
  planned: 'bg-accent-soft text-accent',
}

/** One status of the roadmap (shipped, in progress, planned) and its items. */
export async function RoadmapSection({ locale, status, items }: { locale: Locale; status: RoadmapStatus; items: RoadmapItem[] }) {
  const t = await getTranslations({ locale, namespace: 'Roadmap' })
  const components = await getMdxComponents(locale)
  const key = STATUS_KEY[status]
  const day = today()
  return (
    <section aria-labelledby={`status-${status}`} data-status={status}>
      <h2 id={`status-${status}`} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        {t(`status.${key}.title`)}{' '}
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${BADGE[status]}`}>{t('count', { count: items.length })}</span>
      </h2>
      <p className="mt-2 text-muted">{t(`status.${key}.text`)}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {items.map((item) => {
          const [year, quarter] = item.quarter?.split('-Q') ?? []
          return (
            <li key={item.id} id={item.id} className="rounded-card border border-border p-5">
              <h3 className="flex items-start gap-2 text-lg font-semibold">
                {status === 'shipped' && <CheckIcon className="mt-1 shrink-0 text-success" />}
                {item.title[locale]}
              </h3>
              {year && quarter && (
                <p className="mt-1 text-sm font-medium text-muted" data-target={targetPassed(item, day) ? 'passed' : 'ahead'}>
                  {t(targetPassed(item, day) ? 'targetPassed' : 'target', { quarter, year })}
                </p>
              )}
              <div className="prose mt-2">
                <MDXRemote source={item.description[locale]} components={components} />
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
