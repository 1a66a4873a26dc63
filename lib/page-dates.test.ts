import { expect, it } from 'vitest'
import { type DatedContent, pageDate } from './page-dates'

const item = (locale: string, path: string, lastModified: string, category?: string): DatedContent => ({
  locale,
  path,
  lastModified,
  category,
})
const docs = [
  item('en', '/docs/intro', '2026-03-01'),
  item('fr', '/docs/intro', '2026-03-05'),
  item('en', '/docs/deals/add', '2026-04-01', 'deals'),
  item('en', '/docs/deals/delete', '', 'deals'),
]
const posts = [item('en', '/blog/a', '2026-01-10'), item('fr', '/blog/a', '2026-01-12'), item('en', '/blog/b', '2026-02-01')]
const commits: string[][] = []
const inputs = {
  docs,
  posts,
  lastCommitOf: (paths: string[]) => {
    commits.push(paths)
    return '2026-05-05T10:00:00+02:00'
  },
}

it('dates a help page or post by its own text, or its original while it is not translated', () => {
  expect(pageDate('/fr/docs/intro', inputs)).toBe('2026-03-05')
  expect(pageDate('/fr/docs/deals/add', inputs)).toBe('2026-04-01')
  expect(pageDate('/docs/deals/delete', inputs)).toBeUndefined()
})

it('dates a list by the newest of what it lists, in its language', () => {
  expect(pageDate('/docs', inputs)).toBe('2026-04-01')
  expect(pageDate('/fr/docs', inputs)).toBe('2026-03-05')
  expect(pageDate('/docs/category/deals', inputs)).toBe('2026-04-01')
  expect(pageDate('/blog/archive', inputs)).toBe('2026-02-01')
  expect(pageDate('/fr/blog', inputs)).toBe('2026-01-12')
})

it('dates any other page by the last commit to the files it is built from, and names a page no rule knows', () => {
  expect(pageDate('/fr/roadmap', inputs)).toBe('2026-05-05T10:00:00+02:00')
  expect(commits.at(-1)).toContain('content/roadmap.ts')
  expect(pageDate('/pipedrive-discount-promo-code', inputs)).toBe('2026-05-05T10:00:00+02:00')
  expect(() => pageDate('/fr/new-kind-of-page', inputs)).toThrow('/fr/new-kind-of-page matches no rule of lib/page-dates.ts')
})
