import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { CheckIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { absoluteUrl } from '@/lib/metadata'
import { DeviceStoreOrder } from './device-store-order'
import { QrCode } from './qr-code'
import { StoreButtons } from './store-buttons'

/** The download page, at /get and at /download: the visitor's store first, both badges always, a QR code on a computer. */
export async function DownloadView({ locale, path }: { locale: Locale; path: '/get' | '/download' }) {
  const t = await getTranslations({ locale, namespace: 'GetPage' })
  const url = absoluteUrl(localePath(locale, path))
  const points = [t('point1'), t('point2'), t('point3')]
  return (
    <div className="mx-auto max-w-page px-4 py-16 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t('eyebrow')}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">{t('heading')}</h1>
      <p className="mt-5 max-w-2xl text-lg text-muted">{t('intro')}</p>
      <DeviceStoreOrder
        hints={{ unknown: t('hintUnknown'), ios: t('hintIos'), android: t('hintAndroid'), desktop: t('hintDesktop') }}
        appStoreFirst={<StoreButtons locale={locale} order={['appStore', 'googlePlay']} />}
        googlePlayFirst={<StoreButtons locale={locale} order={['googlePlay', 'appStore']} />}
        qrCode={<QrCode value={url} label={t('qrLabel', { url })} caption={t('qrCaption')} />}
      />
      <ul className="mt-12 grid gap-3 sm:grid-cols-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2 rounded-card border border-border p-4">
            <CheckIcon className="mt-0.5 shrink-0 text-success" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-muted">
        {t.rich('next', {
          app: (chunks) => (
            <Link href={localePath(locale, '/app')} className="font-semibold text-accent underline underline-offset-4">
              {chunks}
            </Link>
          ),
          faq: (chunks) => (
            <Link href={localePath(locale, '/docs/intro')} className="font-semibold text-accent underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  )
}
