// Rules every content file must follow. The build (contentlayer.config.ts) stops on any broken rule,
// naming the file and the field; the same functions are unit-tested. No React, no Contentlayer here.
import { defaultLocale, isLocale, type Locale, locales } from './i18n'

export interface ContentFile {
  /** Path under content/, e.g. `docs/fr/manage-deals/add-a-deal.mdx`. */
  sourceFilePath: string
  locale: Locale
  slug: string
}

/** `blog/fr/how-to-negotiate` → `{ locale: 'fr', slug: 'how-to-negotiate' }`; throws naming the file when the locale folder is wrong. */
export function parseContentPath(
  flattenedPath: string,
  section: 'docs' | 'blog',
  sourceFilePath = flattenedPath,
): { locale: Locale; slug: string } {
  const [root, locale, ...rest] = flattenedPath.split('/')
  if (root !== section || !isLocale(locale) || rest.length === 0) {
    throw new Error(`content/${sourceFilePath}: must be under content/${section}/<locale>/ with <locale> one of ${locales.join(', ')}`)
  }
  return { locale, slug: rest.join('/') }
}

/**
 * Every page is written in English first (the default language), then translated: a page in English only is fine
 * (its other-language URLs show the English text with a notice until the translation comes, and
 * `npm run translations` lists it), but a page with no English original, or a slug used twice in a language, is an
 * error.
 */
export function checkTranslations(kind: string, files: ContentFile[]): string[] {
  const errors: string[] = []
  const bySlug = new Map<string, ContentFile[]>()
  for (const file of files) bySlug.set(file.slug, [...(bySlug.get(file.slug) ?? []), file])
  for (const [slug, group] of bySlug) {
    if (!group.some((f) => f.locale === defaultLocale)) {
      errors.push(
        `content/${group[0].sourceFilePath}: ${kind} "${slug}" has no ${defaultLocale} original (expected content/${kind === 'post' ? 'blog' : 'docs'}/${defaultLocale}/${slug}.mdx): write the ${defaultLocale} page first`,
      )
    }
    for (const locale of locales) {
      const inLocale = group.filter((f) => f.locale === locale)
      if (inLocale.length > 1) {
        errors.push(`${inLocale.map((f) => `content/${f.sourceFilePath}`).join(', ')}: duplicate ${kind} slug "${slug}"`)
      }
    }
  }
  // Slugs that differ only by case collide on case-insensitive file systems and confuse visitors.
  const lower = new Map<string, string>()
  for (const slug of bySlug.keys()) {
    const clash = lower.get(slug.toLowerCase())
    if (clash && clash !== slug) errors.push(`content: ${kind} slugs "${clash}" and "${slug}" differ only by case`)
    lower.set(slug.toLowerCase(), slug)
  }
  return errors
}

/** A reference field (tags, authors, category) must name ids that exist in their data file. */
export function checkReferences(
  file: ContentFile,
  field: string,
  values: readonly string[],
  known: readonly string[],
  dataFile: string,
): string[] {
  return values
    .filter((value) => !known.includes(value))
    .map((value) => `content/${file.sourceFilePath}: field "${field}" has unknown value "${value}" (not in ${dataFile})`)
}

/** Front matter dates are plain calendar dates: 2025-09-09. */
export function checkDate(file: ContentFile, field: string, value: string): string[] {
  const ok = /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))
  return ok ? [] : [`content/${file.sourceFilePath}: field "${field}" must be a date like 2025-09-09, got "${value}"`]
}

/** A front matter field as contentlayer.config.ts declares it (`json`: a map of names to values, as YAML writes one). */
export interface FieldSpec {
  type: 'string' | 'number' | 'boolean' | 'date' | 'list' | 'json'
  required?: boolean
}

const isType: Record<FieldSpec['type'], (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  date: (v) => (v instanceof Date && !Number.isNaN(v.getTime())) || (typeof v === 'string' && !Number.isNaN(Date.parse(v))),
  list: (v) => Array.isArray(v),
  json: (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date),
}
const TYPE_NAMES: Record<FieldSpec['type'], string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date like 2025-09-09',
  list: 'a list like [a, b]',
  json: 'a map like { name: value }',
}

/**
 * A file's front matter against its fields: every required field present, each of its type, no unknown field.
 * Contentlayer stops the build on the same faults; this check also serves `npm run dev`, where Contentlayer only
 * warns and keeps the last good version of the page.
 */
export function checkFrontMatter(sourceFilePath: string, data: Record<string, unknown>, fields: Record<string, FieldSpec>): string[] {
  const errors: string[] = []
  for (const [name, spec] of Object.entries(fields)) {
    const value = data[name]
    if (value === undefined || value === null || value === '') {
      if (spec.required) errors.push(`content/${sourceFilePath}: field "${name}" is required`)
    } else if (!isType[spec.type](value)) {
      errors.push(`content/${sourceFilePath}: field "${name}" must be ${TYPE_NAMES[spec.type]}, got ${JSON.stringify(value)}`)
    }
  }
  for (const name of Object.keys(data).filter((n) => !(n in fields))) {
    errors.push(`content/${sourceFilePath}: field "${name}" is unknown (the fields are ${Object.keys(fields).join(', ')})`)
  }
  return errors
}

/** At most this many words or phrases per section: more dilutes the section's own words. */
export const MAX_SECTION_KEYWORDS = 8

/**
 * A help page's `sectionKeywords`: a map from the id of one of its headings (as the page's links give it,
 * `good-to-know`) to the words customers use for what that section explains. An id that is no heading of the page (a
 * typo, a heading renamed since) would tie the words to nothing, so it is an error, as is an entry that is not a short
 * list of words or phrases.
 */
export function checkSectionKeywords(file: ContentFile, value: unknown, headingIds: readonly string[]): string[] {
  if (value === undefined || value === null) return []
  const field = `content/${file.sourceFilePath}: field "sectionKeywords"`
  if (!isType.json(value)) {
    return [`${field} must be a map of heading ids to lists, like { good-to-know: [refund, money back] }`]
  }
  return Object.entries(value).flatMap(([id, words]): string[] => {
    if (!headingIds.includes(id)) {
      return [`${field} names "${id}", which is no heading id of the page (its headings: ${headingIds.join(', ') || 'none'})`]
    }
    if (!Array.isArray(words) || words.length === 0 || words.some((word) => typeof word !== 'string' || !word.trim())) {
      return [`${field}, "${id}": must be a list of words or phrases, like [refund, money back], got ${JSON.stringify(words)}`]
    }
    if (words.length > MAX_SECTION_KEYWORDS) return [`${field}, "${id}": ${words.length} entries, more than ${MAX_SECTION_KEYWORDS}`]
    const folded = words.map((word: string) => word.toLowerCase())
    const twice = folded.filter((word, i) => folded.indexOf(word) !== i)
    return twice.map((word) => `${field}, "${id}": "${word}" is there twice`)
  })
}
