import { expect, it } from 'vitest'
import { pageCount, paginate, POSTS_PER_PAGE } from './paginate'

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
