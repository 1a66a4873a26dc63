// Runs before every unit test file. Most files share a worker's module graph and DOM (vitest.config.ts), so each
// starts from a clean page: no stored values, no markup or attributes left by the file before it.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { stubMatchMedia } from './match-media'

afterEach(() => cleanup())

if (typeof window !== 'undefined') {
  localStorage.clear()
  sessionStorage.clear()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name)
  // jsdom has no matchMedia: answer "no preference" for every query.
  if (!window.matchMedia) stubMatchMedia(() => false)
}
