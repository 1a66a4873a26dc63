// The site's internal link: a plain <a data-link>, server-rendered. SiteBehaviour turns clicks on it into
// client-side navigations (followLinks in lib/browser/links.ts) and prefetches its route data when the visitor shows
// intent, except on 2g or data-saver connections (prefetchLinks in lib/browser/enhance.ts). (next/link ships about
// 4 KB gzip of client code per copy, and the bundler put one copy in the layout's chunk and one in each page's: this
// keeps every page inside its first-load JavaScript budget.)
import type { ComponentProps } from 'react'
import { LINK, NO_PREFETCH } from '@/lib/data-attributes/page'

export function Link({ href, prefetch = true, ...props }: ComponentProps<'a'> & { href: string; prefetch?: boolean }) {
  return <a href={href} {...LINK.prop(prefetch ? '' : NO_PREFETCH)} {...props} />
}
