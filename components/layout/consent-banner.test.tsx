import { expect, it, vi } from 'vitest'

it('renders nothing at all when no analytics id is configured', async () => {
  vi.stubEnv('NEXT_PUBLIC_GA_ID', '')
  vi.resetModules()
  const { ConsentBanner } = await import('./consent-banner')
  expect(await ConsentBanner({ locale: 'en' })).toBeNull()
  vi.unstubAllEnvs()
})
