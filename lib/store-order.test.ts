import { describe, expect, it } from 'vitest'
import { detectDevice, storeOrder } from './store-order'

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.7 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari asks for desktop sites and says "Macintosh".
  iPadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  // Chrome's reduced user agent on Android hides the version but keeps the platform.
  androidReduced: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
}

describe('detectDevice', () => {
  it.each([
    ['iPhone', 'ios'],
    ['iPad', 'ios'],
    ['iPod', 'ios'],
    ['android', 'android'],
    ['androidTablet', 'android'],
    ['androidReduced', 'android'],
    ['windows', 'desktop'],
    ['mac', 'desktop'],
    ['linux', 'desktop'],
  ] as const)('%s → %s', (name, device) => {
    expect(detectDevice(UA[name])).toBe(device)
  })

  it('tells an iPad in desktop mode from a Mac by its touch points', () => {
    expect(detectDevice(UA.iPadDesktopMode, { maxTouchPoints: 5 })).toBe('ios')
    expect(detectDevice(UA.mac, { maxTouchPoints: 0 })).toBe('desktop')
  })

  it('trusts userAgentData.platform when the user agent string says nothing', () => {
    expect(detectDevice(UA.linux, { platform: 'Android' })).toBe('android')
    expect(detectDevice('', { platform: 'Windows' })).toBe('desktop')
    expect(detectDevice('')).toBe('desktop')
  })
})

describe('storeOrder', () => {
  it('puts the App Store first on iPhone, iPad and iPod', () => {
    for (const ua of [UA.iPhone, UA.iPad, UA.iPod]) expect(storeOrder(ua)).toEqual(['appStore', 'googlePlay'])
  })

  it('puts Google Play first on Android', () => {
    for (const ua of [UA.android, UA.androidTablet]) expect(storeOrder(ua)).toEqual(['googlePlay', 'appStore'])
    expect(storeOrder('', { platform: 'Android' })).toEqual(['googlePlay', 'appStore'])
  })

  it('keeps the default order on a computer', () => {
    expect(storeOrder(UA.windows)).toEqual(['appStore', 'googlePlay'])
  })
})
