// `keywords` (content/README.md, "Keywords: the words customers type") is optional: a page without it is fine, and
// a writer who later uses one of its keywords on the page breaks nothing. When given, it is a short list of words or
// phrases the search index can read: each one text, none twice, at most 12 (more dilutes the page's own words).
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { expect, it } from 'vitest'

const DOCS = 'content/docs'
const MAX_KEYWORDS = 12

function helpPages(): string[] {
  return (fs.readdirSync(DOCS, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(DOCS, file).split(path.sep).join('/'))
    .sort()
}

/** What is wrong with a page's keywords, as `file: problem`. */
function keywordProblems(file: string, source: string): string[] {
  const keywords: unknown = matter(source).data.keywords
  if (keywords === undefined) return []
  if (!Array.isArray(keywords)) return [`${file}: keywords must be a list like [close, remove]`]
  const problems = keywords.length > MAX_KEYWORDS ? [`${file}: ${keywords.length} keywords, more than ${MAX_KEYWORDS}`] : []
  const seen = new Set<string>()
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || !keyword.trim()) problems.push(`${file}: keyword ${JSON.stringify(keyword)} is not a word or phrase`)
    else if (seen.has(keyword.toLowerCase())) problems.push(`${file}: "${keyword}" is there twice`)
    else seen.add(keyword.toLowerCase())
  }
  return problems
}

it('names what is wrong with a list, and accepts a page without one', () => {
  const page = (keywords: string) => `---\ntitle: Edit a product\n${keywords}---\n\nText.\n`
  expect(keywordProblems('x.mdx', page(''))).toEqual([])
  expect(keywordProblems('x.mdx', page('keywords: [tariff, rate card]\n'))).toEqual([])
  expect(keywordProblems('x.mdx', page('keywords: [tariff, Tariff, 3]\n'))).toEqual([
    'x.mdx: "Tariff" is there twice',
    'x.mdx: keyword 3 is not a word or phrase',
  ])
  expect(keywordProblems('x.mdx', page(`keywords: [${Array.from({ length: 13 }, (_, i) => `k${i}`).join(', ')}]\n`))).toEqual([
    'x.mdx: 13 keywords, more than 12',
  ])
})

it('every help page’s keywords, when it has some, are a short list of words or phrases', () => {
  expect(helpPages().flatMap((file) => keywordProblems(file, fs.readFileSync(file, 'utf8')))).toEqual([])
})
