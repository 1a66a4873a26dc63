// The comparison pages' questions about content/competitors.ts: their URLs, and which competitor a URL shows.
import { type Competitor, competitors } from '@/content/competitors'

const PROMO_SUFFIX = '-discount-promo-code'

/** `pipedrive` → `pipedrive-discount-promo-code` (the single path segment of the page). */
export const promoSlug = (id: string) => `${id}${PROMO_SUFFIX}`

/** Locale-free path of a comparison page: `/pipedrive-discount-promo-code`. */
export const promoPath = (id: string) => `/${promoSlug(id)}`

/** Every competitor, in the data file's order. Typed as `Competitor` so the optional `offer` can be read. */
export function getCompetitors(): readonly Competitor[] {
  return competitors
}

export function getCompetitorBySlug(slug: string): Competitor | undefined {
  return getCompetitors().find((c) => promoSlug(c.id) === slug)
}
