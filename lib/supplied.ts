// Values only the company can supply (store pages, the support address, the legal identity, social accounts, app
// ids, authors' profiles…): each is declared with sample() until someone who knows the real value writes it with
// confirmed(). `npm run check:launch` lists every sample left; a production build (`npm run build:production`) refuses
// to start while any is left, and never shows one on a page: nothing invented reaches visitors.

/** What a production build does with a value still at its sample. */
export type WhileSample =
  /** Leave it out of every page: the page reads well without it (a testimonial, a line of the legal notice). */
  | 'withhold'
  /** Refuse to build: the site cannot work without the real value (a store link, the support address). */
  | 'required'

/** A value the company supplies, with its status and what it is for (shown by `npm run check:launch`). */
export interface Supplied<T, W extends WhileSample = WhileSample> {
  readonly value: T
  /** `sample`: a placeholder that looks real; `confirmed`: supplied or checked by the company. */
  readonly status: 'sample' | 'confirmed'
  readonly about: string
  readonly whileSample: W
}

/** A placeholder, to be replaced before launch. */
export const sample = <T, W extends WhileSample>(value: T, about: string, whileSample: W): Supplied<T, W> => ({
  value,
  status: 'sample',
  about,
  whileSample,
})

/** A value the company supplied or checked (the same arguments as sample(), so that one word changes). */
export const confirmed = <T, W extends WhileSample>(value: T, about: string, whileSample: W): Supplied<T, W> => ({
  value,
  status: 'confirmed',
  about,
  whileSample,
})

export const isSupplied = (value: unknown): value is Supplied<unknown> =>
  typeof value === 'object' && value !== null && 'status' in value && 'value' in value && 'about' in value && 'whileSample' in value

/**
 * Whether this is a production build: `npm run build:production` sets TRACK_RELEASE=production after its release gate
 * (scripts/release-gate.ts). Local, test and preview builds show the samples, so that the site can be reviewed.
 */
export const isProductionBuild = () => process.env.TRACK_RELEASE === 'production'

/** A required value still at its sample in a production build: the release gate should have stopped it. */
export class SampleInProductionError extends Error {}

/**
 * What a page may show of a supplied value: the value, except in a production build while it is a sample, where a
 * withheld value is left out (undefined) and a required one stops the build.
 */
export function shown<T>(field: Supplied<T, 'required'>, production?: boolean): T
export function shown<T>(field: Supplied<T, 'withhold'>, production?: boolean): T | undefined
export function shown<T>(field: Supplied<T>, production = isProductionBuild()): T | undefined {
  if (field.status === 'confirmed' || !production) return field.value
  if (field.whileSample === 'withhold') return undefined
  throw new SampleInProductionError(
    `A production build cannot show "${field.about}": it is still a sample. Run npm run check:launch, and build with npm run build:production.`,
  )
}
