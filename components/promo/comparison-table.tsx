import { getTranslations } from 'next-intl/server'
import { type Competitor, criteria } from '@/content/competitors'
import type { Locale } from '@/lib/i18n'

/** Read by screen readers with every cell's link: the link leaves this site. */
const SOURCE_HINT_ID = 'comparison-source-hint'

/**
 * The competitor and Track side by side on the shared criteria. Track's column is the same on every page, so it lives
 * in messages. Each cell of the competitor's column links the competitor's own page that states it; a row where the
 * competitor does more than Track is marked `data-stronger`.
 */
export async function ComparisonTable({ locale, competitor }: { locale: Locale; competitor: Competitor }) {
  const t = await getTranslations({ locale, namespace: 'Promo' })
  const name = competitor.name
  return (
    <div className="overflow-x-auto rounded-card border border-border" tabIndex={0} role="region" aria-label={t('tableCaption', { name })}>
      <table className="w-full border-collapse text-left text-sm md:text-base" data-testid="comparison-table">
        <caption className="sr-only">{t('tableCaption', { name })}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="w-1/4 p-3 md:p-4 font-semibold text-muted">
              {t('criterion')}
            </th>
            <th scope="col" className="p-3 md:p-4 font-semibold">
              {name}
            </th>
            <th scope="col" className="bg-accent-soft p-3 md:p-4 font-semibold text-accent">
              Track
            </th>
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion) => {
            // null: none of the competitor's pages we found documents it, so the cell says so and sends the reader to them.
            const cell = competitor.comparison[criterion]
            return (
              <tr
                key={criterion}
                className="border-t border-border"
                data-criterion={criterion}
                data-stronger={cell?.stronger ? 'competitor' : undefined}
              >
                <th scope="row" className="p-3 md:p-4 align-top font-semibold">
                  {t(`criteria.${criterion}`)}
                </th>
                <td className={`p-3 md:p-4 align-top${cell ? (cell.stronger ? ' font-medium' : '') : ' text-muted'}`}>
                  {cell ? (
                    <a
                      href={cell.source}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-describedby={SOURCE_HINT_ID}
                      className="underline decoration-dotted underline-offset-4 hover:text-accent"
                    >
                      {cell[locale]}
                    </a>
                  ) : (
                    <a href="#sources">{t('notStated', { name })}</a>
                  )}
                </td>
                <td className="bg-accent-soft p-3 md:p-4 align-top">{t(`track.${criterion}`)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <span id={SOURCE_HINT_ID} hidden>
        {t('externalHint')}
      </span>
    </div>
  )
}
