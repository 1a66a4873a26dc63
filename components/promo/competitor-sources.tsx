import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Competitor } from '@/content/competitors'
import { ExternalIcon } from '@/components/ui/icons'
import { formatCheckedOn, sourceSite } from '@/lib/competitors'
import type { Locale } from '@/lib/i18n'

const toSources = (chunks: ReactNode) => (
  <a href="#sources" className="font-medium text-accent underline underline-offset-4">
    {chunks}
  </a>
)

/**
 * When the facts about a competitor were last checked against its own pages: "Checked on March 2026" once a person
 * has set `checkedOn`; until then, an honest reminder that plans change and where to see them. Never a made-up date.
 */
export async function CompetitorCheck({ locale, competitor }: { locale: Locale; competitor: Competitor }) {
  const t = await getTranslations({ locale, namespace: 'Promo' })
  const name = competitor.name
  return (
    <p data-testid="competitor-check" data-checked-on={competitor.checkedOn || undefined} className="text-sm text-muted">
      {competitor.checkedOn
        ? t.rich('checkedOn', { name, date: formatCheckedOn(competitor.checkedOn, locale), sources: toSources })
        : t.rich('notChecked', { name, sources: toSources })}
    </p>
  )
}

/** The competitor's own pages that back up what the comparison page says about it, each opening in a new tab. */
export async function CompetitorSources({ locale, competitor }: { locale: Locale; competitor: Competitor }) {
  const t = await getTranslations({ locale, namespace: 'Promo' })
  return (
    <section aria-labelledby="sources" data-testid="competitor-sources">
      <h2 id="sources" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('sourcesTitle')}
      </h2>
      <p className="mt-3 text-muted">{t('sourcesIntro', { name: competitor.name })}</p>
      <ul className="mt-4 space-y-2">
        {competitor.sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex flex-wrap items-center gap-x-2 font-medium text-accent underline underline-offset-4"
            >
              {source.about[locale]}
              {/* Spaces in the text itself, so a screen reader doesn't run the words together. */}{' '}
              <span className="text-sm font-normal text-muted no-underline">{sourceSite(source.url)}</span>
              <ExternalIcon width={14} height={14} />
              <span className="sr-only"> {t('externalHint')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
