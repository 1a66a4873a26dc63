// sitemap.xml and robots.txt as generated into out/ by `npm run build`.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { exportedPages, OUT } from './site'

const xml = () => fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')
const site = process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.track-crm.app'

test('lists every page in both languages with hreflang alternates, weekly, priority 0.5', () => {
  const entries = [...xml().matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1])
  const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1].replace(site, '') || '/')
  const expected = exportedPages().filter(
    (p) => !/(^|\/)(get|download)$/.test(p) && !/\/blog\/tags\/./.test(p) && !p.endsWith('/blog/page/1'),
  )
  expect(locs.sort()).toEqual(expected.sort())
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>')
    expect(entry).toContain('<priority>0.5</priority>')
    expect(entry).toMatch(/hreflang="en"/)
    expect(entry).toMatch(/hreflang="fr"/)
    expect(entry).toMatch(/hreflang="x-default"/)
  }
})

test('leaves out /get, /download, tag pages and 404 pages', () => {
  const text = xml()
  for (const path of ['/get<', '/download<', '/blog/tags/', '/404<', '/en/']) expect(text).not.toContain(path)
})

test('robots.txt points to the sitemap', () => {
  const robots = fs.readFileSync(path.join(OUT, 'robots.txt'), 'utf8')
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`)
})
