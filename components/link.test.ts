import { expect, it } from 'vitest'
import { isConstrainedConnection } from './link'

it('prefetches except on 2g or data-saver connections (SPEC §7)', () => {
  expect(isConstrainedConnection(undefined)).toBe(false)
  expect(isConstrainedConnection({ effectiveType: '4g' })).toBe(false)
  expect(isConstrainedConnection({ effectiveType: '3g' })).toBe(false)
  expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true)
  expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true)
  expect(isConstrainedConnection({ effectiveType: '4g', saveData: true })).toBe(true)
})
