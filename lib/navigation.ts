// Navbar and footer links as typed data: components render these lists, they never restate them.
import { site } from './site'

/** Keys into the "Nav" and "Footer" message namespaces. */
export type NavLabel =
  | 'features'
  | 'businessCoach'
  | 'approach'
  | 'price'
  | 'reviews'
  | 'faq'
  | 'blog'
  | 'download'
  | 'privacy'
  | 'terms'
  | 'vatCalculator'
  | 'roadmap'

export interface InternalLink {
  kind: 'internal'
  label: NavLabel
  /** Locale-free path; localePath() adds /fr where needed. */
  href: string
}
export interface ExternalLink {
  kind: 'external'
  /** Either a message key or a proper name shown as is (social networks). */
  label: NavLabel | { text: string }
  href: string
}
export type NavLink = InternalLink | ExternalLink

/** The navbar's links, in order. The Download button and the language and theme controls follow them. */
export const navbarLinks: InternalLink[] = [
  { kind: 'internal', label: 'features', href: '/#features' },
  { kind: 'internal', label: 'businessCoach', href: '/#businesscoach' },
  { kind: 'internal', label: 'approach', href: '/#approach' },
  { kind: 'internal', label: 'price', href: '/#price' },
  { kind: 'internal', label: 'reviews', href: '/#avis' },
  { kind: 'internal', label: 'faq', href: '/docs/intro' },
  { kind: 'internal', label: 'blog', href: '/blog' },
]

export const downloadLink: InternalLink = { kind: 'internal', label: 'download', href: '/get' }

export type FooterGroupId = 'docs' | 'community' | 'more'

export const footerGroups: { id: FooterGroupId; links: NavLink[] }[] = [
  {
    id: 'docs',
    links: [
      { kind: 'internal', label: 'faq', href: '/docs/intro' },
      { kind: 'external', label: 'privacy', href: site.privacyPolicyUrl },
      { kind: 'internal', label: 'terms', href: '/terms' },
    ],
  },
  {
    id: 'community',
    links: site.social.map((s) => ({ kind: 'external' as const, label: { text: s.label }, href: s.href })),
  },
  {
    id: 'more',
    links: [
      { kind: 'internal', label: 'blog', href: '/blog' },
      { kind: 'internal', label: 'vatCalculator', href: '/vat-calculator' },
      { kind: 'internal', label: 'roadmap', href: '/roadmap' },
    ],
  },
]
