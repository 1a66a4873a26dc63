import type { Localized } from '../lib/i18n'

/** A group of help pages in the docs sidebar, with its own index page at /docs/category/<id>. */
export interface Category {
  id: string
  /** Order in the sidebar (docs without a category, like the FAQ, come first). */
  position: number
  label: Localized
  description: Localized
}

export const categories = [
  {
    id: 'manage-contacts',
    position: 2,
    label: { en: 'Manage contacts', fr: 'Gérer les contacts' },
    description: {
      en: 'Add your customers by hand or import them, keep their details up to date and log every call, meeting and reminder.',
      fr: 'Ajoutez vos clients à la main ou importez-les, tenez leurs coordonnées à jour et notez chaque appel, rendez-vous et rappel.',
    },
  },
  {
    id: 'manage-deals',
    position: 3,
    label: { en: 'Manage deals', fr: 'Gérer les affaires' },
    description: {
      en: 'Follow each sale from first contact to signature in a simple pipeline, and turn deals into quotes.',
      fr: 'Suivez chaque vente du premier contact à la signature dans un pipeline simple, et transformez vos affaires en devis.',
    },
  },
  {
    id: 'manage-products',
    position: 4,
    label: { en: 'Manage products', fr: 'Gérer les produits' },
    description: {
      en: 'Build the catalogue of what you sell, with units, prices and VAT rates, to quote in seconds.',
      fr: 'Construisez le catalogue de ce que vous vendez, avec unités, prix et taux de TVA, pour chiffrer en quelques secondes.',
    },
  },
  {
    id: 'share-database',
    position: 5,
    label: { en: 'Share your database', fr: 'Partager votre base' },
    description: {
      en: 'Invite a partner or an assistant to work on the same contacts, deals and products.',
      fr: 'Invitez un associé ou un assistant à travailler sur les mêmes contacts, affaires et produits.',
    },
  },
  {
    id: 'view-reports',
    position: 6,
    label: { en: 'View reports', fr: 'Consulter les rapports' },
    description: {
      en: 'See what you sold, what is in progress and how much selling you did, week by week.',
      fr: 'Voyez ce que vous avez vendu, ce qui est en cours et ce que vous avez fait pour vendre, semaine après semaine.',
    },
  },
  {
    id: 'manage-your-account',
    position: 7,
    label: { en: 'Manage your account', fr: 'Gérer votre compte' },
    description: {
      en: 'Change the app’s language, stop the Business coach subscription or delete your account.',
      fr: 'Changez la langue de l’appli, arrêtez l’abonnement Coach business ou supprimez votre compte.',
    },
  },
  {
    id: 'contact-support',
    position: 8,
    label: { en: 'Contact support', fr: 'Contacter le support' },
    description: {
      en: 'Reach the Track team when something does not work as expected.',
      fr: 'Écrivez à l’équipe Track quand quelque chose ne fonctionne pas comme prévu.',
    },
  },
] as const satisfies readonly Category[]
