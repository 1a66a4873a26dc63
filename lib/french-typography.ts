// French typography, applied by the build so that writers never type invisible characters (content/README.md,
// "French typography is the build's job"): a no-break space before `:` and inside « guillemets », a narrow no-break
// space before `;` `?` `!`, the typographic apostrophe, and the spaces of numbers as the French locale writes them
// (the same as Intl.NumberFormat('fr-FR'), which the calculator uses): a narrow no-break space before `%` and between
// groups of thousands (2 000), a no-break space before `€` and in a time (9 h, 9 h 30). It runs on French prose only: the MDX pages (lib/remark-french-typography.ts), the interface
// strings of messages/fr.json (i18n/request.ts) and the French strings of the data files, where lib/ reads them.
// tests/export/french-typography.test.ts checks what visitors get: every French page of the export.
import type { Localized } from './i18n'

export const NO_BREAK_SPACE = '\u00a0'
export const NARROW_NO_BREAK_SPACE = '\u202f'

/** Breakable white space as a writer types it: spaces, tabs, a line break inside a paragraph. */
const SPACE = '[ \\t\\r\\n]'

const RULES: [RegExp, string | ((match: string) => string)][] = [
  // « mot » : the space after « (typed or not) becomes a no-break space.
  [new RegExp(`«(?:${SPACE}+|(?![\\u00a0\\u202f]))`, 'g'), `«${NO_BREAK_SPACE}`],
  // … and the one before ».
  [new RegExp(`(?:${SPACE}+|(?<![\\u00a0\\u202f«]))»`, 'g'), `${NO_BREAK_SPACE}»`],
  // A typed space before ; ? ! becomes a narrow no-break space; none is added where the writer put none.
  [new RegExp(`${SPACE}+([;?!])`, 'g'), `${NARROW_NO_BREAK_SPACE}$1`],
  // … and before : a no-break space.
  [new RegExp(`${SPACE}+:`, 'g'), `${NO_BREAK_SPACE}:`],
  // l'appli → l’appli: an apostrophe after a letter, before a letter or at the end of the text (l'**Appli**).
  [/(?<=\p{L})'(?=\p{L}|$)/gu, '’'],
  // 2 000, 12 500 000: groups of three digits after a first group of one to three, typed with a space or a no-break
  // space, are joined by narrow no-break spaces. A year before a number (« en 2026 300 clients ») is left alone.
  [/(?<![\d,.])\d{1,3}(?:[ \u00a0]\d{3})+(?!\d)/g, (group: string) => group.replace(/[ \u00a0]/g, NARROW_NO_BREAK_SPACE)],
  // 20 %: a typed or no-break space before % becomes a narrow no-break space; none is added where none was typed.
  [/(?<=\d)[ \u00a0]+%/g, `${NARROW_NO_BREAK_SPACE}%`],
  // 20 €: a typed space before € becomes a no-break space.
  [new RegExp(`(?<=\\d)${SPACE}+€`, 'g'), `${NO_BREAK_SPACE}€`],
  // 9 h, 9 h 30: the spaces of a time written with h become no-break spaces (not before a word: « 2 heures »).
  [
    new RegExp(`(?<=(?<![\\d,.])\\d{1,2})${SPACE}+h(?:${SPACE}+(?=\\d{2}(?!\\d)))?(?!\\p{L})`, 'gu'),
    (time: string) => time.replace(/[ \t\r\n]+/g, NO_BREAK_SPACE),
  ],
]

/** A French text with its spaces and apostrophes set as French typography wants them. Idempotent. */
export function typesetFrench(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement as string), text)
}

/** The French side of every `{ en, fr }` pair inside `data` (objects and arrays, however deep) typeset; the rest as is. */
export function typesetLocalized<T>(data: T): T {
  if (Array.isArray(data)) return data.map((item) => typesetLocalized(item)) as T
  if (typeof data !== 'object' || data === null) return data
  const entries = Object.entries(data).map(([key, value]) => [key, typesetLocalized(value)])
  const result = Object.fromEntries(entries) as T & Partial<Localized<unknown>>
  if (typeof result.fr === 'string' && 'en' in result) result.fr = typesetFrench(result.fr)
  return result
}

/** Every string of a messages tree typeset (messages/fr.json). ICU syntax survives: apostrophes that quote it are never between letters. */
export function typesetMessages<T>(messages: T): T {
  if (typeof messages === 'string') return typesetFrench(messages) as T
  if (typeof messages !== 'object' || messages === null) return messages
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, typesetMessages(value)])) as T
}

/** A text in a language: French typeset, any other as is. */
export const typeset = (locale: string, text: string) => (locale === 'fr' ? typesetFrench(text) : text)

export interface TypographyFault {
  /** What is wrong, in a writer's words. */
  problem: string
  /** The few characters around it, the fault marked with ⟦ ⟧. */
  context: string
}

const FAULTS: [RegExp, string][] = [
  [new RegExp(`${SPACE}+[:]`, 'g'), 'an ordinary space before ":" (French wants a no-break space, U+00A0)'],
  [new RegExp(`${SPACE}+[;?!]`, 'g'), 'an ordinary space before ";", "?" or "!" (French wants a narrow no-break space, U+202F)'],
  [new RegExp(`«${SPACE}|${SPACE}»`, 'g'), 'an ordinary space inside « » (French wants a no-break space, U+00A0)'],
  [/'/g, 'a straight apostrophe (French wants ’)'],
  [new RegExp(`(?<=\\d)${SPACE}+[%€]`, 'g'), 'an ordinary space before "%" or "€" (French wants a no-break space)'],
  [/(?<![\d,.])\d{1,3}(?: \d{3})+(?!\d)/g, 'an ordinary space between groups of thousands (French wants a narrow no-break space, U+202F)'],
  [
    new RegExp(`(?<![\\d,.])\\d{1,2}${SPACE}+h(?!\\p{L})`, 'gu'),
    'an ordinary space in a time such as "9 h" (French wants a no-break space)',
  ],
]

/** What French typography finds wrong in a text as a visitor reads it. */
export function typographyFaults(text: string): TypographyFault[] {
  return FAULTS.flatMap(([pattern, problem]) =>
    [...text.matchAll(pattern)].map((match) => {
      const start = match.index
      const end = start + match[0].length
      const context = `${text.slice(Math.max(0, start - 25), start)}⟦${match[0]}⟧${text.slice(end, end + 25)}`
      return { problem, context: context.replace(/[\r\n]+/g, ' ') }
    }),
  )
}
