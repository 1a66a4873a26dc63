import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Callout } from '@/components/mdx/callout'
import { RoadmapSection } from '@/components/roadmap/roadmap-section'
import { roadmap as roadmapData, roadmapStatuses } from '@/content/roadmap'
import { typesetLocalized } from '@/lib/french-typography'
import type { Locale } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'

type Props = { params: Promise<{ locale: Locale }> }

const roadmap = typesetLocalized(roadmapData)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Roadmap' })
  return createMetadata({ locale, path: '/roadmap', title: t('title'), description: t('description'), markdown: true })
}

export default async function RoadmapPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Roadmap' })
  return (
    <div className="mx-auto max-w-page px-4 py-12 md:py-16">
      <header className="max-w-reading">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t('heading')}</h1>
        <p className="mt-5 text-lg text-muted">{t('intro')}</p>
        <Callout type="info" title={t('disclaimerTitle')} defaultTitle={t('disclaimerTitle')}>
          <p>{t('disclaimer')}</p>
        </Callout>
      </header>
      <div className="mt-12 space-y-16">
        {roadmapStatuses.map((status) => (
          <RoadmapSection key={status} locale={locale} status={status} items={roadmap.filter((item) => item.status === status)} />
        ))}
      </div>
      <p className="mt-16 max-w-reading text-muted">
        {t.rich('suggest', {
          email: site.supportEmail,
          mail: (chunks) => (
            <a href={`mailto:${site.supportEmail}`} className="font-semibold text-accent underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  )
}
