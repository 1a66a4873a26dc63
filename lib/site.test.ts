import { expect, it, vi } from 'vitest'
import { SAMPLE_SITE_URL, site, siteUrl } from './site'

it('reads the site’s address from NEXT_PUBLIC_SITE_URL when asked, the sample when it is empty', () => {
  expect(siteUrl('https://www.example.fr')).toBe('https://www.example.fr')
  expect(siteUrl('')).toBe(SAMPLE_SITE_URL)
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.example.fr')
  expect(site.url).toBe('https://www.example.fr')
})

it('refuses an address that is not an origin, and says so when nothing loaded the environment', () => {
  expect(() => siteUrl('https://www.example.fr/')).toThrow('NEXT_PUBLIC_SITE_URL must be an origin without a trailing slash')
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', undefined)
  expect(() => site.url).toThrow('NEXT_PUBLIC_SITE_URL is not set: set it in the host’s environment or in .env.local')
})
