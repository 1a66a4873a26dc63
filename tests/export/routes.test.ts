// The routes the product fixed (docs/product.md#routes), in both languages: the one place that lists them. Every other
// check reads the content and data files, so a writer who adds, renames or removes a page, a post, a tag or an
// author never edits a test; these paths are the product's promise, and a change to them is a product decision.
import { expect, it } from 'vitest'
import { localePath, locales } from '../../lib/i18n'
import { pages } from './export'

const FIXED_ROUTES = [
  '/',
  '/app',
  '/get',
  '/download',
  '/vat-calculator',
  '/roadmap',
  '/terms',
  '/privacy',
  ...['pipedrive', 'bigin', 'capsule-crm', 'freshsales', 'hubspot', 'monday-crm', 'salesforce', 'vtiger', 'zoho-crm'].map(
    (id) => `/${id}-discount-promo-code`,
  ),
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...[
    '5-Tips-to-Increase-Your-Revenue-as-a-Freelancer',
    'becoming-freelancers',
    'how-to-negotiate',
    'Revolutionize-Management-with-Tags',
    'Save-Time-And-Boost-Your-Sales',
    'what-kind-of-jobs-can-benefit-from-a-crm-like-track',
    'why-a-simple-and-mobile-crm',
    'why-sales-management-is-essential-for-freelancers',
    'your-network-is-your-net-worth',
  ].map((slug) => `/blog/${slug}`),
  ...'beauticians boost-your-sales business business-coach coaches construction craftsperson crm customers customers-management door-to-door-selling events-industry-jobs free-crm freelance freelancers increase-sales investors jobs mobile-app personnal-services quote-management real-estate recruiters revenue sales sales-management sales-representative save-time self-employed stock-management tags time-management track'
    .split(' ')
    .map((tag) => `/blog/tags/${tag}`),
  '/docs',
  '/docs/intro',
  '/docs/business-coach/stop-subscription',
  '/docs/contact-support',
  '/docs/manage-account/change-language',
  '/docs/manage-account/delete-account',
  ...['add-a-contact-import', 'add-a-contact-manually', 'add-activities', 'delete-a-contact', 'modify-a-contact'].map(
    (slug) => `/docs/manage-contacts/${slug}`,
  ),
  ...['add-a-deal', 'delete-a-deal', 'modify-a-deal'].map((slug) => `/docs/manage-deals/${slug}`),
  ...['add-a-product', 'delete-a-product', 'modify-a-product'].map((slug) => `/docs/manage-products/${slug}`),
  '/docs/share-database',
  '/docs/view-reports',
  ...['contact-support', 'manage-contacts', 'manage-deals', 'manage-products', 'manage-your-account', 'share-database', 'view-reports'].map(
    (category) => `/docs/category/${category}`,
  ),
]

it('every route the product fixed is exported in both languages, post slugs keeping their case', () => {
  const urls = new Set(pages.map((page) => page.url))
  expect(FIXED_ROUTES.flatMap((route) => locales.map((locale) => localePath(locale, route))).filter((url) => !urls.has(url))).toEqual([])
})
