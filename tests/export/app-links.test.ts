// The files that let the apps open the site's links, as exported: valid, in the formats Apple and Google read, and
// made from the app ids of lib/site.ts; the paths they claim are pages of the site.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { APP_LINK_PATHS, appleAppSiteAssociation, assetLinks } from '../../lib/app-links'
import { site } from '../../lib/site'
import { fileAt, OUT } from './export'

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(OUT, '.well-known', file), 'utf8'))

it('/.well-known/apple-app-site-association claims the download pages for the iOS app of lib/site.ts', () => {
  const association = read('apple-app-site-association')
  expect(association).toEqual(appleAppSiteAssociation())
  const [detail] = association.applinks.details
  expect(detail.appIDs).toEqual([`${site.apps.appleTeamId}.${site.apps.iosBundleId}`])
  expect(detail.appIDs[0]).toMatch(/^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/)
  expect(detail.components.map((c: { '/': string }) => c['/'])).toEqual(APP_LINK_PATHS)
  for (const claimed of APP_LINK_PATHS) expect(fileAt(claimed), claimed).toBeTruthy()
})

it('/.well-known/assetlinks.json lets the Android app of lib/site.ts handle the site’s links', () => {
  const links = read('assetlinks.json')
  expect(links).toEqual(assetLinks())
  expect(links[0].relation).toEqual(['delegate_permission/common.handle_all_urls'])
  expect(links[0].target).toMatchObject({ namespace: 'android_app', package_name: site.apps.androidPackage })
  for (const fingerprint of links[0].target.sha256_cert_fingerprints) expect(fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/)
})
