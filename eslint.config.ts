import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Use Link from @/components/link: a plain <a> that lib/links.ts follows client-side, without the 4 KB of client code next/link adds to each page.',
            },
          ],
          patterns: [
            { group: ['next/dist/*'], message: "Next's internals change without notice: use its public API (next/og, next/navigation…)." },
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
