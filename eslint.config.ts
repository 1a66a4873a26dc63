import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const NO_NEXT_LINK = {
  name: 'next/link',
  message:
    'Use Link from @/components/link: a plain <a> that lib/browser/links.ts follows client-side, without the 4 KB of client code next/link adds to each page.',
}
const NO_NEXT_INTERNALS = {
  group: ['next/dist/*'],
  message: "Next's internals change without notice: use its public API (next/og, next/navigation…).",
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: { 'no-restricted-imports': ['error', { paths: [NO_NEXT_LINK], patterns: [NO_NEXT_INTERNALS] }] },
  },
  {
    // lib/browser/ is the code that runs in the visitor's browser (the site's behaviours, links, search, consent): it
    // must not pull in what only the build or the server has, which would either fail in the browser or ship the
    // content of the whole site in a chunk. Tests beside it may.
    files: ['lib/browser/**/*.{ts,tsx}'],
    ignores: ['lib/browser/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_NEXT_LINK],
          patterns: [
            NO_NEXT_INTERNALS,
            {
              group: [
                'node:*',
                'fs',
                'path',
                'child_process',
                'contentlayer/generated',
                'next-intl/server',
                '@/lib/content',
                '@/lib/site',
                '@/scripts/*',
                '../content',
                '../site',
              ],
              message:
                'lib/browser/ runs in the browser: build-time and server-only modules stay out of it (docs/architecture.md, "What runs in the browser, and when").',
            },
          ],
        },
      ],
    },
  },
  {
    // The files of the company's values import both sample() and confirmed() (lib/supplied.ts), so that confirming a
    // value is changing one word: one of the two may be unused for a while.
    files: ['lib/site.ts', 'content/authors.ts'],
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^(sample|confirmed)$' }] },
  },
  {
    // Unit test files share one module graph (vitest.config.ts): one that replaces modules says so in its name.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}', 'tests/e2e/**', 'tests/scenarios/**', 'tests/export/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: `vi.${property} leaks into the test files that share this one's module graph: name the file *.isolated.test.ts(x).`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Object'][callee.property.name='defineProperty'][arguments.0.name=/^(window|navigator|globalThis|document)$/]",
          message: 'Use stubProperty() from tests/stub-property.ts: it puts the property back when the test ends.',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      '.contentlayer/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.cache/**',
    ],
  },
]

export default config
