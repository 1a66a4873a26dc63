// Every help page carries `keywords`: the words customers type for what the page explains, which the page itself
// doesn't use (content/README.md, "Keywords: the words customers type"). The search index reads them; the page never
// shows them. A keyword that repeats the title, or a phrase the page already uses, adds nothing to the index.
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { expect, it } from 'vitest'

const DOCS = 'content/docs'

/** Words too common to count as "the title's words". */
const STOP_WORDS = new Set(
  'a an the of or and your my to by from with for in on it de du des la le les l un une et ou au aux vos votre mon ma mes d en'.split(' '),
)

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))

/** What the reader sees of a page, lower case, link targets left out. */
const textOf = (body: string, description: string) =>
  `${description}\n${body}`
    .replace(/\]\([^)]*\)/g, ']')
    .toLowerCase()
    .replace(/’/g, "'")

function helpPages(): string[] {
  return (fs.readdirSync(DOCS, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(DOCS, file).split(path.sep).join('/'))
    .sort()
}

/** What is wrong with a page's keywords, as `file: problem`. */
function keywordProblems(file: string, source: string): string[] {
  const { data, content } = matter(source)
  const keywords: unknown = data.keywords
  if (!Array.isArray(keywords)) return [`${file}: no keywords (a list of 5 to 12 words or phrases customers use)`]
  const problems: string[] = []
  if (keywords.length < 5 || keywords.length > 12) problems.push(`${file}: ${keywords.length} keywords, not 5 to 12`)
  const titleWords = new Set(wordsOf(String(data.title ?? '')))
  const text = textOf(content, String(data.description ?? ''))
  const seen = new Set<string>()
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || !keyword.trim()) {
      problems.push(`${file}: keyword ${JSON.stringify(keyword)} is not a word or phrase`)
      continue
    }
    if (seen.has(keyword.toLowerCase())) problems.push(`${file}: "${keyword}" is there twice`)
    seen.add(keyword.toLowerCase())
    const repeated = wordsOf(keyword).filter((word) => titleWords.has(word))
    if (repeated.length) problems.push(`${file}: "${keyword}" repeats the title's word "${repeated[0]}"`)
    const phrase = keyword.toLowerCase().replace(/’/g, "'")
    if (new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text))
      problems.push(`${file}: "${keyword}" is already on the page (a keyword is a word the page doesn't use)`)
  }
  return problems
}

it('names a missing list, a title word and a phrase the page uses', () => {
  const page = (keywords: string) => `---\ntitle: Edit a product\ndescription: Change a price.\n${keywords}---\n\nRaise your prices.\n`
  expect(keywordProblems('x.mdx', page(''))).toEqual(['x.mdx: no keywords (a list of 5 to 12 words or phrases customers use)'])
  expect(keywordProblems('x.mdx', page('keywords: [tariff, rate card, price list, wrong price, new rates]\n'))).toEqual([])
  expect(keywordProblems('x.mdx', page('keywords: [tariff, product list, raise your prices, wrong price, new rates]\n'))).toEqual([
    'x.mdx: "product list" repeats the title\'s word "product"',
    'x.mdx: "raise your prices" is already on the page (a keyword is a word the page doesn\'t use)',
  ])
  expect(keywordProblems('x.mdx', page('keywords: [tariff]\n'))).toEqual(['x.mdx: 1 keywords, not 5 to 12'])
})

it('every help page, in both languages, has 5 to 12 keywords of its own', () => {
  const files = helpPages()
  expect(files.length).toBeGreaterThan(30)
  expect(files.flatMap((file) => keywordProblems(file, fs.readFileSync(file, 'utf8')))).toEqual([])
})
