// JSON-LD objects (schema.org) for the pages that carry them. Pure functions: components only serialize.
import { type Locale, localePath } from './i18n'
import { absoluteUrl, socialImagePath } from './metadata'
import { site } from './site'

export interface Crumb {
  name: string
  /** Locale-free path. */
  path: string
  /** The name's language, when it differs from the page's (a page not translated yet). */
  lang?: string
}

export function breadcrumbList(locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localePath(locale, crumb.path)),
    })),
  }
}

/** A help page: what it is about and when it last changed. */
export function techArticle(input: { locale: Locale; path: string; title: string; description: string; modified?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: input.title,
    description: input.description,
    inLanguage: input.locale,
    url: absoluteUrl(localePath(input.locale, input.path)),
    ...(input.modified && { dateModified: input.modified }),
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
  }
}

export function faqPage(questions: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

export function organization() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: absoluteUrl('/apple-touch-icon.png'),
    email: site.supportEmail,
    address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
    sameAs: site.social.map((s) => s.href),
  }
}

export function softwareApplication(locale: Locale, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: site.name,
    description,
    url: absoluteUrl(localePath(locale, '/app')),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'iOS, Android',
    inLanguage: ['en', 'fr'],
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
    downloadUrl: [site.appStoreUrl, site.googlePlayUrl],
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
  }
}

export function blogPosting(input: {
  locale: Locale
  path: string
  title: string
  description: string
  date: string
  modified?: string
  authors: string[]
  image?: string
  keywords: string[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    datePublished: input.date,
    dateModified: input.modified || input.date,
    inLanguage: input.locale,
    url: absoluteUrl(localePath(input.locale, input.path)),
    mainEntityOfPage: absoluteUrl(localePath(input.locale, input.path)),
    image: absoluteUrl(input.image ?? socialImagePath(input.locale, input.path)),
    author: input.authors.map((name) => ({ '@type': 'Organization', name })),
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png') } },
    keywords: input.keywords.join(', '),
  }
}
