// The comparison pages' questions about content/competitors.ts: their URLs, which competitor a URL shows, and how the
// page states where its facts come from.
import { type Competitor, type CompetitorOffer, type Criterion, competitors as competitorData, criteria } from '@/content/competitors'
import { typesetLocalized } from '@/lib/french-typography'
import { type Locale, locales } from '@/lib/i18n'

const competitors = typesetLocalized(competitorData)

const PROMO_SUFFIX = '-discount-promo-code'

/** `pipedrive` → `pipedrive-discount-promo-code` (the single path segment of the page). */
export const promoSlug = (id: string) => `${id}${PROMO_SUFFIX}`

/** Locale-free path of a comparison page: `/pipedrive-discount-promo-code`. */
export const promoPath = (id: string) => `/${promoSlug(id)}`

/** Every competitor, in the data file's order. Typed as `Competitor` so the optional fields (`offer`) can be read. */
export function getCompetitors(): readonly Competitor[] {
  return competitors
}

export function getCompetitorBySlug(slug: string): Competitor | undefined {
  return getCompetitors().find((c) => promoSlug(c.id) === slug)
}

const CHECK_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Is `value` a real calendar date written `YYYY-MM-DD`, not after `today`? (`checkedOn` is a day someone looked.) */
export function isCheckDate(value: string, today: Date = new Date()): boolean {
  const match = CHECK_DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value && date.getTime() <= today.getTime()
}

/**
 * `2026-03-15` → "March 2026" in English, "mars 2026" in French: the month someone checked a competitor's pages,
 * as the page shows it. Read in UTC, so the month never shifts with the time zone of the build machine.
 */
export function formatCheckedOn(checkedOn: string, locale: Locale): string {
  if (!CHECK_DATE.test(checkedOn)) throw new Error(`checkedOn "${checkedOn}" is not a YYYY-MM-DD date`)
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${checkedOn}T00:00:00Z`))
}

/** `https://www.pipedrive.com/en/pricing` → `pipedrive.com`: the site a source is on, shown next to its link. */
export const sourceSite = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/**
 * Is `url` a page of its site rather than the home page of the site or of its help centre? A claim links the page that
 * states it (`/en/pricing`, `/article/offline-mode`), so the address has a path beyond `/`.
 */
export const isSpecificPage = (url: string) => new URL(url).pathname.replace(/\/+$/, '') !== ''

/** The criteria where the competitor does more than Track, in table order. */
export const strongerCriteria = (competitor: Competitor): Criterion[] =>
  criteria.filter((criterion) => competitor.comparison[criterion]?.stronger)

/**
 * What is wrong with how a comparison page backs up its claims, if anything: a source that is a home page, a table cell
 * whose page is not among the sources, no row where the competitor is stronger (a fair page says where it is ahead).
 */
export function sourcingProblems(competitor: Competitor): string[] {
  const urls = new Set(competitor.sources.map((source) => source.url))
  return [
    ...competitor.sources
      .filter((source) => !isSpecificPage(source.url))
      .map((source) => `${source.url} is a home page, not the page that states it`),
    ...criteria.flatMap((criterion) => {
      const cell = competitor.comparison[criterion]
      return cell && !urls.has(cell.source) ? [`${criterion}: its source ${cell.source} is not among the sources`] : []
    }),
    ...(strongerCriteria(competitor).length > 0 ? [] : ['no criterion where the competitor is stronger than Track']),
  ]
}

/** What is wrong with an offer the company supplied, if anything: a code a reader can type, a benefit in every language. */
export function offerProblems(offer: CompetitorOffer): string[] {
  return [
    ...(/^[A-Z0-9-]{4,30}$/.test(offer.code) ? [] : [`code "${offer.code}" is not 4–30 capitals, digits or hyphens`]),
    ...locales.filter((locale) => !offer.benefit[locale].trim()).map((locale) => `benefit is empty in ${locale}`),
  ]
}
