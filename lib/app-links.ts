// The files that let the apps open the site's links instead of the browser (iOS universal links, Android App Links),
// written from the app ids of lib/site.ts by the route handlers under app/.well-known/. The apps may claim the download
// page (/get, /download, in both languages): a visitor who has the app lands in it.
import { localePath, locales } from './i18n'
import { site } from './site'

/** The paths the apps claim, in every language. */
export const APP_LINK_PATHS = ['/get', '/download'].flatMap((path) => locales.map((locale) => localePath(locale, path)))

/** /.well-known/apple-app-site-association (Apple's format: applinks, with components since iOS 13). */
export function appleAppSiteAssociation(apps = site.apps) {
  return {
    applinks: {
      details: [{ appIDs: [`${apps.appleTeamId}.${apps.iosBundleId}`], components: APP_LINK_PATHS.map((path) => ({ '/': path })) }],
    },
  }
}

/** /.well-known/assetlinks.json (Digital Asset Links: the Android app may handle the site's URLs). */
export function assetLinks(apps = site.apps) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: apps.androidPackage, sha256_cert_fingerprints: [...apps.androidCertFingerprints] },
    },
  ]
}
