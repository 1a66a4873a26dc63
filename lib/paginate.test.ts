import { expect, it } from 'vitest'
import { pageCount, pageLinks, paginate, POSTS_PER_PAGE } from './paginate'

it('paginates 10 posts a page, with at least one page', () => {
  expect(POSTS_PER_PAGE).toBe(10)
  expect(pageCount(0)).toBe(1)
  expect(pageCount(9)).toBe(1)
  expect(pageCount(10)).toBe(1)
  expect(pageCount(11)).toBe(2)
  const items = Array.from({ length: 23 }, (_, i) => i)
  expect(paginate(items, 1)).toEqual(items.slice(0, 10))
  expect(paginate(items, 3)).toEqual([20, 21, 22])
})

it('links to the first, the last and the pages near the current one, as many whatever the number of pages', () => {
  expect(pageLinks(1, 1)).toEqual([1])
  expect(pageLinks(1, 5)).toEqual([1, 2, 3, 4, 5])
  expect(pageLinks(1, 7)).toEqual([1, 2, 3, null, 7])
  // A gap of one page shows that page.
  expect(pageLinks(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  expect(pageLinks(50, 101)).toEqual([1, null, 48, 49, 50, 51, 52, null, 101])
  expect(pageLinks(101, 101)).toEqual([1, null, 99, 100, 101])
  for (const total of [1, 2, 9, 10, 11, 100, 5000])
    for (let current = 1; current <= total; current += Math.ceil(total / 50)) {
      const links = pageLinks(current, total)
      const pages = links.filter((n) => n !== null)
      expect(links.length, `${current} of ${total}`).toBeLessThanOrEqual(9)
      expect(pages, `${current} of ${total}`).toEqual([...new Set(pages)].sort((a, b) => a - b))
      expect(pages, `${current} of ${total}`).toEqual(expect.arrayContaining([1, total, current]))
      // Each page links to its neighbours, so every page is reachable.
      for (const neighbour of [current - 1, current + 1].filter((n) => n >= 1 && n <= total))
        expect(pages, `${current} of ${total}`).toContain(neighbour)
    }
})
