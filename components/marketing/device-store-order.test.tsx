// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { DeviceStoreOrder } from './device-store-order'
import { stubProperty } from '@/tests/stub-property'

const hints = { unknown: 'Choose your store:', ios: 'On iPhone', android: 'On Android', desktop: 'On a computer' }
const props = {
  hints,
  appStoreFirst: <ul data-testid="apple-first" />,
  googlePlayFirst: <ul data-testid="google-first" />,
  qrCode: <div data-testid="qr" />,
}

function setUserAgent(userAgent: string) {
  stubProperty(navigator, 'userAgent', { value: userAgent })
}

it('server HTML: default order, generic hint, QR code for wide screens only (works without JavaScript)', () => {
  const html = renderToString(<DeviceStoreOrder {...props} />)
  expect(html).toContain('data-store-order="appStore,googlePlay"')
  expect(html).toContain('data-testid="apple-first"')
  expect(html).not.toContain('google-first')
  expect(html).toContain('Choose your store:')
  expect(html).toMatch(/class="hidden md:block"><div data-testid="qr"/)
})

it('Android: Google Play first, no QR code', () => {
  setUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')
  const { container } = render(<DeviceStoreOrder {...props} />)
  expect(container.querySelector('[data-store-order]')?.getAttribute('data-store-order')).toBe('googlePlay,appStore')
  expect(screen.getByTestId('google-first')).toBeTruthy()
  expect(screen.getByTestId('device-hint').textContent).toBe('On Android')
  expect(screen.queryByTestId('qr')).toBeNull()
})

it('iPhone: App Store first, no QR code', () => {
  setUserAgent(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  )
  const { container } = render(<DeviceStoreOrder {...props} />)
  expect(container.querySelector('[data-store-order]')?.getAttribute('data-store-order')).toBe('appStore,googlePlay')
  expect(screen.getByTestId('device-hint').textContent).toBe('On iPhone')
  expect(screen.queryByTestId('qr')).toBeNull()
})

it('computer: App Store first and the QR code at every width', () => {
  setUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')
  render(<DeviceStoreOrder {...props} />)
  expect(screen.getByTestId('apple-first')).toBeTruthy()
  expect(screen.getByTestId('device-hint').textContent).toBe('On a computer')
  expect(screen.getByTestId('qr').parentElement?.className).toBe('')
})
