// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { CopyCodeButton } from './copy-code-button'
import { stubProperty } from '@/tests/stub-property'

const strings = { copy: 'Copy the code', copied: 'Copied', failed: 'Copying did not work' }

function mockClipboard(writeText: (text: string) => Promise<void>) {
  stubProperty(navigator, 'clipboard', { value: { writeText } })
}

it('copies the code and confirms it in a polite live region', async () => {
  const writeText = vi.fn(() => Promise.resolve())
  mockClipboard(writeText)
  render(<CopyCodeButton code="FIXTURE-CODE" strings={strings} />)
  const status = screen.getByRole('status')
  expect(status.getAttribute('aria-live')).toBe('polite')
  expect(status.textContent).toBe('')
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the code' })))
  expect(writeText).toHaveBeenCalledWith('FIXTURE-CODE')
  expect(status.textContent).toBe('Copied')
})

it('says so when the clipboard refuses, instead of failing silently', async () => {
  mockClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
  render(<CopyCodeButton code="FIXTURE-OTHER" strings={strings} />)
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the code' })))
  expect(screen.getByRole('status').textContent).toBe('Copying did not work')
})

it('says so when there is no clipboard API at all', async () => {
  render(<CopyCodeButton code="FIXTURE-OTHER" strings={strings} />)
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the code' })))
  expect(screen.getByRole('status').textContent).toBe('Copying did not work')
})
