import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { CheckIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { type AppModule, ModuleIllustration } from './module-illustration'

/** The help page that goes further for each module. */
const HELP_PATHS: Record<AppModule, string> = {
  contacts: '/docs/manage-contacts/add-a-contact-import',
  deals: '/docs/manage-deals/add-a-deal',
  products: '/docs/manage-products/add-a-product',
  activities: '/docs/manage-contacts/add-activities',
  reports: '/docs/view-reports',
  sharedDatabase: '/docs/share-database',
  businessCoach: '/docs/business-coach/stop-subscription',
}

/** One module of the app: what it does for a freelancer, beside its drawing (sides alternate on wide screens). */
export async function ModuleSection({ locale, module, index }: { locale: Locale; module: AppModule; index: number }) {
  const t = await getTranslations({ locale, namespace: 'AppPage' })
  const points = [t(`modules.${module}.point1`), t(`modules.${module}.point2`), t(`modules.${module}.point3`)]
  const id = `module-${module}`
  return (
    <section aria-labelledby={id} className="grid items-center gap-8 md:grid-cols-2 md:gap-16" data-module={module}>
      <div className={index % 2 === 1 ? 'md:order-2' : undefined}>
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t(`modules.${module}.eyebrow`)}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance">
          {t(`modules.${module}.title`)}
        </h2>
        <p className="mt-4 text-lg text-muted">{t(`modules.${module}.text`)}</p>
        <ul className="mt-5 space-y-3">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <CheckIcon className="mt-1 shrink-0 text-success" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <Link
          href={localePath(locale, HELP_PATHS[module])}
          className="mt-6 inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-4"
        >
          {t(`modules.${module}.link`)}
        </Link>
      </div>
      <ModuleIllustration module={module} label={t(`modules.${module}.alt`)} />
    </section>
  )
}
