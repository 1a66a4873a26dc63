// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { type ErrorStrings, ErrorStringsProvider, isLoadError, PageError } from './error-view'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import { stubProperty } from '@/tests/stub-property'

/** The page error as the layout renders it: inside the provider of the layout's language (English by default). */
const renderError = (error: Error, reset: () => void, strings: ErrorStrings = en.Errors) =>
  render(
    <ErrorStringsProvider value={strings}>
      <PageError error={error} reset={reset} />
    </ErrorStringsProvider>,
  )

it('a render crash shows its title, the error text and Try again, which re-renders', () => {
  const reset = vi.fn()
  renderError(new Error('Cannot read properties of undefined'), reset)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.Errors.crashTitle)
  expect(screen.getByRole('alert').textContent).toContain('Cannot read properties of undefined')
  fireEvent.click(screen.getByRole('button', { name: en.Errors.tryAgain }))
  expect(reset).toHaveBeenCalledOnce()
})

it('speaks the layout’s language', () => {
  renderError(new Error('boom'), () => {}, fr.Errors)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fr.Errors.crashTitle)
  expect(screen.getByRole('button', { name: fr.Errors.tryAgain })).toBeTruthy()
})

it('a failed load shows the red box with the error and a Retry button that reloads the page', () => {
  const reload = vi.fn()
  stubProperty(window, 'location', { value: { ...window.location, reload } })
  const error = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })
  const reset = vi.fn()
  renderError(error, reset)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.Errors.loadFailedTitle)
  expect(screen.getByTestId('page-error').className).toContain('border-danger')
  expect(screen.getByRole('alert').textContent).toContain('Loading chunk 123 failed.')
  fireEvent.click(screen.getByRole('button', { name: en.Errors.retry }))
  expect(reload).toHaveBeenCalledOnce()
  expect(reset).not.toHaveBeenCalled()
})

it('tells load failures from bugs', () => {
  expect(isLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
  expect(isLoadError(new TypeError('Failed to fetch'))).toBe(true)
  expect(isLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
  expect(isLoadError(new TypeError('x is not a function'))).toBe(false)
})
