// Which store badge comes first on /get and /download, from what the browser says about the device.
import type { Store } from '@/components/marketing/store-buttons'

export type Device = 'ios' | 'android' | 'desktop'

export interface DeviceHints {
  /** `navigator.userAgentData.platform` where the browser has it (Chromium): "Android", "Windows", "macOS"… */
  platform?: string
  /** `navigator.maxTouchPoints`: tells an iPad (which says "Macintosh" since iPadOS 13) from a Mac. */
  maxTouchPoints?: number
}

export function detectDevice(userAgent: string, hints: DeviceHints = {}): Device {
  const platform = hints.platform?.toLowerCase() ?? ''
  if (platform === 'android' || /android/i.test(userAgent)) return 'android'
  if (platform === 'ios' || /iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && (hints.maxTouchPoints ?? 0) > 1) return 'ios'
  return 'desktop'
}

/** The badges in display order for a device: its own store first; App Store first on a computer. */
export function storesFor(device: Device | null): Store[] {
  return device === 'android' ? ['googlePlay', 'appStore'] : ['appStore', 'googlePlay']
}

/** The badges in display order for a browser's user agent (and client hints where it has them). */
export function storeOrder(userAgent: string, hints: DeviceHints = {}): Store[] {
  return storesFor(detectDevice(userAgent, hints))
}
