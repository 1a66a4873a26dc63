import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { loadQuestions, type Question, report } from './search-ask'

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
