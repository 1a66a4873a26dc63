import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n'
import { site } from '@/lib/site'

export type Store = 'appStore' | 'googlePlay'

const STORE_URLS: Record<Store, string> = { appStore: site.appStoreUrl, googlePlay: site.googlePlayUrl }

function AppleLogo() {
  return (
    <svg width="22" height="26" viewBox="0 0 17 20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.8-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.6-4.1ZM11.6 3c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5Z" />
    </svg>
  )
}

function PlayLogo() {
  return (
    <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
      <path d="M1 1.2 12.6 12 1 22.8c-.4-.2-.6-.7-.6-1.2V2.4c0-.5.2-1 .6-1.2Z" fill="#00d7fe" />
      <path d="m16.4 8.3-3.8 3.7L1 1.2c.3-.2.8-.2 1.2 0l14.2 7.1Z" fill="#00f076" />
      <path d="m16.4 15.7-14.2 7.1c-.4.2-.9.2-1.2 0L12.6 12l3.8 3.7Z" fill="#ff3a44" />
      <path d="m20.8 12-4.4 3.7-3.8-3.7 3.8-3.7 4.4 2.2c.8.4.8 1.1 0 1.5Z" fill="#ffd500" />
    </svg>
  )
}

/** The two store badges, drawn to the stores' badge guidelines (black, logo, two lines of text). */
export async function StoreButtons({
  locale,
  order = ['appStore', 'googlePlay'],
  className = '',
}: {
  locale: Locale
  order?: Store[]
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'Stores' })
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`} data-testid="store-buttons">
      {order.map((store) => (
        <li key={store}>
          <a
            href={STORE_URLS[store]}
            target="_blank"
            rel="noopener noreferrer"
            data-store={store}
            aria-label={t(store)}
            className="flex h-14 min-w-44 items-center gap-3 rounded-xl border border-neutral-500 bg-black px-4 text-white hover:bg-neutral-800"
          >
            {store === 'appStore' ? <AppleLogo /> : <PlayLogo />}
            <span className="flex flex-col leading-tight">
              <span className="text-[11px]">{t(store === 'appStore' ? 'appStoreSmall' : 'googlePlaySmall')}</span>{' '}
              <span className="text-lg font-semibold">{t(store === 'appStore' ? 'appStoreBig' : 'googlePlayBig')}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
