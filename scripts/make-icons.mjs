// Regenerates the static icons in public/ from public/icon.svg with the system Chromium:
// favicon.ico (32 px PNG inside an ICO) and apple-touch-icon.png (180 px). (Each page's social card is drawn by the
// build: scripts/build/og-images.mjs.)
// Usage: node scripts/make-icons.mjs   (needs Chromium: see README)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumPath } from './browser.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'))
const svg = fs.readFileSync('public/icon.svg', 'utf8')

function screenshot(html, width, height, out) {
  const file = path.join(tmp, 'page.html')
  fs.writeFileSync(file, html)
  execFileSync(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--force-device-scale-factor=1',
      `--window-size=${width},${height}`,
      `--screenshot=${out}`,
      `file://${file}`,
    ],
    { stdio: 'ignore' },
  )
}

const iconPage = (size) =>
  `<html><body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body></html>`

screenshot(iconPage(180), 180, 180, 'public/apple-touch-icon.png')
const png32 = path.join(tmp, 'icon32.png')
screenshot(iconPage(32), 32, 32, png32)
const png = fs.readFileSync(png32)
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // width
header.writeUInt8(32, 7) // height
header.writeUInt16LE(1, 10) // colour planes
header.writeUInt16LE(32, 12) // bits per pixel
header.writeUInt32LE(png.length, 14)
header.writeUInt32LE(22, 18) // offset of the PNG data
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, png]))

console.log('Wrote public/favicon.ico and public/apple-touch-icon.png')
