import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/docs/breadcrumbs'
import { DocCard } from '@/components/docs/doc-card'
import { DocsShell } from '@/components/docs/docs-shell'
import { getCategories, getCategory, getDocsByCategory, textLangOf } from '@/lib/content'
import { type Locale, localePath, locales } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'

export const dynamicParams = false
export function generateStaticParams() {
  return locales.flatMap((locale) => getCategories().map((c) => ({ locale, category: c.id })))
}

type Props = { params: Promise<{ locale: Locale; category: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: id } = await params
  const category = getCategory(id)
  if (!category) return {}
  return createMetadata({ locale, path: `/docs/category/${id}`, title: category.label[locale], description: category.description[locale] })
}

export default async function CategoryPage({ params }: Props) {
  const { locale, category: id } = await params
  setRequestLocale(locale)
  const category = getCategory(id)
  if (!category) notFound()
  const t = await getTranslations({ locale, namespace: 'Docs' })
  const docs = getDocsByCategory(locale, id)
  const path = `/docs/category/${id}`
  return (
    <DocsShell locale={locale} activePath={path}>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { name: t('home'), path: '/docs' },
          { name: category.label[locale], path },
        ]}
      />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{category.label[locale]}</h1>
      <p className="mt-3 text-lg text-muted">{category.description[locale]}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="category-docs">
        {docs.map((doc) => (
          <li key={doc.slug}>
            <DocCard href={localePath(locale, doc.path)} title={doc.title} description={doc.description} lang={textLangOf(doc, locale)} />
          </li>
        ))}
      </ul>
    </DocsShell>
  )
}
