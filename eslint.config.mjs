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
