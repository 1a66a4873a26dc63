'use client'
// The site's internal link: next/link, except that nothing is prefetched on 2g or data-saver connections (SPEC §7).
import NextLink from 'next/link'
import type { ComponentProps } from 'react'

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

export function isConstrainedConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

function prefetchAllowed(): boolean {
  if (typeof navigator === 'undefined') return true
  return !isConstrainedConnection((navigator as Navigator & { connection?: NetworkInformation }).connection)
}

export function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetchAllowed() ? prefetch : false} {...props} />
}
