import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { stubMatchMedia } from './match-media'

afterEach(() => cleanup())

// jsdom has no matchMedia: answer "no preference" for every query.
if (typeof window !== 'undefined' && !window.matchMedia) stubMatchMedia(() => false)
