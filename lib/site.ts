// The site configuration: every value a maintainer may change lives here (deployment values come from .env).
import type { Localized } from './i18n'

export interface Announcement {
  /** Change the id to show the bar again to visitors who dismissed an earlier one. */
  id: string
  enabled: boolean
  text: Localized
  link?: { href: string; label: Localized }
}

function siteUrlFromEnv(): string {
  const url = process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.track-crm.app'
  if (!/^https?:\/\/[^/]+$/.test(url)) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an origin without a trailing slash, got "${url}"`)
  }
  return url
}

export const site = {
  name: 'Track',
  url: siteUrlFromEnv(),
  /** Google Analytics 4 id; empty means no analytics at all. */
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
  appStoreId: process.env.NEXT_PUBLIC_APP_STORE_ID || undefined,
  appStoreUrl: 'https://apps.apple.com/app/track-crm/id6443403155',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=app.track.crm',
  privacyPolicyUrl: 'https://legal.track-crm.app/privacy',
  supportEmail: 'support@track-crm.app',
  social: [
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/track-crm' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/track.crm' },
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/trackcrm' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@trackcrm' },
  ],
  /** Legal values shown on /terms. */
  publisher: {
    company: 'Track SAS',
    registration: 'RCS Paris 000 000 000',
    address: 'Paris, France',
    publicationDirector: 'Track SAS',
    host: {
      en: 'The static files of the site are served by a content delivery network (CDN) chosen by the publisher.',
      fr: 'Les fichiers statiques du site sont servis par un réseau de diffusion de contenu (CDN) choisi par l’éditeur.',
    },
  },
  announcement: {
    id: 'vat-calculator-2026',
    enabled: true,
    text: {
      en: 'New: a free VAT calculator for freelancers in France.',
      fr: 'Nouveau : un calculateur de TVA gratuit pour les indépendants.',
    },
    link: { href: '/vat-calculator', label: { en: 'Try it', fr: 'L’essayer' } },
  } satisfies Announcement,
  copyrightYear: 2025,
} as const
