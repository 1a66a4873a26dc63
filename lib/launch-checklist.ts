// What must be settled before the site goes live: every value only the company can supply that is still a sample
// (lib/site.ts, the authors' links of content/authors.ts, .env), every sample testimonial (content/reviews.ts), and
// every comparison page whose claims nobody has checked against the competitor's own pages, or not for a year
// (content/competitors.ts), and every roadmap target quarter that has passed with its item not shipped
// (content/roadmap.ts). `npm run check:launch` prints the list; `npm run build:production` refuses to build while
// it is not empty (scripts/release-gate.ts).
import type { Competitor } from '@/content/competitors'
import type { Review } from '@/content/reviews'
import type { RoadmapItem } from '@/content/roadmap'
import { targetPassed } from './roadmap'
import { SAMPLE_SITE_URL } from './site'
import { isSupplied } from './supplied'

/**
 * What a production build does about an item: `required` ones stop it (the site cannot work without the real value);
 * `withheld` samples are left out of every page; `unchecked` comparison pages say so themselves; a roadmap target
 * that has `passed` says so beside it. The last three may be allowed on purpose
 * (`npm run build:production -- --allow-launch-items`); required ones never.
 */
export type LaunchItemKind = 'required' | 'withheld' | 'unchecked' | 'passed'

export interface LaunchItem {
  /** Where to change it: `lib/site.ts › publisher.registration` */
  where: string
  /** The value shipped now, as a reader sees it */
  value: string
  /** What it is for, or what to do */
  about: string
  kind: LaunchItemKind
}

/** Every supplied value under `tree` still at its sample, with its path in `file` (`social.linkedin.href`). */
export function sampleValues(tree: unknown, file: string, path: string[] = []): LaunchItem[] {
  if (isSupplied(tree)) {
    if (tree.status !== 'sample') return []
    const kind = tree.whileSample === 'required' ? 'required' : 'withheld'
    return [{ where: `${file} › ${path.join('.')}`, value: JSON.stringify(tree.value), about: tree.about, kind }]
  }
  if (Array.isArray(tree)) {
    return tree.flatMap((item, i) => sampleValues(item, file, [...path, typeof item?.id === 'string' ? item.id : String(i)]))
  }
  if (typeof tree === 'object' && tree !== null) {
    return Object.entries(tree).flatMap(([key, value]) => sampleValues(value, file, [...path, key]))
  }
  return []
}

/** A check date older than this, before the build, counts as unchecked: plans change every year. */
export const CHECK_VALID_MONTHS = 12

export interface LaunchInputs {
  /** lib/site.ts's `supplied` */
  supplied: unknown
  /** content/authors.ts's `authors` (their links) */
  authors: unknown
  env: Record<string, string | undefined>
  reviews: readonly Review[]
  competitors: readonly Competitor[]
  roadmap: readonly RoadmapItem[]
  /** The day of the check, `YYYY-MM-DD` */
  today: string
}

/** Everything still to settle before launch; empty when the site may go live. */
export function launchChecklist({ supplied, authors, env, reviews, competitors, roadmap, today }: LaunchInputs): LaunchItem[] {
  const limit = new Date(`${today}T00:00:00Z`)
  limit.setUTCMonth(limit.getUTCMonth() - CHECK_VALID_MONTHS)
  const staleBefore = limit.toISOString().slice(0, 10)
  const unchecked = (competitor: Competitor, value: string, about: string): LaunchItem => ({
    where: `content/competitors.ts › ${competitor.id}.checkedOn`,
    value,
    about,
    kind: 'unchecked',
  })
  return [
    ...sampleValues(supplied, 'lib/site.ts'),
    ...sampleValues(authors, 'content/authors.ts'),
    ...(!env.NEXT_PUBLIC_SITE_URL || env.NEXT_PUBLIC_SITE_URL === SAMPLE_SITE_URL
      ? [
          {
            where: '.env › NEXT_PUBLIC_SITE_URL',
            value: JSON.stringify(env.NEXT_PUBLIC_SITE_URL || SAMPLE_SITE_URL),
            about: 'The site’s own origin: canonical URLs, hreflang, feeds, the sitemap and the social cards',
            kind: 'required' as const,
          },
        ]
      : []),
    ...reviews
      .filter((review) => review.status === 'sample')
      .map((review) => ({
        where: `content/reviews.ts › ${review.id}`,
        value: `${review.firstName}, ${review.job.en}, ${review.city}`,
        about: 'A sample testimonial: replace it with a real user’s words (with their agreement) or remove it',
        kind: 'withheld' as const,
      })),
    ...competitors.flatMap((competitor) =>
      !competitor.checkedOn
        ? [
            unchecked(
              competitor,
              '""',
              `Nobody has checked the ${competitor.name} page’s claims against its sources: open each source, correct the page, then set the date`,
            ),
          ]
        : competitor.checkedOn < staleBefore
          ? [
              unchecked(
                competitor,
                JSON.stringify(competitor.checkedOn),
                `Checked more than ${CHECK_VALID_MONTHS} months ago: check the ${competitor.name} page against its sources again`,
              ),
            ]
          : [],
    ),
    ...roadmap
      .filter((item) => targetPassed(item, today))
      .map((item) => ({
        where: `content/roadmap.ts › ${item.id}.quarter`,
        value: JSON.stringify(item.quarter),
        about: `The target quarter of “${item.title.en}” has passed: mark it shipped, or set the quarter the company now aims for`,
        kind: 'passed' as const,
      })),
  ]
}

/** What a production build does with each kind, as the checklist says it. */
export const KIND_LABELS: Record<LaunchItemKind, string> = {
  required: 'required: a production build stops until it is confirmed',
  withheld: 'withheld: a production build leaves it out of every page',
  unchecked: 'unchecked: the page says nobody has checked it yet',
  passed: 'passed: the roadmap says beside it that its target quarter has passed',
}
