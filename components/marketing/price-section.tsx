import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { CheckIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { HomeSection } from './home-section'

// No amounts anywhere (docs/product.md#the-product): the app is free, the Business coach's price is shown by the store.
const APP_ITEMS = ['contacts', 'deals', 'products', 'activities', 'reports', 'sharedDatabase', 'platforms'] as const
const COACH_ITEMS = ['advice', 'inApp', 'storePrice', 'cancel'] as const

function Included({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckIcon className="mt-0.5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

export async function PriceSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.price' })
  const tNav = await getTranslations({ locale, namespace: 'Nav' })
  return (
    <HomeSection id="price" eyebrow={tNav('price')} title={t('title')} intro={t('intro')} tone="tinted">
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col rounded-card border-2 border-accent bg-bg p-6 md:p-8">
          <h3 className="text-xl font-semibold">{t('app.name')}</h3>
          <p className="mt-2 text-3xl font-bold tracking-tight text-accent">{t('app.price')}</p>
          <Included items={APP_ITEMS.map((item) => t(`app.items.${item}`))} />
          <Link
            href={localePath(locale, '/get')}
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-lg bg-accent px-6 text-lg font-semibold text-accent-fg transition-colors duration-150 hover:bg-accent-strong motion-reduce:transition-none md:self-start"
          >
            {t('app.cta')}
          </Link>
        </div>
        <div className="flex flex-col rounded-card border border-border bg-bg p-6 md:p-8">
          <h3 className="text-xl font-semibold">{t('coach.name')}</h3>
          <p className="mt-2 text-3xl font-bold tracking-tight">{t('coach.price')}</p>
          <Included items={COACH_ITEMS.map((item) => t(`coach.items.${item}`))} />
          <Link
            href={localePath(locale, '/#businesscoach')}
            className="mt-8 inline-flex min-h-10 items-center self-start font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
          >
            {t('coach.link')}
          </Link>
        </div>
      </div>
    </HomeSection>
  )
}
