import { describe, expect, it } from 'vitest'
import { fold, sameWord, wordsOf } from './fold'

describe('sameWord', () => {
  it('takes forms of one word for the same word', () => {
    expect(sameWord('delete', 'deleting')).toBe(true)
    expect(sameWord('contact', 'contacter')).toBe(true)
    expect(sameWord('app', 'apps')).toBe(true)
    expect(sameWord('call', 'called')).toBe(true)
    expect(sameWord(fold('créée'), fold('créé'))).toBe(true)
  })

  it('keeps apart words that only begin alike', () => {
    expect(sameWord('translate', 'transfer')).toBe(false)
    expect(sameWord('app', 'application')).toBe(false)
    expect(sameWord('sign', 'signal')).toBe(false)
    expect(sameWord('ca', 'catalogue')).toBe(false)
    expect(sameWord('a', 'aide')).toBe(false)
    expect(sameWord('', '')).toBe(false)
  })
})

describe('wordsOf', () => {
  it('splits a text into folded words at anything but letters and digits', () => {
    expect(wordsOf("L'import d'Élodie")).toEqual(['l', 'import', 'd', 'elodie'])
    expect(wordsOf('support@track-crm.app')).toEqual(['support', 'track', 'crm', 'app'])
  })

  it('keeps the English "n’t" on its word', () => {
    expect(wordsOf("won't, doesn’t")).toEqual(['wont', 'doesnt'])
  })
})
