// What a visitor reads, as the writers wrote it: every line of text in content/ (MDX pages and the data .ts files) and
// messages/*.json, with its file, line number and language, so a check can name the exact place of a fault.
import fs from 'node:fs'
import path from 'node:path'
import { isLocale, type Locale } from '../lib/i18n'

export interface TextLine {
  /** Relative to the repository: `content/docs/fr/intro.mdx` */
  file: string
  /** 1-based */
  line: number
  /** The language of the text; null for the parts of a data file that are not localized (ids, URLs, code) */
  locale: Locale | null
  /** The text itself: a whole MDX line, a message's value, or the inside of one localized string of a .ts file */
  text: string
}

const CONTENT = 'content'
const MESSAGES = 'messages'

function filesIn(dir: string, keep: (file: string) => boolean): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => fs.statSync(file).isFile() && keep(file))
    .sort()
}

/** `content/docs/fr/intro.mdx` → `fr`: a page's language is its folder. */
function localeOfPage(file: string): Locale | null {
  return file.split('/').find(isLocale) ?? null
}

/** Front matter fields a visitor reads; the others (tags, dates, positions) are identifiers. */
const READ_FRONT_MATTER = /^(title|description|sidebar_label|imageAlt):/

function mdxLines(file: string): TextLine[] {
  const locale = localeOfPage(file)
  let frontMatter = false
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => {
      if (text === '---' && (i === 0 || frontMatter)) frontMatter = i === 0
      const read = !frontMatter || READ_FRONT_MATTER.test(text)
      return { file, line: i + 1, locale: read ? locale : null, text }
    })
}

/** `"key": "value",` → `value`, each message on its own line as the JSON files are formatted. */
function messageLines(file: string): TextLine[] {
  const locale = path.basename(file, '.json')
  if (!isLocale(locale)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const value = /^\s*"[^"]*":\s*"(.*)",?\s*$/.exec(line)?.[1]
      return value === undefined ? [] : [{ file, line: i + 1, locale, text: value }]
    })
}

const LOCALIZED_KEY = /\b(en|fr):\s*(?=['"`])/g

/**
 * The localized strings of a data file (`{ en: '…', fr: `…` }`), line by line: a line may hold both languages, and a
 * template literal may run over many lines. Each string's inside is returned with its language; the rest of the line
 * (keys, ids, URLs, comments) as one text without a language.
 */
function dataLines(file: string): TextLine[] {
  const lines: TextLine[] = []
  let open: { locale: Locale } | null = null // a template literal still open from a line above
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((source, i) => {
      const at = (locale: Locale | null, text: string) => lines.push({ file, line: i + 1, locale, text })
      let rest = source
      if (open) {
        const end = rest.indexOf('`')
        if (end === -1) return at(open.locale, rest)
        at(open.locale, rest.slice(0, end))
        rest = rest.slice(end + 1)
        open = null
      }
      let plain = ''
      while (rest) {
        LOCALIZED_KEY.lastIndex = 0
        const key = LOCALIZED_KEY.exec(rest)
        if (!key) break
        plain += rest.slice(0, key.index)
        const locale = key[1] as Locale
        const quote = rest[LOCALIZED_KEY.lastIndex]
        const body = rest.slice(LOCALIZED_KEY.lastIndex + 1)
        const end = quote === '`' ? body.indexOf('`') : body.search(new RegExp(`(?<!\\\\)${quote}`))
        if (end === -1) {
          at(locale, body)
          if (quote === '`') open = { locale }
          rest = ''
          break
        }
        at(locale, body.slice(0, end))
        rest = body.slice(end + 1)
      }
      plain += rest
      if (plain.trim()) at(null, plain)
    })
  return lines
}

/** The list of wrong terms quotes them on purpose: it is configuration, not text a visitor reads. */
const NOT_READ = new Set(['content/wrong-terms.ts'])

/** The files `contentLines` reads, relative to the repository. */
export function contentFiles(): string[] {
  return [
    ...filesIn(CONTENT, (f) => !NOT_READ.has(f) && (f.endsWith('.mdx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))),
    ...filesIn(MESSAGES, (f) => f.endsWith('.json')),
  ]
}

/** Every line of text of content/ and messages/, with its language. */
export function contentLines(files: string[] = contentFiles()): TextLine[] {
  return files.flatMap((file) => (file.endsWith('.mdx') ? mdxLines(file) : file.endsWith('.json') ? messageLines(file) : dataLines(file)))
}

/** Attributes of a component that a visitor reads: a Callout's `title="…"`, an image's `alt="…"`. */
const READ_ATTRIBUTE = /\b(?:title|alt|label|aria-label)=(?:"([^"]*)"|'([^']*)')/g

/** A tag (`<Callout type="tip" title="Good to know">`, `<b>`) as a reader sees it: only its readable attributes. */
function readableAttributes(tag: string): string {
  const read = Array.from(tag.matchAll(READ_ATTRIBUTE), (found) => found[1] ?? found[2])
  return read.length ? ` ${read.join(' ')} ` : ''
}

/**
 * The words of a line as a reader sees them: link targets, URLs, inline code, tags (`<Callout>`, `<b>`) and message
 * placeholders (`{name}`) removed, so a check never trips on `/fr/app` or `<app>`. The attributes a visitor reads
 * (a Callout's title, an image's alt text) stay, so a wrong word there is caught like one in the text.
 */
export const proseOf = (text: string) =>
  text
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, readableAttributes)
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\{[^}]*\}/g, '')
