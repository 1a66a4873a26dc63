import { describe, expect, it } from 'vitest'
import type { LaunchItem } from './launch-checklist'
import { type GateInputs, releaseGate } from './release-gate'

const item = (kind: LaunchItem['kind'], where = `lib/site.ts › ${kind}`): LaunchItem => ({
  where,
  value: '"x"',
  about: 'What it is for',
  kind,
})
const gate = (inputs: Partial<GateInputs>) =>
  releaseGate({
    launchItems: [],
    translations: [],
    outdatedKnown: true,
    allowLaunchItems: false,
    allowPendingTranslations: false,
    ...inputs,
  })

describe('the release gate', () => {
  it('opens when nothing is left', () => {
    expect(gate({})).toEqual({ open: true, report: ['', '✓ Release gate open: building for production.'] })
  })

  it('stays shut while any launch item or translation is left, listing every one', () => {
    const { open, report } = gate({
      launchItems: [item('required'), item('withheld'), item('unchecked')],
      translations: [{ id: 'docs/intro', status: 'outdated', where: 'content/docs/fr/intro.mdx' }],
    })
    expect(open).toBe(false)
    const text = report.join('\n')
    for (const where of ['lib/site.ts › required', 'lib/site.ts › withheld', 'lib/site.ts › unchecked', 'docs/intro']) {
      expect(text).toContain(where)
    }
    expect(text).toContain('1 required values are still samples')
    expect(text).toContain('--allow-launch-items')
    expect(text).toContain('--allow-pending-translations')
  })

  it('lets withheld and unchecked items and pending translations through when allowed, and says so', () => {
    const { open, report } = gate({
      launchItems: [item('withheld'), item('unchecked')],
      translations: [{ id: 'blog/new-post', status: 'missing', where: 'content/blog/fr/new-post.mdx' }],
      allowLaunchItems: true,
      allowPendingTranslations: true,
    })
    expect(open).toBe(true)
    expect(report).toContain('⚠ 2 launch items allowed by --allow-launch-items: withheld samples stay off every page')
    expect(report).toContain('⚠ pending translations allowed by --allow-pending-translations')
  })

  it('never lets a required sample through', () => {
    expect(gate({ launchItems: [item('required')], allowLaunchItems: true, allowPendingTranslations: true }).open).toBe(false)
  })

  it('in a shallow clone, cannot rule out outdated translations, and says how to get the history', () => {
    const { open, report } = gate({ outdatedKnown: false })
    expect(open).toBe(false)
    expect(report.join('\n')).toContain('git fetch --unshallow')
    expect(gate({ outdatedKnown: false, allowPendingTranslations: true }).open).toBe(true)
  })
})
