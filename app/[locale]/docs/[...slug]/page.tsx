import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OutdatedNotice } from '@/components/content/outdated-notice'
import { PageTools } from '@/components/content/page-tools'
import { Helpful } from '@/components/docs/helpful'
import { UntranslatedNotice } from '@/components/content/untranslated-notice'
import { Breadcrumbs } from '@/components/docs/breadcrumbs'
import { DocsShell } from '@/components/docs/docs-shell'
import { Pager } from '@/components/docs/pager'
import { TableOfContents } from '@/components/docs/table-of-contents'
import { TocHighlighter } from '@/components/docs/toc-highlighter'
import { JsonLd } from '@/components/json-ld'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { MdxContent } from '@/components/mdx/mdx-content'
import {
  docLanguages,
  docTitle,
  getCategory,
  getDoc,
  getDocNeighbours,
  getDocSlugs,
  isUntranslated,
  textLangOf,
  tocOf,
} from '@/lib/content'
import { extractFaq } from '@/lib/faq'
import { typeset } from '@/lib/french-typography'
import { formatDate } from '@/lib/format'
import { type Locale, localePath, locales } from '@/lib/i18n'
import { absoluteUrl, createMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'
import { faqPage, techArticle } from '@/lib/structured-data'

export const dynamicParams = false
export function generateStaticParams() {
  return locales.flatMap((locale) => getDocSlugs().map((slug) => ({ locale, slug: slug.split('/') })))
}

type Props = { params: Promise<{ locale: Locale; slug: string[] }> }

const FAQ_SLUG = 'intro'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const doc = getDoc(locale, slug.join('/'))
  if (!doc) return {}
  return createMetadata({
    locale,
    path: doc.path,
    title: doc.title,
    description: doc.description,
    languages: docLanguages(doc.slug),
    markdown: true,
  })
}

export default async function DocPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const doc = getDoc(locale, slug.join('/'))
  if (!doc) notFound()
  const t = await getTranslations({ locale, namespace: 'Docs' })
  const category = doc.category ? getCategory(doc.category) : undefined
  const { previous, next } = getDocNeighbours(locale, doc.slug)
  const toc = tocOf(doc)
  // Not translated yet: the English text, marked as such, under a notice in the page's language; left out of the
  // search index (and of the sitemap and feeds), its original being the page to find.
  const untranslated = isUntranslated(doc, locale)
  const textLang = textLangOf(doc, locale)
  const uiLang = untranslated ? locale : undefined
  const crumbs = [
    { name: t('home'), path: '/docs' },
    ...(category ? [{ name: category.label[locale], path: `/docs/category/${category.id}` }] : []),
    { name: doc.title, path: doc.path, lang: textLang },
  ]
  const neighbour = (d: typeof previous) => d && { href: localePath(locale, d.path), title: docTitle(d), lang: textLangOf(d, locale) }

  return (
    <>
      {toc.length > 0 && <TocHighlighter ids={toc.map((item) => item.id)} />}
      <DocsShell locale={locale} activePath={doc.path} toc={<TableOfContents locale={locale} items={toc} itemsLang={textLang} />}>
        <Breadcrumbs locale={locale} crumbs={crumbs} />
        {untranslated && <UntranslatedNotice locale={locale} kind="page" />}
        {/* What the search index (scripts/steps/search-index.ts) reads: this article only, minus its navigation. */}
        <article className="mt-6" lang={textLang} {...(!untranslated && { 'data-pagefind-body': '', 'data-pagefind-filter': 'type:help' })}>
          <h1 className="text-4xl font-bold tracking-tight" data-pagefind-meta="title">
            {doc.title}
          </h1>
          {doc.translationOutdated && <OutdatedNotice locale={locale} kind="page" path={doc.path} />}
          {/* Searched as the page's description (scripts/steps/search-index.ts), not as the text of its top section. */}
          <p className="mt-3 text-lg text-muted" data-pagefind-ignore>
            {doc.description}
          </p>
          <div lang={uiLang}>
            <PageTools locale={locale} path={doc.path} />
          </div>
          {toc.length > 0 && (
            <details className="mt-6 rounded-card border border-border p-4 xl:hidden" data-pagefind-ignore lang={uiLang}>
              <summary className="min-h-6 cursor-pointer font-semibold">{t('onThisPage')}</summary>
              <div className="mt-3">
                <TableOfContents locale={locale} items={toc} showTitle={false} itemsLang={textLang} />
              </div>
            </details>
          )}
          <div className="mt-8">
            <MdxContent code={doc.body.code} components={await getMdxComponents(doc.locale as Locale)} />
          </div>
          {doc.lastModified && (
            <p className="mt-10 text-sm text-muted" data-testid="last-updated" data-pagefind-ignore lang={uiLang}>
              {t('lastUpdated', { date: formatDate(locale, doc.lastModified) })}
            </p>
          )}
        </article>
        <Helpful locale={locale} title={doc.title} url={absoluteUrl(localePath(locale, doc.path))} />
        <Pager
          label={{ nav: t('pager'), previous: t('previous'), next: t('next') }}
          previous={neighbour(previous)}
          next={neighbour(next)}
        />
        <JsonLd
          data={techArticle({
            // The text's own language: a page not translated yet is described as the English original it is.
            locale: doc.locale as Locale,
            path: doc.path,
            title: doc.title,
            description: doc.description,
            modified: doc.lastModified || undefined,
          })}
        />
        {doc.slug === FAQ_SLUG && (
          <JsonLd
            data={faqPage(
              extractFaq(doc.body.raw, { supportEmail: site.supportEmail }).map(({ question, answer }) => ({
                question: typeset(doc.locale, question),
                answer: typeset(doc.locale, answer),
              })),
            )}
          />
        )}
      </DocsShell>
    </>
  )
}
