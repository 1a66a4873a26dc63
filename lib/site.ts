// The site configuration: every value a maintainer may change lives here (deployment values come from .env).
//
// Values only the company can supply (store pages, legal identity, social accounts, app ids…) are declared with
// sample() until someone who knows the real value writes it with confirmed() (lib/supplied.ts). `npm run check:launch`
// lists every sample left; a production build refuses to start while one is left, and never shows one.
import { typesetLocalized } from './french-typography'
import type { Localized } from './i18n'
import { confirmed, sample, shown } from './supplied'

export { confirmed, sample, type Supplied } from './supplied'

export interface Announcement {
  /** Change the id to show the bar again to visitors who dismissed an earlier one. */
  id: string
  enabled: boolean
  text: Localized
  link?: { href: string; label: Localized }
}

/** The origin the site is built for; `.env` ships this sample until the domain is set for the deployment. */
export const SAMPLE_SITE_URL = 'https://www.track-crm.app'

/**
 * The origin the site is built for, NEXT_PUBLIC_SITE_URL: every page, card, feed, sitemap and Markdown twin names it
 * through here. Empty, the sample (which `npm run check:launch` lists and a production build refuses). Unset, nothing
 * loaded the environment: `next build` and `next dev` load it themselves, the build's own steps by scripts/env.ts, and
 * a step that forgot would otherwise name the sample in a site built for another address.
 */
export function siteUrl(value = process.env.NEXT_PUBLIC_SITE_URL): string {
  if (value === undefined) {
    throw new Error(
      'NEXT_PUBLIC_SITE_URL is not set: set it in the host’s environment or in .env.local (README, "Configuration"); a command run without Next loads those with scripts/env.ts',
    )
  }
  const url = value || SAMPLE_SITE_URL
  if (!/^https?:\/\/[^/]+$/.test(url)) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an origin without a trailing slash, got "${url}"`)
  }
  return url
}

/** Everything the company supplies, each value marked as a sample or confirmed. */
export const supplied = {
  appStoreUrl: sample(
    'https://apps.apple.com/app/track-crm/id6443403155',
    'The app’s page on the App Store, behind every App Store badge',
    'required',
  ),
  googlePlayUrl: sample(
    'https://play.google.com/store/apps/details?id=app.track.crm',
    'The app’s page on Google Play, behind every Google Play badge',
    'required',
  ),
  privacyPolicyUrl: sample(
    'https://legal.track-crm.app/privacy',
    'The full privacy policy on the company’s site (footer, /privacy, /terms)',
    'required',
  ),
  supportEmail: sample('support@track-crm.app', 'The support address shown on help pages, /terms, /privacy and the roadmap', 'required'),
  /**
   * Whether the crawlers that AI companies run to collect pages for training models (lib/robots.ts) may read the site:
   * robots.txt. Search and answer assistants (ChatGPT search, Claude, Perplexity) are allowed whatever the choice,
   * so that they can send customers to the help pages. `allow` or `disallow`: the company's choice, to confirm.
   */
  aiTrainingCrawlers: sample<'allow' | 'disallow', 'required'>(
    'allow',
    'Whether AI training crawlers (GPTBot, ClaudeBot, Google-Extended…) may read the site: allow or disallow (robots.txt)',
    'required',
  ),
  social: [
    {
      id: 'linkedin',
      label: 'LinkedIn',
      href: sample('https://www.linkedin.com/company/track-crm', 'The company’s LinkedIn page (footer)', 'withhold'),
    },
    {
      id: 'instagram',
      label: 'Instagram',
      href: sample('https://www.instagram.com/track.crm', 'The company’s Instagram account (footer)', 'withhold'),
    },
    {
      id: 'facebook',
      label: 'Facebook',
      href: sample('https://www.facebook.com/trackcrm', 'The company’s Facebook page (footer)', 'withhold'),
    },
    {
      id: 'youtube',
      label: 'YouTube',
      href: sample('https://www.youtube.com/@trackcrm', 'The company’s YouTube channel (footer)', 'withhold'),
    },
  ],
  /**
   * The legal notice of /terms. French law (LCEN, art. 6-III) requires a professional site to name its publisher, its
   * registration, its address, a publication director (a named person) and its host with the host's address and phone
   * number: a production build stops while any of them is a sample.
   */
  publisher: {
    company: sample('Track SAS', 'The publisher’s legal name and form (/terms)', 'required'),
    registration: sample('RCS Paris 000 000 000', 'The publisher’s registration number (/terms)', 'required'),
    address: sample('Paris, France', 'The publisher’s registered address (/terms)', 'required'),
    publicationDirector: sample('Track SAS', 'The publication director: a named person (/terms)', 'required'),
    host: sample<Localized, 'required'>(
      {
        en: 'The static files of the site are served by a content delivery network (CDN) chosen by the publisher.',
        fr: 'Les fichiers statiques du site sont servis par un réseau de diffusion de contenu (CDN) choisi par l’éditeur.',
      },
      'The host’s name, address and phone number (/terms)',
      'required',
    ),
  },
  /** What lets the apps open the site's links (/.well-known/apple-app-site-association and assetlinks.json). */
  apps: {
    appleTeamId: sample('ABCDE12345', 'The Apple Developer team id of the iOS app (10 characters)', 'required'),
    iosBundleId: sample('app.track.crm', 'The bundle id of the iOS app', 'required'),
    androidPackage: sample('app.track.crm', 'The package name of the Android app', 'required'),
    androidCertFingerprints: sample(
      ['AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89'],
      'The SHA-256 fingerprints of the Android app’s signing certificates (Play Console › App integrity)',
      'required',
    ),
  },
}

/**
 * What the pages show of the supplied values (lib/supplied.ts, shown()): all of them in local, test and preview
 * builds; in a production build, the confirmed ones only (a withheld sample is left out, a required one stops it).
 */
export function suppliedForPages(values: typeof supplied, production?: boolean) {
  const publisher = values.publisher
  return {
    appStoreUrl: shown(values.appStoreUrl, production),
    googlePlayUrl: shown(values.googlePlayUrl, production),
    privacyPolicyUrl: shown(values.privacyPolicyUrl, production),
    supportEmail: shown(values.supportEmail, production),
    aiTrainingCrawlers: shown(values.aiTrainingCrawlers, production),
    social: values.social.flatMap(({ id, label, href }) => {
      const url = shown(href, production)
      return url ? [{ id, label, href: url }] : []
    }),
    publisher: {
      company: shown(publisher.company, production),
      registration: shown(publisher.registration, production),
      address: shown(publisher.address, production),
      publicationDirector: shown(publisher.publicationDirector, production),
      host: shown(publisher.host, production),
    },
    apps: {
      appleTeamId: shown(values.apps.appleTeamId, production),
      iosBundleId: shown(values.apps.iosBundleId, production),
      androidPackage: shown(values.apps.androidPackage, production),
      androidCertFingerprints: shown(values.apps.androidCertFingerprints, production),
    },
  }
}

export const site = {
  name: 'Track',
  // Read when asked, not when this module loads: a build step imports it before scripts/env.ts has loaded the values.
  get url() {
    return siteUrl()
  },
  /** Google Analytics 4 id; empty means no analytics at all. */
  get gaId() {
    return process.env.NEXT_PUBLIC_GA_ID || undefined
  },
  get appStoreId() {
    return process.env.NEXT_PUBLIC_APP_STORE_ID || undefined
  },
  ...suppliedForPages(supplied),
  announcement: typesetLocalized({
    id: 'vat-calculator-2026',
    enabled: true,
    text: {
      en: 'New: a free VAT calculator for freelancers in France.',
      fr: 'Nouveau : un calculateur de TVA gratuit pour les indépendants.',
    },
    link: { href: '/vat-calculator', label: { en: 'Try it', fr: 'L’essayer' } },
  } satisfies Announcement),
  /**
   * Whether the HSTS header of out/_headers (and of deploy/nginx.conf, by hand) carries `preload`: browsers then ship
   * the domain as HTTPS-only, subdomains included, and leaving their list takes months. true only once every subdomain
   * serves HTTPS and the company submits the domain at hstspreload.org.
   */
  hstsPreload: false,
  /** The year of the commit being built (next.config.ts): the same files for the same commit, whenever it is built. */
  copyrightYear: Number(process.env.TRACK_COMMIT_YEAR) || new Date().getUTCFullYear(),
} as const
