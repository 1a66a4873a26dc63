// The build's run of the head script (./head-script-check.ts): the real one passes, one that is not self-contained or does
// not do its first job stops the build, naming the bet.
import fs from 'node:fs'
import { expect, it } from 'vitest'
import { FIXTURE } from './flight-fixture'
import { headScriptProblems } from './head-script-check'
import { attr, find, parseHtml, text } from './html'
import { INLINE_SCRIPT, INLINE_SCRIPTS } from '@/lib/data-attributes/page'

const real = text(
  find(
    parseHtml(fs.readFileSync(FIXTURE.page, 'utf8')),
    (el) => el.tagName === 'script' && attr(el, INLINE_SCRIPT.name) === INLINE_SCRIPTS.head,
  )!,
)

it('runs the head script a real page carries, as Turbopack compiled it, and each listener it sets [bet: head-script]', () => {
  expect(real.length, 'the head script').toBeGreaterThan(1000)
  expect(headScriptProblems(real)).toEqual([])
})

it('stops on a head script that names what the page does not define: a helper the compiler injected [bet: head-script]', () => {
  // What a compiler adds to a function that imports a module, or that it renames: the page defines neither.
  const helper = real.replace('{', '{_interop_require_default(0);')
  expect(headScriptProblems(helper)).toEqual([
    expect.stringContaining('the head script throws when run [bet: head-script]: ReferenceError: _interop_require_default is not defined'),
  ])
  // Inside a listener, it throws only when the listener runs: the check runs each once.
  const inListener = real.replace(/(addEventListener\("keydown",function\([a-z]+\)\{)/, '$1__name(0);')
  expect(inListener).not.toBe(real)
  expect(headScriptProblems(inListener)).toEqual([expect.stringContaining('ReferenceError: __name is not defined')])
})

it('stops on a head script that does not mark the page as running JavaScript', () => {
  expect(headScriptProblems('void 0')).toEqual([expect.stringContaining('it did not mark <html> with data-js')])
})
