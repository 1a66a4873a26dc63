import type { Localized } from '../lib/i18n'

export const roadmapStatuses = ['shipped', 'in-progress', 'planned'] as const
export type RoadmapStatus = (typeof roadmapStatuses)[number]

export interface RoadmapItem {
  /** Stable id, used as the item's anchor on /roadmap */
  id: string
  status: RoadmapStatus
  /** Target quarter, like '2027-Q1'. Only for in-progress and planned items: shipped items carry no date. */
  quarter?: string
  title: Localized
  /** Markdown (one short paragraph; links allowed, no headings) */
  description: Localized
}

// Shipped items are what the app does today (content/README.md). Upcoming items are plans, not promises:
// keep them modest, give them a target quarter, and move them to 'shipped' (removing the quarter) once released.
export const roadmap: RoadmapItem[] = [
  {
    id: 'contacts-import',
    status: 'shipped',
    title: { en: 'Contacts, added by hand or imported', fr: 'Contacts, saisis à la main ou importés' },
    description: {
      en: 'Add a contact in a few taps, or [import them](/docs/manage-contacts/add-a-contact-import) from your phone’s address book or a CSV file. Duplicates with the same email or phone are skipped.',
      fr: 'Ajoutez un contact en quelques gestes, ou [importez-les](/fr/docs/manage-contacts/add-a-contact-import) depuis le carnet d’adresses du téléphone ou un fichier CSV. Les doublons (même e-mail ou même téléphone) sont ignorés.',
    },
  },
  {
    id: 'activities-reminders',
    status: 'shipped',
    title: { en: 'Activities and reminders', fr: 'Activités et rappels' },
    description: {
      en: 'Log calls, meetings, tasks and notes against a contact or a deal, and get a phone notification when it is time to follow up.',
      fr: 'Notez appels, rendez-vous, tâches et notes sur un contact ou une affaire, et recevez une notification quand il est temps de relancer.',
    },
  },
  {
    id: 'pipeline',
    status: 'shipped',
    title: { en: 'Deals pipeline', fr: 'Pipeline des affaires' },
    description: {
      en: 'Follow every deal from Lead to Won or Lost. Drag a card to change its stage, and rename the stages to match the way you sell.',
      fr: 'Suivez chaque affaire de Prospect à Gagnée ou Perdue. Faites glisser une carte pour changer d’étape, et renommez les étapes selon votre façon de vendre.',
    },
  },
  {
    id: 'products-quotes',
    status: 'shipped',
    title: { en: 'Products and PDF quotes', fr: 'Produits et devis PDF' },
    description: {
      en: 'Keep a catalogue of your products and services with their unit and VAT rate, add them to a deal, and turn the deal into a PDF quote to share.',
      fr: 'Tenez le catalogue de vos produits et prestations avec leur unité et leur taux de TVA, ajoutez-les à une affaire et transformez-la en devis PDF à partager.',
    },
  },
  {
    id: 'reports',
    status: 'shipped',
    title: { en: 'Reports', fr: 'Rapports' },
    description: {
      en: 'Deals won and their value, pipeline by stage, conversion rate, activities done and best-selling products, by week, month, quarter or year.',
      fr: 'Affaires gagnées et leur montant, pipeline par étape, taux de conversion, activités réalisées et produits les plus vendus, par semaine, mois, trimestre ou année.',
    },
  },
  {
    id: 'shared-database',
    status: 'shipped',
    title: { en: 'Shared database', fr: 'Base partagée' },
    description: {
      en: 'Invite a partner or an assistant by email: you all see and edit the same contacts, deals, activities and products. [How to share it](/docs/share-database).',
      fr: 'Invitez un associé ou un collaborateur par e-mail : vous voyez et modifiez ensemble les mêmes contacts, affaires, activités et produits. [Comment la partager](/fr/docs/share-database).',
    },
  },
  {
    id: 'offline-sync',
    status: 'shipped',
    title: { en: 'Offline mode and sync', fr: 'Mode hors connexion et synchronisation' },
    description: {
      en: 'Everything you add without a connection is saved on your phone and synced to your account when the network comes back, on every device you sign in to.',
      fr: 'Tout ce que vous saisissez sans réseau est enregistré sur le téléphone, puis synchronisé avec votre compte au retour de la connexion, sur tous vos appareils.',
    },
  },
  {
    id: 'business-coach',
    status: 'shipped',
    title: { en: 'Business coach', fr: 'Coach business' },
    description: {
      en: 'An optional in-app subscription with personalised advice to grow your sales, managed and cancelled in the App Store or Google Play.',
      fr: 'Un abonnement facultatif dans l’appli, avec des conseils personnalisés pour développer vos ventes, géré et résilié depuis l’App Store ou Google Play.',
    },
  },
  {
    id: 'english-french',
    status: 'shipped',
    title: { en: 'English and French', fr: 'Anglais et français' },
    description: {
      en: 'The app follows your phone’s language, and you can [change it](/docs/manage-account/change-language) in Settings. Support answers in both languages.',
      fr: 'L’appli suit la langue de votre téléphone, et vous pouvez [la changer](/fr/docs/manage-account/change-language) dans les Réglages. Le support répond dans les deux langues.',
    },
  },
  {
    id: 'quote-templates',
    status: 'in-progress',
    quarter: '2027-Q1',
    title: { en: 'Quote templates', fr: 'Modèles de devis' },
    description: {
      en: 'Add your logo, your payment terms and a closing note once, and find them on every quote you create.',
      fr: 'Ajoutez une fois pour toutes votre logo, vos conditions de paiement et un mot de conclusion, et retrouvez-les sur chaque devis.',
    },
  },
  {
    id: 'calendar-sync',
    status: 'in-progress',
    quarter: '2027-Q2',
    title: { en: 'Calendar sync', fr: 'Synchronisation avec l’agenda' },
    description: {
      en: 'See your Track meetings and calls in your phone’s calendar, next to your personal appointments.',
      fr: 'Retrouvez vos rendez-vous et appels Track dans l’agenda de votre téléphone, à côté de vos rendez-vous personnels.',
    },
  },
  {
    id: 'reports-export',
    status: 'planned',
    quarter: '2027-Q2',
    title: { en: 'CSV export of reports', fr: 'Export CSV des rapports' },
    description: {
      en: 'Send the figures of a report for the period you picked as a CSV file, ready for your spreadsheet or your accountant.',
      fr: 'Recevez les chiffres d’un rapport, pour la période choisie, dans un fichier CSV prêt pour votre tableur ou votre expert-comptable.',
    },
  },
  {
    id: 'recurring-activities',
    status: 'planned',
    quarter: '2027-Q3',
    title: { en: 'Recurring activities', fr: 'Activités récurrentes' },
    description: {
      en: 'Plan a call every month or a visit every quarter once, instead of creating the same activity again and again.',
      fr: 'Planifiez une fois pour toutes un appel chaque mois ou une visite chaque trimestre, au lieu de recréer la même activité.',
    },
  },
  {
    id: 'widgets',
    status: 'planned',
    quarter: '2027-Q3',
    title: { en: 'Home screen widgets', fr: 'Widgets pour l’écran d’accueil' },
    description: {
      en: 'Today’s activities and reminders on your home screen, without opening the app.',
      fr: 'Les activités et rappels du jour sur l’écran d’accueil, sans ouvrir l’appli.',
    },
  },
  {
    id: 'more-languages',
    status: 'planned',
    quarter: '2027-Q4',
    title: { en: 'More languages', fr: 'Nouvelles langues' },
    description: {
      en: 'Spanish and German first, for the app and the help pages.',
      fr: 'L’espagnol et l’allemand d’abord, pour l’appli comme pour les pages d’aide.',
    },
  },
]
