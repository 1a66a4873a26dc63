// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { browserStorage } from './browser-storage'
import { stubProperty } from '@/tests/stub-property'

it('gives the storage, or null where the browser refuses it, and throws any other error', () => {
  expect(browserStorage('localStorage')).toBe(window.localStorage)
  stubProperty(window, 'sessionStorage', {
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
  expect(browserStorage('sessionStorage')).toBeNull()
  stubProperty(window, 'localStorage', {
    get: () => {
      throw new TypeError('broken')
    },
  })
  expect(() => browserStorage('localStorage')).toThrow('broken')
})
