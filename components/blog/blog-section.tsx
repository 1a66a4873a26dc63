import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n'
import { blogFeeds, createMetadata } from '@/lib/metadata'
import { BlogShell } from './blog-shell'

/** The blog's section pages, at `/blog/<section>`, with the messages `Blog.<section>Title` and `Blog.<section>Description`. */
export type BlogSection = 'archive' | 'authors' | 'tags'

export async function blogSectionMetadata(locale: Locale, section: BlogSection): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return createMetadata({
    locale,
    path: `/blog/${section}`,
    title: t(`${section}Title`),
    description: t(`${section}Description`),
    feeds: blogFeeds(locale),
  })
}

/** A blog section page in the blog shell: its heading and introduction, then `children`. */
export async function BlogSectionPage({ locale, section, children }: { locale: Locale; section: BlogSection; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <BlogShell locale={locale}>
      <h1 className="text-4xl font-bold tracking-tight">{t(`${section}Title`)}</h1>
      <p className="mt-3 text-lg text-muted">{t(`${section}Description`)}</p>
      {children}
    </BlogShell>
  )
}
