import { describe, expect, it } from 'vitest'
import { checkDate, checkFrontMatter, checkReferences, checkSectionKeywords, checkTranslations, parseContentPath } from './content-rules'

const file = (sourceFilePath: string, locale: 'en' | 'fr', slug: string) => ({ sourceFilePath, locale, slug })

describe('parseContentPath', () => {
  it('reads the locale folder and the slug, keeping its case', () => {
    expect(parseContentPath('blog/fr/5-Tips-to-Increase-Your-Revenue-as-a-Freelancer', 'blog')).toEqual({
      locale: 'fr',
      slug: '5-Tips-to-Increase-Your-Revenue-as-a-Freelancer',
    })
    expect(parseContentPath('docs/en/manage-deals/add-a-deal', 'docs')).toEqual({ locale: 'en', slug: 'manage-deals/add-a-deal' })
  })
  it('names the file when the locale folder is missing or unknown', () => {
    expect(() => parseContentPath('docs/de/intro', 'docs', 'docs/de/intro.mdx')).toThrow(
      'content/docs/de/intro.mdx: must be under content/docs/<locale>/',
    )
    expect(() => parseContentPath('docs/intro', 'docs', 'docs/intro.mdx')).toThrow('content/docs/intro.mdx')
  })
})

describe('checkTranslations', () => {
  it('accepts a slug present once in each locale', () => {
    expect(checkTranslations('doc', [file('docs/en/a.mdx', 'en', 'a'), file('docs/fr/a.mdx', 'fr', 'a')])).toEqual([])
  })
  it('accepts a page in English only: its translation can come later', () => {
    expect(checkTranslations('post', [file('blog/en/hello.mdx', 'en', 'hello')])).toEqual([])
  })
  it('names a page with no English original', () => {
    expect(checkTranslations('doc', [file('docs/fr/bonjour.mdx', 'fr', 'bonjour')])).toEqual([
      'content/docs/fr/bonjour.mdx: doc "bonjour" has no en original (expected content/docs/en/bonjour.mdx): write the en page first',
    ])
  })
  it('reports duplicates and slugs that differ only by case', () => {
    const errors = checkTranslations('post', [
      file('blog/en/a.mdx', 'en', 'a'),
      file('blog/en/a.md', 'en', 'a'),
      file('blog/fr/a.mdx', 'fr', 'a'),
      file('blog/en/A.mdx', 'en', 'A'),
      file('blog/fr/A.mdx', 'fr', 'A'),
    ])
    expect(errors).toContain('content/blog/en/a.mdx, content/blog/en/a.md: duplicate post slug "a"')
    expect(errors).toContain('content: post slugs "a" and "A" differ only by case')
  })
})

it('checkReferences names the file, the field, the value and the data file', () => {
  expect(checkReferences(file('blog/en/x.mdx', 'en', 'x'), 'tags', ['crm', 'nope'], ['crm'], 'content/tags.ts')).toEqual([
    'content/blog/en/x.mdx: field "tags" has unknown value "nope" (not in content/tags.ts)',
  ])
})

it('checkDate wants a calendar date', () => {
  const f = file('blog/en/x.mdx', 'en', 'x')
  expect(checkDate(f, 'date', '2025-09-09T00:00:00.000Z')).toEqual([])
  expect(checkDate(f, 'date', 'last tuesday')).toEqual([
    'content/blog/en/x.mdx: field "date" must be a date like 2025-09-09, got "last tuesday"',
  ])
})

describe('checkFrontMatter', () => {
  const fields = {
    title: { type: 'string', required: true },
    sidebar_position: { type: 'number', required: true },
    date: { type: 'date' },
    tags: { type: 'list' },
    draft: { type: 'boolean' },
    sectionKeywords: { type: 'json' },
  } as const
  it('accepts front matter with every required field, each of its type', () => {
    const data = { title: 'A', sidebar_position: 1, date: new Date('2025-03-01'), tags: ['crm'], draft: false }
    expect(checkFrontMatter('docs/en/a.mdx', data, fields)).toEqual([])
  })
  it('names the file and the field: missing, of the wrong type, or unknown', () => {
    expect(
      checkFrontMatter(
        'docs/en/a.mdx',
        { sidebar_position: 'first', date: 'soon', tags: 'crm', sectionKeywords: ['a'], titel: 'A' },
        fields,
      ),
    ).toEqual([
      'content/docs/en/a.mdx: field "title" is required',
      'content/docs/en/a.mdx: field "sidebar_position" must be a number, got "first"',
      'content/docs/en/a.mdx: field "date" must be a date like 2025-09-09, got "soon"',
      'content/docs/en/a.mdx: field "tags" must be a list like [a, b], got "crm"',
      'content/docs/en/a.mdx: field "sectionKeywords" must be a map like { name: value }, got ["a"]',
      'content/docs/en/a.mdx: field "titel" is unknown (the fields are title, sidebar_position, date, tags, draft, sectionKeywords)',
    ])
  })
})

describe('checkSectionKeywords', () => {
  const f = file('docs/en/x.mdx', 'en', 'x')
  const ids = ['add-a-contact', 'good-to-know']
  it('accepts a page without them, and lists of words tied to headings of the page', () => {
    expect(checkSectionKeywords(f, undefined, ids)).toEqual([])
    expect(checkSectionKeywords(f, { 'good-to-know': ['refund', 'money back'] }, ids)).toEqual([])
  })
  it('names the file, the field and the heading id that is no heading of the page', () => {
    expect(checkSectionKeywords(f, { 'good-to-knwo': ['refund'] }, ids)).toEqual([
      'content/docs/en/x.mdx: field "sectionKeywords" names "good-to-knwo", which is no heading id of the page (its headings: add-a-contact, good-to-know)',
    ])
  })
  it('wants a map of short lists of words or phrases, each once', () => {
    expect(checkSectionKeywords(f, ['refund'], ids)).toEqual([
      'content/docs/en/x.mdx: field "sectionKeywords" must be a map of heading ids to lists, like { good-to-know: [refund, money back] }',
    ])
    expect(checkSectionKeywords(f, { 'good-to-know': 'refund', 'add-a-contact': ['new', 'New'] }, ids)).toEqual([
      'content/docs/en/x.mdx: field "sectionKeywords", "good-to-know": must be a list of words or phrases, like [refund, money back], got "refund"',
      'content/docs/en/x.mdx: field "sectionKeywords", "add-a-contact": "new" is there twice',
    ])
    expect(checkSectionKeywords(f, { 'good-to-know': Array.from({ length: 9 }, (_, i) => `w${i}`) }, ids)).toEqual([
      'content/docs/en/x.mdx: field "sectionKeywords", "good-to-know": 9 entries, more than 8',
    ])
  })
})
