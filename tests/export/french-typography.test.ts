// French typography as visitors get it: on every French page, no ordinary space before : ; ? ! or inside « », no
// straight apostrophe, in any text or label in French (code apart). Writers type ordinary spaces and apostrophes:
// the build sets them (lib/french-typography.ts, for MDX, messages/fr.json and the data files), so a fault here
// is text that reached the page some other way.
import { expect, it } from 'vitest'
import { typographyFaults } from '../../lib/french-typography'
import { pages, shownTexts } from './export'

it('every French page follows French typography', () => {
  const french = pages.filter((page) => page.locale === 'fr')
  expect(french.length).toBeGreaterThan(0)
  const problems = french.flatMap((page) =>
    shownTexts(page, 'fr', { prose: true }).flatMap(({ where, value }) =>
      typographyFaults(value).map(({ problem, context }) => `${page.url}: ${where} “${context}”: ${problem}`),
    ),
  )
  expect(
    problems,
    'The build sets French spaces and apostrophes itself (lib/french-typography.ts): MDX pages, messages/fr.json and the data files read through lib/ are typeset. ' +
      'Text that reached the page another way needs typesetFrench() or typesetLocalized() where it is read.',
  ).toEqual([])
})
