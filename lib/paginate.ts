/** Blog lists show this many posts per page; page 1 is /blog, page n is /blog/page/n. */
export const POSTS_PER_PAGE = 10

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function paginate<T>(items: T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}
