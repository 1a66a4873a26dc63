// Replaces a property of a browser object (navigator.clipboard, window.location…) for the current test only: it is
// put back when the test ends, so unit test files can share a worker (vitest.config.ts) without leaking it.
import { onTestFinished } from 'vitest'

export function stubProperty(target: object, key: PropertyKey, descriptor: PropertyDescriptor) {
  const original = Object.getOwnPropertyDescriptor(target, key)
  Object.defineProperty(target, key, { configurable: true, ...descriptor })
  onTestFinished(() => {
    if (original) Object.defineProperty(target, key, original)
    else Reflect.deleteProperty(target, key)
  })
}
