'use client'
import { type ReactNode, useSyncExternalStore } from 'react'
import { type Device, detectDevice, storesFor } from '@/lib/store-order'

const subscribeNothing = () => () => {}

function readDevice(): Device {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } }
  return detectDevice(nav.userAgent, { platform: nav.userAgentData?.platform, maxTouchPoints: nav.maxTouchPoints })
}

export interface DeviceHintStrings {
  /** Before the device is known (server HTML, no JavaScript). */
  unknown: string
  ios: string
  android: string
  desktop: string
}

/**
 * Puts the visitor's store first once the device is known. The server HTML (and a browser without
 * JavaScript) gets both badges in the default order, and the QR code on wide screens only.
 * Both orders are rendered on the server by StoreButtons; this island only picks one.
 */
export function DeviceStoreOrder({
  hints,
  appStoreFirst,
  googlePlayFirst,
  qrCode,
}: {
  hints: DeviceHintStrings
  appStoreFirst: ReactNode
  googlePlayFirst: ReactNode
  qrCode: ReactNode
}) {
  // null while prerendering and hydrating, then the device: no hydration mismatch.
  const device = useSyncExternalStore<Device | null>(subscribeNothing, readDevice, () => null)
  const order = storesFor(device)
  const mobile = device === 'ios' || device === 'android'
  return (
    <div data-device={device ?? 'unknown'} className="mt-8 flex flex-col gap-10 md:flex-row md:items-start md:justify-between">
      <div>
        <p className="font-medium" data-testid="device-hint">
          {hints[device ?? 'unknown']}
        </p>
        <div
          data-store-order={order.join(',')}
          className={`mt-4 ${mobile ? '[&_li:first-child_a]:ring-4 [&_li:first-child_a]:ring-accent [&_li:first-child_a]:ring-offset-2 [&_li:first-child_a]:ring-offset-bg' : ''}`}
        >
          {order[0] === 'googlePlay' ? googlePlayFirst : appStoreFirst}
        </div>
      </div>
      {/* A phone has no use for a code to open the page on a phone. */}
      {!mobile && <div className={device ? '' : 'hidden md:block'}>{qrCode}</div>}
    </div>
  )
}
