// What must be settled before the site goes live: every value only the company can supply that is still a sample
// (lib/site.ts, .env), every sample testimonial (content/reviews.ts), and every comparison page whose claims nobody has
// checked against the competitor's own pages, or not for a year (content/competitors.ts). `npm run check:launch`
// prints the list and fails while it is not empty.
import type { Competitor } from '@/content/competitors'
import type { Review } from '@/content/reviews'
import { SAMPLE_SITE_URL, type Supplied } from './site'

export interface LaunchItem {
  /** Where to change it: `lib/site.ts › publisher.registration` */
  where: string
  /** The value shipped now, as a reader sees it */
  value: string
  /** What it is for, or what to do */
  about: string
}

const isSupplied = (value: unknown): value is Supplied<unknown> =>
  typeof value === 'object' && value !== null && 'status' in value && 'value' in value && 'about' in value

/** Every Supplied value under `tree` still at its sample, with its path (`social.linkedin.href`). */
export function sampleValues(tree: unknown, path: string[] = []): LaunchItem[] {
  if (isSupplied(tree)) {
    return tree.status === 'sample'
      ? [{ where: `lib/site.ts › ${path.join('.')}`, value: JSON.stringify(tree.value), about: tree.about }]
      : []
  }
  if (Array.isArray(tree)) {
    return tree.flatMap((item, i) => sampleValues(item, [...path, typeof item?.id === 'string' ? item.id : String(i)]))
  }
  if (typeof tree === 'object' && tree !== null) return Object.entries(tree).flatMap(([key, value]) => sampleValues(value, [...path, key]))
  return []
}

/** A check date older than this, before the build, counts as unchecked: plans change every year. */
export const CHECK_VALID_MONTHS = 12

export interface LaunchInputs {
  supplied: unknown
  env: Record<string, string | undefined>
  reviews: readonly Review[]
  competitors: readonly Competitor[]
  /** The day of the check, `YYYY-MM-DD` */
  today: string
}

/** Everything still to settle before launch; empty when the site may go live. */
export function launchChecklist({ supplied, env, reviews, competitors, today }: LaunchInputs): LaunchItem[] {
  const limit = new Date(`${today}T00:00:00Z`)
  limit.setUTCMonth(limit.getUTCMonth() - CHECK_VALID_MONTHS)
  const staleBefore = limit.toISOString().slice(0, 10)
  return [
    ...sampleValues(supplied),
    ...(!env.NEXT_PUBLIC_SITE_URL || env.NEXT_PUBLIC_SITE_URL === SAMPLE_SITE_URL
      ? [
          {
            where: '.env › NEXT_PUBLIC_SITE_URL',
            value: JSON.stringify(env.NEXT_PUBLIC_SITE_URL || SAMPLE_SITE_URL),
            about: 'The site’s own origin: canonical URLs, hreflang, feeds, the sitemap and the social cards',
          },
        ]
      : []),
    ...reviews
      .filter((review) => review.status === 'sample')
      .map((review) => ({
        where: `content/reviews.ts › ${review.id}`,
        value: `${review.firstName}, ${review.job.en}, ${review.city}`,
        about: 'A sample testimonial: replace it with a real user’s words (with their agreement) or remove it',
      })),
    ...competitors.flatMap((competitor) =>
      !competitor.checkedOn
        ? [
            {
              where: `content/competitors.ts › ${competitor.id}.checkedOn`,
              value: '""',
              about: `Nobody has checked the ${competitor.name} page’s claims against its sources: open each source, correct the page, then set the date`,
            },
          ]
        : competitor.checkedOn < staleBefore
          ? [
              {
                where: `content/competitors.ts › ${competitor.id}.checkedOn`,
                value: JSON.stringify(competitor.checkedOn),
                about: `Checked more than ${CHECK_VALID_MONTHS} months ago: check the ${competitor.name} page against its sources again`,
              },
            ]
          : [],
    ),
  ]
}
