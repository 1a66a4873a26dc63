// The site configuration: every value a maintainer may change lives here (deployment values come from .env).
//
// Values only the company can supply (store pages, legal identity, social accounts, app ids…) are declared with
// sample() until someone who knows the real value writes it with confirmed(). `npm run check:launch` lists every
// sample left, with what it is for, and fails while one remains: nothing invented goes live unnoticed.
import type { Localized } from './i18n'

/** A value the company supplies, with its status and what it is for (shown by `npm run check:launch`). */
export interface Supplied<T> {
  readonly value: T
  /** `sample`: a placeholder that looks real; `confirmed`: supplied or checked by the company. */
  readonly status: 'sample' | 'confirmed'
  readonly about: string
}
/** A placeholder, to be replaced before launch. */
export const sample = <T>(value: T, about: string): Supplied<T> => ({ value, status: 'sample', about })
/** A value the company supplied or checked. */
export const confirmed = <T>(value: T, about: string): Supplied<T> => ({ value, status: 'confirmed', about })

export interface Announcement {
  /** Change the id to show the bar again to visitors who dismissed an earlier one. */
  id: string
  enabled: boolean
  text: Localized
  link?: { href: string; label: Localized }
}

/** The origin the site is built for; `.env` ships this sample until the domain is set for the deployment. */
export const SAMPLE_SITE_URL = 'https://www.track-crm.app'

function siteUrlFromEnv(): string {
  const url = process.env.NEXT_PUBLIC_SITE_URL || SAMPLE_SITE_URL
  if (!/^https?:\/\/[^/]+$/.test(url)) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an origin without a trailing slash, got "${url}"`)
  }
  return url
}

/** Everything the company supplies, each value marked as a sample or confirmed. */
export const supplied = {
  appStoreUrl: sample('https://apps.apple.com/app/track-crm/id6443403155', 'The app’s page on the App Store, behind every App Store badge'),
  googlePlayUrl: sample(
    'https://play.google.com/store/apps/details?id=app.track.crm',
    'The app’s page on Google Play, behind every Google Play badge',
  ),
  privacyPolicyUrl: sample(
    'https://legal.track-crm.app/privacy',
    'The full privacy policy on the company’s site (footer, /privacy, /terms)',
  ),
  supportEmail: sample('support@track-crm.app', 'The support address shown on help pages, /terms, /privacy and the roadmap'),
  social: [
    {
      id: 'linkedin',
      label: 'LinkedIn',
      href: sample('https://www.linkedin.com/company/track-crm', 'The company’s LinkedIn page (footer)'),
    },
    {
      id: 'instagram',
      label: 'Instagram',
      href: sample('https://www.instagram.com/track.crm', 'The company’s Instagram account (footer)'),
    },
    { id: 'facebook', label: 'Facebook', href: sample('https://www.facebook.com/trackcrm', 'The company’s Facebook page (footer)') },
    { id: 'youtube', label: 'YouTube', href: sample('https://www.youtube.com/@trackcrm', 'The company’s YouTube channel (footer)') },
  ],
  /** The legal notice of /terms (French law asks for the publisher, its registration, its director and the host). */
  publisher: {
    company: sample('Track SAS', 'The publisher’s legal name and form (/terms)'),
    registration: sample('RCS Paris 000 000 000', 'The publisher’s registration number (/terms)'),
    address: sample('Paris, France', 'The publisher’s registered address (/terms)'),
    publicationDirector: sample('Track SAS', 'The publication director, a named person (/terms)'),
    host: sample<Localized>(
      {
        en: 'The static files of the site are served by a content delivery network (CDN) chosen by the publisher.',
        fr: 'Les fichiers statiques du site sont servis par un réseau de diffusion de contenu (CDN) choisi par l’éditeur.',
      },
      'The host’s name, address and phone number (/terms)',
    ),
  },
  /** What lets the apps open the site's links (/.well-known/apple-app-site-association and assetlinks.json). */
  apps: {
    appleTeamId: sample('ABCDE12345', 'The Apple Developer team id of the iOS app (10 characters)'),
    iosBundleId: sample('app.track.crm', 'The bundle id of the iOS app'),
    androidPackage: sample('app.track.crm', 'The package name of the Android app'),
    androidCertFingerprints: sample(
      ['AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89'],
      'The SHA-256 fingerprints of the Android app’s signing certificates (Play Console › App integrity)',
    ),
  },
}

export const site = {
  name: 'Track',
  url: siteUrlFromEnv(),
  /** Google Analytics 4 id; empty means no analytics at all. */
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
  appStoreId: process.env.NEXT_PUBLIC_APP_STORE_ID || undefined,
  appStoreUrl: supplied.appStoreUrl.value,
  googlePlayUrl: supplied.googlePlayUrl.value,
  privacyPolicyUrl: supplied.privacyPolicyUrl.value,
  supportEmail: supplied.supportEmail.value,
  social: supplied.social.map(({ id, label, href }) => ({ id, label, href: href.value })),
  publisher: Object.fromEntries(Object.entries(supplied.publisher).map(([key, field]) => [key, field.value])) as {
    [Key in keyof typeof supplied.publisher]: (typeof supplied.publisher)[Key]['value']
  },
  apps: Object.fromEntries(Object.entries(supplied.apps).map(([key, field]) => [key, field.value])) as {
    [Key in keyof typeof supplied.apps]: (typeof supplied.apps)[Key]['value']
  },
  announcement: {
    id: 'vat-calculator-2026',
    enabled: true,
    text: {
      en: 'New: a free VAT calculator for freelancers in France.',
      fr: 'Nouveau : un calculateur de TVA gratuit pour les indépendants.',
    },
    link: { href: '/vat-calculator', label: { en: 'Try it', fr: 'L’essayer' } },
  } satisfies Announcement,
  /** The year of the commit being built (next.config.ts): the same files for the same commit, whenever it is built. */
  copyrightYear: Number(process.env.TRACK_COMMIT_YEAR) || new Date().getUTCFullYear(),
} as const
