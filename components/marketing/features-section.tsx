import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'
import { HomeSection } from './home-section'
import { ModuleIllustration } from './module-illustration'

/** The app's six modules, in the order of a working day, each with the help page that shows how. */
const FEATURES = [
  { module: 'contacts', help: '/docs/manage-contacts/add-a-contact-import' },
  { module: 'deals', help: '/docs/manage-deals/add-a-deal' },
  { module: 'products', help: '/docs/manage-products/add-a-product' },
  { module: 'activities', help: '/docs/manage-contacts/add-activities' },
  { module: 'reports', help: '/docs/view-reports' },
  { module: 'sharedDatabase', help: '/docs/share-database' },
] as const

export async function FeaturesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.features' })
  const tNav = await getTranslations({ locale, namespace: 'Nav' })
  return (
    <HomeSection id="features" eyebrow={tNav('features')} title={t('title')} intro={t('intro')}>
      <ul className="mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ module, help }) => (
          <li key={module} className="flex flex-col">
            <ModuleIllustration module={module} label={t(`${module}.alt`)} />
            <p className="mt-6 text-sm font-semibold text-accent">{t(`${module}.label`)}</p>
            <h3 className="mt-1 text-xl font-semibold text-balance">{t(`${module}.title`)}</h3>
            <p className="mt-2 text-muted">{t(`${module}.text`)}</p>
            <Link
              href={localePath(locale, help)}
              className="mt-auto inline-flex min-h-10 items-center self-start pt-3 font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
            >
              {t(`${module}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
