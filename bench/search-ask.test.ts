import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { loadQuestions, type Question, QUESTION_SETS, report, TUNING_SETS } from './search-ask'

let dir = ''
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const question = (set: string): Question =>
  ({ lang: 'en', question: 'close my account', page: '/docs/delete-account', section: '', set }) as Question
const fileOf = (questions: Question[]) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-questions-'))
  const file = path.join(dir, 'questions.json')
  fs.writeFileSync(file, JSON.stringify(questions))
  return file
}

it('accepts the held-out set and names a question whose set is unknown', () => {
  expect(loadQuestions(fileOf([question('before'), question('after'), question('held-out')]))).toHaveLength(3)
  expect(() => loadQuestions(fileOf([question('before'), question('later')]))).toThrow(
    /question 2 \("close my account"\): set is not before, after, .*held-out/,
  )
})

it('reports the held-out questions apart, per language', () => {
  const answers = [
    { question: question('held-out'), hrefs: ['/docs/delete-account'] },
    { question: question('before'), hrefs: ['/docs/other'] },
  ]
  expect(report(answers)).toMatch(/\| en, held out \| 1 \| 100 % \| 100 % \| 100 % \|/)
})

it('gives every set rows of its own, and tunes on no held-out set', () => {
  for (const set of QUESTION_SETS) {
    const rows = report([{ question: question(set), hrefs: ['/docs/delete-account'] }])
      .split('\n')
      .filter((line) => line.includes('| 1 | 100 %'))
      .map((line) => line.split('|')[1].trim())
    expect(rows, set).toEqual(['en', expect.stringMatching(/^en, ./), 'all'])
  }
  expect(TUNING_SETS.filter((set) => set.startsWith('held-out'))).toEqual([])
})
