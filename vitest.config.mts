import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'contentlayer/generated': fileURLToPath(new URL('./.contentlayer/generated', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', '.next/**', 'out/**'],
    setupFiles: ['./tests/setup.ts'],
    env: { NEXT_PUBLIC_SITE_URL: 'https://www.track-crm.app' },
    // next-intl's ESM imports 'next/navigation' without an extension, which Node cannot resolve
    // when the package is externalized (next has no exports map): let Vite process it.
    server: { deps: { inline: ['next-intl'] } },
  },
})
