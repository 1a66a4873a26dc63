/** Blog lists show this many posts per page; page 1 is /blog, page n is /blog/page/n. */
export const POSTS_PER_PAGE = 10

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function paginate<T>(items: T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}

/**
 * The page numbers a list's pagination links to from page `current` of `total`: the first, the last and `around` on
 * each side of the current one, with a gap (null) where pages are left out, or the page itself when it is the only one
 * left out. At most 2 × around + 5 entries, however many pages there are: every list page carries the pagination, so
 * it may not grow with the list; every page stays reachable, a gap at a time.
 */
export function pageLinks(current: number, total: number, around = 2): (number | null)[] {
  const shown = new Set([1, total])
  for (let n = Math.max(1, current - around); n <= Math.min(total, current + around); n++) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => {
    const gap = i > 0 ? n - sorted[i - 1] - 1 : 0
    return gap === 0 ? [n] : [gap === 1 ? n - 1 : null, n]
  })
}
