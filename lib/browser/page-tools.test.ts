// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { CONSENT_STORAGE_KEY } from './analytics'
import { answerHelpful, copyPage, sendEvent, supportLink } from './page-tools'
import { stubProperty } from '@/tests/stub-property'

const events = () => ((window.dataLayer ?? []) as unknown[][]).filter((args) => args[0] === 'event')

beforeEach(() => {
  localStorage.clear()
  history.replaceState(null, '', '/docs/share-database')
  window.dataLayer = []
  window.gtag = (...args: unknown[]) => void window.dataLayer!.push(args)
  document.body.innerHTML = `<section data-helpful>
    <button data-action="helpful-yes">Yes</button><button data-action="helpful-no">No</button>
    <p role="status" tabindex="-1">Thanks</p>
    <label><input type="radio" name="r" value="unclear" data-helpful-reason> It’s hard to follow</label>
    <a data-helpful-support href="mailto:support@example.com?subject=Help%20page&body=I%20was%20reading%20https%3A%2F%2Fexample.com%2Fdocs">Write</a>
  </section>
  <button data-action="copy-page" data-markdown="/docs/share-database.md">Copy page</button>`
})
afterEach(() => {
  delete window.gtag
  delete window.dataLayer
  vi.useRealTimers()
})

it('sends an analytics event only with consent, naming the page', () => {
  sendEvent('page_helpful', { answer: 'yes' })
  localStorage.setItem(CONSENT_STORAGE_KEY, 'denied')
  sendEvent('page_helpful', { answer: 'yes' })
  expect(events()).toEqual([])
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  sendEvent('page_helpful', { answer: 'no' })
  expect(events()).toEqual([['event', 'page_helpful', { answer: 'no', page_path: '/docs/share-database' }]])
})

it('sends nothing where analytics does not run, even with consent', () => {
  delete window.gtag
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  sendEvent('page_helpful', { answer: 'yes' })
  expect(events()).toEqual([])
})

it('adds the reason to the e-mail to support, replacing the one chosen before', () => {
  const link = document.querySelector<HTMLAnchorElement>('a')!
  supportLink(link, 'It’s hard to follow')
  supportLink(link, 'Something else')
  const url = new URL(link.href)
  expect(url.searchParams.get('body')).toBe('I was reading https://example.com/docs\n\nSomething else\n\n')
  expect(url.searchParams.get('subject')).toBe('Help page')
  expect(link.href).not.toContain('+')
})

it('an answer shows the next step, moves focus to the thanks, and “No” listens for a reason', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  const box = document.querySelector<HTMLElement>('[data-helpful]')!
  answerHelpful(document.querySelector<HTMLElement>('[data-action="helpful-no"]')!, 'no')
  expect(box.getAttribute('data-answer')).toBe('no')
  expect(document.activeElement).toBe(document.querySelector('[role="status"]'))
  const reason = document.querySelector<HTMLInputElement>('input')!
  reason.click()
  expect(new URL(document.querySelector<HTMLAnchorElement>('a')!.href).searchParams.get('body')).toContain('It’s hard to follow')
  expect(events().map((e) => e[1])).toEqual(['page_helpful', 'page_helpful_reason'])
})

it('refuses a helpful button outside its box', () => {
  const stray = document.createElement('button')
  document.body.append(stray)
  expect(() => answerHelpful(stray, 'yes')).toThrow(/outside \[data-helpful\]/)
})

it('copies the Markdown twin to the clipboard and says so for a few seconds', async () => {
  vi.useFakeTimers()
  const writeText = vi.fn(async () => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('# Share your database\n')),
  )
  stubProperty(navigator, 'clipboard', { value: { writeText } })
  const button = document.querySelector<HTMLElement>('[data-action="copy-page"]')!
  await copyPage(button)
  expect(fetch).toHaveBeenCalledWith('/docs/share-database.md')
  expect(writeText).toHaveBeenCalledWith('# Share your database\n')
  expect(button.hasAttribute('data-copied')).toBe(true)
  vi.advanceTimersByTime(3000)
  expect(button.hasAttribute('data-copied')).toBe(false)
})

it('says on the button when the twin cannot be fetched, copying nothing, and gives the console the cause', async () => {
  const writeText = vi.fn(async () => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('not found', { status: 404 })),
  )
  stubProperty(navigator, 'clipboard', { value: { writeText } })
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const button = document.querySelector<HTMLElement>('[data-action="copy-page"]')!
  await copyPage(button)
  expect(writeText).not.toHaveBeenCalled()
  expect(button.hasAttribute('data-copy-failed')).toBe(true)
  expect(button.hasAttribute('data-copied')).toBe(false)
  expect(String(logged.mock.calls[0]?.[1])).toContain('/docs/share-database.md: 404')
  logged.mockRestore()
})

it('says on the button when the clipboard is refused, until a try that works', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('# Share your database\n')),
  )
  const writeText = vi.fn(async (): Promise<void> => {
    throw new DOMException('Write permission denied.', 'NotAllowedError')
  })
  stubProperty(navigator, 'clipboard', { value: { writeText } })
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const button = document.querySelector<HTMLElement>('[data-action="copy-page"]')!
  await copyPage(button)
  expect(button.hasAttribute('data-copy-failed')).toBe(true)
  expect(logged).toHaveBeenCalledTimes(1)
  writeText.mockResolvedValue(undefined)
  await copyPage(button)
  expect(button.hasAttribute('data-copy-failed')).toBe(false)
  expect(button.hasAttribute('data-copied')).toBe(true)
  logged.mockRestore()
})

it('where the browser refuses storage, “No” still thanks, asks why and names the reason, sending nothing', () => {
  stubProperty(window, 'localStorage', {
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
  const box = document.querySelector<HTMLElement>('[data-helpful]')!
  answerHelpful(document.querySelector<HTMLElement>('[data-action="helpful-no"]')!, 'no')
  expect(box.getAttribute('data-answer')).toBe('no')
  expect(document.activeElement).toBe(document.querySelector('[role="status"]'))
  document.querySelector<HTMLInputElement>('input')!.click()
  expect(new URL(document.querySelector<HTMLAnchorElement>('a')!.href).searchParams.get('body')).toContain('It’s hard to follow')
  expect(events()).toEqual([])
})
