import type { Localized } from '../lib/i18n'

/**
 * The rows of the comparison table, in display order. Only what the competitor's own pages can confirm: opinions
 * (setup time, learning curve) are left to the prose. Track's own column is in messages/ (Promo.track).
 */
export const criteria = ['platforms', 'freePlan', 'offline', 'sharedDatabase', 'integrations', 'targetUsers'] as const
export type Criterion = (typeof criteria)[number]

/** One of the competitor's own public pages, and what it supports on ours. */
export interface CompetitorSource {
  /** What the page backs up, e.g. "Plans, add-ons and free trial" / "Formules, options et essai gratuit" */
  about: Localized
  /**
   * The competitor's own page that states it: its pricing page, a product page, a help article. Never the home page of
   * its site or of its help centre (the address has a path), never a review or a coupon site.
   */
  url: string
}

/** A cell of the competitor's column: short plain text in each language, and the page that states it. */
export interface ComparisonCell extends Localized {
  /** The `url` of the entry of `sources` that states what the cell says: the cell links there */
  source: string
  /**
   * `true` where the competitor does more than Track (a web app beside its mobile apps, connections to other tools…).
   * Every page has at least one such row: a fair comparison says where the other product is ahead.
   */
  stronger?: boolean
}

/** Track's offer for people leaving a competitor, supplied by the company only: shown with a copy button. */
export interface CompetitorOffer {
  /** What the reader types in the app: capitals, digits and hyphens */
  code: string
  /** What the code gives, and where to enter it */
  benefit: Localized
}

export interface Competitor {
  /** URL id: the page is /<id>-discount-promo-code (fixed by the product owner) */
  id: string
  /** Product name as its maker writes it */
  name: string
  /** <title> text without the " | Track" suffix: what this page compares, never a promo code it doesn't give */
  title: Localized
  /** Meta description, 120–160 characters, its own sentence (no other page's with the name swapped) */
  description: Localized
  /** One-sentence summary under the h1 */
  tagline: Localized
  /** Markdown (paragraphs, lists; no headings): who the competitor suits and what it does well, fair and factual */
  suits: Localized
  /**
   * The competitor's column, criterion by criterion (plain text, ≤ 90 characters, with its source). `null` when none of
   * the competitor's pages we found documents it: the cell says so (Promo.notStated) and sends the reader to the
   * sources, e.g. offline use its help doesn't mention. Never `null` to hide something the competitor does.
   */
  comparison: Record<Criterion, ComparisonCell | null>
  /** Markdown (paragraphs, lists; no headings): how to pay less on this competitor's own plans, specific to its pricing */
  saving: Localized
  /** Markdown (paragraphs; no headings): what a user of this product gains, loses and must settle by moving to Track, and when to stay */
  switching: Localized
  /**
   * The competitor's own pages behind every claim of the page: plans, free tier, programmes, features, mobile apps,
   * offline use, integrations, data export. A claim no page states is softened or dropped, never left without a source.
   */
  sources: readonly CompetitorSource[]
  /**
   * The day a person last compared every claim on the page with `sources`, as `YYYY-MM-DD`; `''` until someone has.
   * Only a person who opened those pages sets it: the page then shows "Checked on <month year>". Never guess it.
   */
  checkedOn: string
  /** Optional Track offer for people switching from this product, supplied by the company (none is shipped) */
  offer?: CompetitorOffer
}

/**
 * The competitors' own pages that the comparison pages cite, one name per page: a table cell names the page that states
 * it (`source`), and the page's sources list shows it with what it backs up.
 */
const url = {
  pipedrive: {
    pricing: 'https://www.pipedrive.com/en/pricing',
    features: 'https://www.pipedrive.com/en/features',
    glossary: 'https://support.pipedrive.com/en/article/pipedrive-glossary',
    users: 'https://support.pipedrive.com/hc/en-us/articles/360010759277-Updating-User-Information-',
    mobileApp: 'https://support.pipedrive.com/ko/article/calling-and-logging-calls-in-the-mobile-app?category=mobile-apps',
    marketplace: 'https://support.pipedrive.com/en/article/adding-apps-to-other-users',
  },
  bigin: {
    pricing: 'https://www.bigin.com/pricing.html',
    basics: 'https://help.zoho.com/portal/en/kb/bigin/get-started-with-bigin/articles/basic-terminologies',
    zohoDesk:
      'https://help.zoho.com/portal/en/kb/desk/for-administrators/integrations-and-add-ons/articles/zoho-desk-for-bigin-integration',
    iphoneApp: 'https://help.zoho.com/portal/en/kb/bigin/mobile/iphone/frequently-asked-questions/articles/understand-the-basics',
    androidApp:
      'https://help.zoho.com/portal/en/kb/bigin/mobile/android/frequently-asked-questions/articles/understanding-the-basics-of-bigin',
  },
  capsule: {
    pricing: 'https://capsulecrm.com/pricing/',
    gettingStarted: 'https://capsulecrm.com/support/setup-and-configuration/user-guide-to-getting-started/',
    contacts: 'https://capsulecrm.com/support/managing-contacts/',
    projects: 'https://capsulecrm.com/support/projects-and-events/project-management/',
    addingProjects: 'https://capsulecrm.com/support/projects-and-events/adding-projects/',
    billing: 'https://capsulecrm.com/support/account-and-security/billing/',
    xero: 'https://capsulecrm.com/support/xero-integration/',
    gSuite: 'https://capsulecrm.com/support/g-suite-integration/',
  },
  freshsales: {
    pricing: 'https://www.freshworks.com/crm/pricing/',
    sales: 'https://www.freshworks.com/crm/sales/',
    subscription: 'https://crmsupport.freshworks.com/en/support/solutions/articles/50000004911-how-can-i-purchase-activate-a-subscription-',
    offline: 'https://support.freshsales.io/support/solutions/articles/50000002844-offline-feature-v1-mobile-app',
    marketplace: 'https://developers.freshworks.com/docs/app-sdk/v2.3/freshsales-suite/app-submission-process/',
    accountSettings: 'https://crmsupport.freshworks.com/support/solutions/articles/50000002993-account-settings',
    cancel: 'https://support.freshsales.io/support/solutions/articles/224026-how-to-cancel-my-freshsales-account-',
    startups: 'https://www.freshworks.com/startups/',
  },
  hubspot: {
    pricing: 'https://www.hubspot.com/pricing/crm',
    crm: 'https://www.hubspot.com/products/crm',
    mobileApps: 'https://product.hubspot.com/blog/the-mobile-first-features-that-make-up-the-top-rated-hubspot-app?hs_amp=true',
    apps: 'https://developers.hubspot.com/docs/api/creating-an-app',
    startups: 'https://www.hubspot.com/startups',
  },
  monday: {
    pricing: 'https://monday.com/crm/pricing',
    crm: 'https://monday.com/crm',
    mobileApp: 'https://support.monday.com/hc/en-us/articles/360010145500-How-to-Log-in-with-the-Mobile-App',
    teamMembers: 'https://support.monday.com/hc/en-us/articles/360003267319-All-things-Admin-New-Layout-',
    export: 'https://support.monday.com/hc/en-us/articles/115005321509-All-things-Admin',
    apps: 'https://support.monday.com/hc/en-us/articles/15265913506450-How-to-manage-your-account-s-apps',
    nonprofits: 'https://monday.com/nonprofits',
  },
  salesforce: {
    pricing: 'https://www.salesforce.com/sales/pricing/',
    sales: 'https://www.salesforce.com/sales/',
    offline: 'https://help.salesforce.com/s/articleView?id=xcloud.salesforce_app_offline.htm&language=en_US&type=5',
    appExchange:
      'https://developer.salesforce.com/docs/atlas.en-us.226.0.appExchangeInstallGuide.meta/appExchangeInstallGuide/appexchange_install_installation.htm',
    nonprofit: 'https://www.salesforce.com/nonprofit/',
  },
  vtiger: {
    pricing: 'https://www.vtiger.com/pricing',
    openSource: 'https://www.vtiger.com/open-source-crm/',
    salesOrders: 'https://help.vtiger.com/article/117269829-Managing-Sales-Orders',
    userTypes: 'https://help.vtiger.com/faq/161486126-What-are-the-different-user-types-in-Vtiger-CRM',
    offline: 'https://help.vtiger.com/article/147111148-Access-CRM-data-offline-via-Vtiger-360?catid=2&subid=12',
    extensions: 'https://community.vtiger.com/help/vtigercrm/marketplace/about-extension-store.html',
    boosterPacks: 'https://help.vtiger.com/article/154420300-Booster-Packs',
  },
  zohoCrm: {
    pricing: 'https://www.zoho.com/crm/zohocrm-pricing.html',
    crm: 'https://www.zoho.com/crm/',
    mobileApp: 'https://www.zoho.com/crm/help/mobile/subscribe-to-mobile-edition.html',
    licences: 'https://www.zoho.com/crm/help/security/activate-and-deactivate-users.html',
    marketplace: 'https://www.zoho.com/marketplace/help-guide/submit-extension.html',
    zohoOne: 'https://www.zoho.com/one/',
    startups: 'https://www.zoho.com/startups/',
  },
} as const

// Facts about other products stay general and durable: no prices, no figures, no limits that change every year. Each
// claim has its source in `sources`, a page that states it; where a claim could not be sourced, the page says less. The
// ways to pay less always send readers to the competitor's own site. Never add promo codes for their products.
export const competitors = [
  {
    id: 'pipedrive',
    name: 'Pipedrive',
    title: {
      en: 'Pipedrive vs Track: a sales team’s CRM or a free phone app',
      fr: 'Pipedrive ou Track : CRM d’équipe commerciale ou appli gratuite',
    },
    description: {
      en: 'Pipedrive suits sales teams; Track suits people who sell alone on the move. Compare them, pay less for Pipedrive, or see what moving to Track involves.',
      fr: 'Pipedrive sert les équipes commerciales, Track ceux qui vendent seuls en déplacement. Comparez-les, payez Pipedrive moins cher ou préparez votre départ.',
    },
    tagline: {
      en: 'Pipedrive organises a sales team around a visual pipeline and planned activities; Track puts one person’s customers, deals and quotes on their phone, for free.',
      fr: 'Pipedrive organise une équipe commerciale autour d’un pipeline visuel et d’activités planifiées ; Track met les clients, affaires et devis d’une seule personne dans son téléphone, gratuitement.',
    },
    suits: {
      en: `Pipedrive is a sales CRM built around one idea: deals laid out as cards in a visual pipeline, moved from stage to stage as they progress, with the next activity planned on each one. It suits sales teams in small and mid-sized companies, and the managers who want to see at a glance where every deal stands.

What it does well:

- **A visual pipeline** that is easy to read and reorganise, with several pipelines if you sell in different ways.
- **Activity-based selling**: calls, meetings and tasks are planned against each deal, so nothing slips.
- **Automations and email sync** that take repetitive admin off sales reps.
- **A marketplace of integrations** with the tools a sales team already uses.
- **Reports and forecasts** to follow a team’s results.`,
      fr: `Pipedrive est un CRM de vente construit autour d’une idée : vos affaires présentées comme des cartes dans un pipeline visuel, que l’on fait avancer d’étape en étape, avec la prochaine action prévue sur chacune. Il convient aux équipes commerciales des PME, et aux responsables qui veulent voir d’un coup d’œil où en est chaque affaire.

Ses points forts :

- **Un pipeline visuel** facile à lire et à réorganiser, avec plusieurs pipelines si vous vendez de différentes façons.
- **Une vente pilotée par les activités** : appels, rendez-vous et tâches sont planifiés sur chaque affaire, pour que rien ne passe à la trappe.
- **Des automatisations et la synchronisation des e-mails** qui allègent l’administratif des commerciaux.
- **Une place de marché d’intégrations** avec les outils qu’une équipe commerciale utilise déjà.
- **Des rapports et des prévisions** pour suivre les résultats d’une équipe.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with iOS and Android apps',
        fr: 'Une appli web, avec des applis iOS et Android',
        source: url.pipedrive.mobileApp,
        stronger: true,
      },
      freePlan: { en: 'Paid plans, with a free trial', fr: 'Formules payantes, avec un essai gratuit', source: url.pipedrive.pricing },
      offline: null,
      sharedDatabase: {
        en: 'Yes: admins add users to the company account',
        fr: 'Oui : les administrateurs ajoutent des utilisateurs au compte de l’entreprise',
        source: url.pipedrive.users,
      },
      integrations: {
        en: 'Yes: apps from the Pipedrive Marketplace',
        fr: 'Oui : les applis de la place de marché Pipedrive',
        source: url.pipedrive.marketplace,
        stronger: true,
      },
      targetUsers: {
        en: 'Sales teams in small and mid-sized companies',
        fr: 'Les équipes commerciales des PME',
        source: url.pipedrive.features,
      },
    },
    saving: {
      en: `Pipedrive is priced per user and per plan, and some capabilities are sold as add-ons on top of the plan. A few habits keep the bill down:

- **Price the add-ons you would really use** before comparing Pipedrive with another tool: the plan alone may not be the whole cost.
- **Compare monthly and annual billing** on the pricing page, and commit for a year only once the trial has convinced you.
- **Run the trial on real work**: import a month of live deals rather than sample data, so you know which plan you actually need.
- **Remove the seats of people who have left**: with per-user pricing, an unused account costs as much as a busy one.
- **Talk to Pipedrive’s sales team** if you are equipping a larger team.`,
      fr: `Pipedrive est facturé par utilisateur et par formule, et certaines fonctions sont vendues en options, en plus de la formule. Quelques réflexes limitent la facture :

- **Chiffrez les options dont vous aurez vraiment besoin** avant de comparer Pipedrive à un autre outil : la formule seule n’est pas forcément tout le coût.
- **Comparez facturation mensuelle et annuelle** sur la page de tarifs, et ne vous engagez sur un an qu’une fois convaincu par l’essai.
- **Faites l’essai sur du vrai travail** : importez un mois d’affaires réelles plutôt que des données d’exemple, pour savoir quelle formule il vous faut.
- **Supprimez les accès des personnes parties** : avec une facturation par utilisateur, un compte inutilisé coûte autant qu’un compte actif.
- **Adressez-vous au service commercial de Pipedrive** si vous équipez une équipe plus large.`,
    },
    switching: {
      en: `If you were one of the few users of a Pipedrive account, or you now sell on your own, much of what you pay for may be team machinery: automations, email sync, forecasts, an app marketplace. Track leaves that out. In exchange it is free, it is designed for a phone screen rather than a browser, it keeps working without a signal, and it turns the products on a deal into a PDF quote you can send before you leave the client.

Take a kitchen fitter who used a showroom’s Pipedrive account for years and now works for himself. He doesn’t need a weekly forecast; he needs to remember who asked for a quote on Tuesday, and to send it from the van. That is the job Track is made for.

Expect to miss a few things. Track has one pipeline, whose stages you can rename, rather than several. Emails are not synced into it, and nothing moves on its own: you log a call, set a reminder, drag a deal to its next stage.

Before you close the account, decide what to keep from Pipedrive. Your email history and the activity log of old deals stay there once you leave, and if colleagues share the account, agree first on who keeps which customers.

If you manage salespeople or rely on forecasts and integrations, stay with Pipedrive: Track doesn’t try to replace a sales team’s CRM.`,
      fr: `Si vous étiez l’un des rares utilisateurs d’un compte Pipedrive, ou si vous vendez désormais seul, une bonne part de ce que vous payez sert sans doute à une équipe : automatisations, synchronisation des e-mails, prévisions, place de marché d’applis. Track s’en passe. En échange, il est gratuit, conçu pour l’écran d’un téléphone plutôt que pour un navigateur, il continue de fonctionner sans réseau et transforme les produits d’une affaire en devis PDF, à envoyer avant même de quitter le client.

Prenez un cuisiniste qui a utilisé pendant des années le compte Pipedrive d’un showroom et travaille aujourd’hui à son compte. Il n’a pas besoin d’une prévision hebdomadaire ; il doit se souvenir de qui lui a demandé un devis mardi, et l’envoyer depuis le camion. C’est exactement le travail pour lequel Track est fait.

Certaines choses vous manqueront. Track a un seul pipeline, dont vous pouvez renommer les étapes, et non plusieurs. Les e-mails n’y sont pas synchronisés, et rien n’avance tout seul : vous notez un appel, programmez un rappel, faites glisser une affaire vers l’étape suivante.

Avant de fermer le compte, décidez de ce que vous gardez de Pipedrive. L’historique de vos e-mails et le journal d’activité des anciennes affaires y restent après votre départ, et si des collègues partagent le compte, convenez d’abord de qui garde quels clients.

Si vous encadrez des commerciaux ou dépendez des prévisions et des intégrations, restez sur Pipedrive : Track ne cherche pas à remplacer le CRM d’une équipe de vente.`,
    },
    sources: [
      {
        about: { en: 'Plans, add-ons and free trial', fr: 'Formules, options et essai gratuit' },
        url: url.pipedrive.pricing,
      },
      {
        about: {
          en: 'Pipeline, automations, email sync, integrations and reports',
          fr: 'Pipeline, automatisations, e-mails, intégrations et rapports',
        },
        url: url.pipedrive.features,
      },
      {
        about: { en: 'Glossary: add-ons bought on top of a plan', fr: 'Glossaire : options achetées en plus d’une formule' },
        url: url.pipedrive.glossary,
      },
      {
        about: { en: 'Admin and regular users of a company account', fr: 'Administrateurs et utilisateurs d’un compte d’entreprise' },
        url: url.pipedrive.users,
      },
      {
        about: {
          en: 'Calls in the Android and iOS apps (help article in Korean)',
          fr: 'Appels dans les applis Android et iOS (article d’aide en coréen)',
        },
        url: url.pipedrive.mobileApp,
      },
      {
        about: {
          en: 'Marketplace apps that connect Pipedrive to other tools',
          fr: 'Applis de la place de marché qui relient Pipedrive à d’autres outils',
        },
        url: url.pipedrive.marketplace,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'bigin',
    name: 'Bigin by Zoho CRM',
    title: {
      en: 'Bigin vs Track: Zoho’s starter CRM or a free app for the road',
      fr: 'Bigin ou Track : le petit CRM de Zoho ou une appli gratuite',
    },
    description: {
      en: 'Bigin by Zoho CRM helps small businesses leave the spreadsheet. See who it fits, how to pay less for its plans, and when Track does the job on your phone.',
      fr: 'Bigin by Zoho CRM aide les petites entreprises à quitter le tableur. À qui il convient, comment payer ses formules moins cher, et quand Track suffit sur mobile.',
    },
    tagline: {
      en: 'Bigin is Zoho’s pipeline-first CRM for small businesses; Track is a free phone CRM for people who are rarely at a desk.',
      fr: 'Bigin est le CRM de Zoho centré sur le pipeline, pour les petites entreprises ; Track est un CRM mobile gratuit pour ceux qui sont rarement à un bureau.',
    },
    suits: {
      en: `Bigin by Zoho CRM is Zoho’s lighter CRM, designed for small businesses that have outgrown spreadsheets but don’t want a full CRM suite. Everything revolves around pipelines: you follow contacts, companies and deals through stages that match the way you work.

Where it shines:

- **Pipelines for each process**: team pipelines with their own stages and sub-pipelines, one for sales, another for onboarding new customers or handling service requests.
- **A gentle start**: Zoho presents Bigin as an easy-to-use, pipeline-centric CRM for small businesses, a first step before a full-fledged CRM.
- **Connections to other Zoho apps**, such as a two-way sync of contacts, companies and products with Zoho Desk.
- **Mobile apps** for iPhone and Android, alongside the web version.
- **Dashboards** that give a visual overview of the key figures of your pipelines.`,
      fr: `Bigin by Zoho CRM est le CRM allégé de Zoho, conçu pour les petites entreprises qui ont dépassé le tableur sans vouloir d’une suite CRM complète. Tout tourne autour des pipelines : vous suivez contacts, entreprises et affaires à travers des étapes adaptées à votre façon de travailler.

Là où il excelle :

- **Un pipeline par processus** : des pipelines d’équipe avec leurs étapes et leurs sous-pipelines, un pour la vente, un autre pour l’accueil des nouveaux clients ou les demandes de service.
- **Une prise en main douce** : Zoho présente Bigin comme un CRM simple, centré sur le pipeline et pensé pour les petites entreprises, une première étape avant un CRM complet.
- **Des liens avec les autres applis Zoho**, comme une synchronisation dans les deux sens des contacts, entreprises et produits avec Zoho Desk.
- **Des applis mobiles** pour iPhone et Android, en plus de la version web.
- **Des tableaux de bord** qui résument d’un coup d’œil les chiffres clés de vos pipelines.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with iOS and Android apps',
        fr: 'Une appli web, avec des applis iOS et Android',
        source: url.bigin.iphoneApp,
        stronger: true,
      },
      freePlan: {
        en: 'A free plan with limits, and paid plans above it',
        fr: 'Une formule gratuite limitée, et des formules payantes au-dessus',
        source: url.bigin.pricing,
      },
      offline: null,
      sharedDatabase: {
        en: 'Yes: your employees join as users, with roles',
        fr: 'Oui : vos employés y accèdent comme utilisateurs, avec des rôles',
        source: url.bigin.basics,
      },
      integrations: {
        en: 'Yes: Zoho apps, such as a two-way sync with Zoho Desk',
        fr: 'Oui : les applis Zoho, comme une synchronisation avec Zoho Desk',
        source: url.bigin.zohoDesk,
        stronger: true,
      },
      targetUsers: {
        en: 'Small businesses moving off spreadsheets',
        fr: 'Petites entreprises qui quittent le tableur',
        source: url.bigin.zohoDesk,
      },
    },
    saving: {
      en: `Bigin’s pricing page sets out its free plan, its paid editions and the add-ons you can buy on top. Ways to keep the cost down:

- **Stay on the free plan while its limits fit**, and upgrade the day you reach one, not before.
- **Look at the add-ons** (extra storage or records, for example) before you pick an edition: an add-on can cost less than moving up.
- **Compare yearly and monthly payment** for the edition you choose.
- **Don’t pay for Zoho CRM if Bigin is enough**: Zoho sells them as separate products, and Bigin is the simpler of the two.`,
      fr: `La page de tarifs de Bigin présente sa formule gratuite, ses éditions payantes et les options à ajouter. Pour limiter le coût :

- **Restez sur la formule gratuite tant que ses limites vous conviennent**, et passez à une offre payante le jour où vous en atteignez une, pas avant.
- **Regardez les options** (stockage ou nombre de fiches supplémentaires, par exemple) avant de choisir une édition : une option peut coûter moins cher qu’un changement de gamme.
- **Comparez paiement annuel et mensuel** pour l’édition choisie.
- **Ne payez pas Zoho CRM si Bigin suffit** : Zoho les vend comme deux produits distincts, et Bigin est le plus simple des deux.`,
    },
    switching: {
      en: `Bigin and Track start from the same place: a small business that has outgrown its spreadsheet. The difference is where the work happens. Bigin brings a pipeline per process, dashboards and links to other Zoho apps, on the web and in its mobile apps. Track is built for the phone first: free, usable without a signal on a building site or a country road, with reminders as notifications and PDF quotes made from your product list.

Take a landscape gardener and her partner: Bigin served them well while one of them did the paperwork at a desk, but now both price jobs on site, in gardens where the signal comes and goes.

Moving costs little if you only use Bigin’s free plan: there is no subscription to stop. What doesn’t come across is structure. Track has one pipeline, so deals from your other Bigin pipelines need a stage in it, and anything that flows between Bigin and other Zoho apps (Zoho Desk, for instance) stays on Zoho’s side. If you use those apps, check with Zoho what closing Bigin changes for them.

Working with a partner? Track’s [shared database](/docs/share-database) lets you both see and edit the same contacts and deals, each from your own phone.

If several people work in Bigin’s web version all day, or your process needs more than one pipeline, Bigin remains the better fit.`,
      fr: `Bigin et Track partent du même constat : une petite entreprise qui a dépassé son tableur. La différence tient à l’endroit où l’on travaille. Bigin apporte un pipeline par processus, des tableaux de bord et des liens vers les autres applis Zoho, sur le web comme dans ses applis mobiles. Track est pensé d’abord pour le téléphone : gratuit, utilisable sans réseau sur un chantier ou une route de campagne, avec des rappels en notification et des devis PDF tirés de votre catalogue de produits.

Prenez une paysagiste et son associé : Bigin leur convenait tant que l’un des deux faisait la paperasse au bureau, mais désormais tous deux chiffrent sur place, dans des jardins où le réseau va et vient.

Partir coûte peu si vous n’utilisez que la formule gratuite de Bigin : il n’y a pas d’abonnement à arrêter. Ce qui ne suit pas, c’est la structure. Track a un seul pipeline : les affaires de vos autres pipelines Bigin doivent y trouver une étape, et tout ce qui circule entre Bigin et d’autres applis Zoho (Zoho Desk, par exemple) reste chez Zoho. Si vous utilisez ces applis, demandez à Zoho ce que la fermeture de Bigin change pour elles.

Vous travaillez avec un associé ? La [base partagée](/fr/docs/share-database) de Track vous permet de voir et modifier les mêmes contacts et affaires, chacun depuis son téléphone.

Si plusieurs personnes travaillent toute la journée sur la version web de Bigin, ou si votre processus demande plus d’un pipeline, Bigin reste le meilleur choix.`,
    },
    sources: [
      {
        about: { en: 'Free plan, paid editions and add-ons', fr: 'Formule gratuite, éditions payantes et options' },
        url: url.bigin.pricing,
      },
      {
        about: {
          en: 'Team pipelines, sub-pipelines, dashboards and users',
          fr: 'Pipelines d’équipe, sous-pipelines, tableaux de bord et utilisateurs',
        },
        url: url.bigin.basics,
      },
      {
        about: {
          en: 'Two-way sync with Zoho Desk, and who Bigin is for',
          fr: 'Synchronisation avec Zoho Desk, et à qui Bigin est destiné',
        },
        url: url.bigin.zohoDesk,
      },
      {
        about: { en: 'The iPhone app', fr: 'L’appli iPhone' },
        url: url.bigin.iphoneApp,
      },
      {
        about: { en: 'The Android app', fr: 'L’appli Android' },
        url: url.bigin.androidApp,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'capsule-crm',
    name: 'Capsule CRM',
    title: {
      en: 'Capsule CRM vs Track: simple for a team or simple on your phone',
      fr: 'Capsule CRM ou Track : la simplicité en équipe ou dans la poche',
    },
    description: {
      en: 'Capsule CRM keeps small teams organised without clutter. Compare it with Track, see how to pay less for Capsule, and what moving your contacts to a phone takes.',
      fr: 'Capsule CRM organise les petites équipes sans surcharge. Comparez-le à Track, voyez comment payer Capsule moins cher et ce qu’implique le passage sur mobile.',
    },
    tagline: {
      en: 'Capsule is a simple CRM for small teams, with projects and integrations around it; Track is just as simple, free, and made for the phone.',
      fr: 'Capsule est un CRM simple pour les petites équipes, entouré de projets et d’intégrations ; Track est tout aussi simple, gratuit et pensé pour le téléphone.',
    },
    suits: {
      en: `Capsule CRM is a straightforward CRM for small businesses and small teams who want to keep track of people, organisations and sales opportunities without a long setup. Its strength is restraint: a clean interface, sensible defaults and little to configure before it becomes useful.

What it does well:

- **Simplicity**: contacts, history, tasks and pipelines are easy to find and easy to explain to a new colleague.
- **Opportunities and project boards** to follow sales and the work that comes after them, each project linked to its opportunity.
- **Integrations** with tools small businesses commonly use, such as Xero for accounting and G Suite for signing in and filing emails.`,
      fr: `Capsule CRM est un CRM sans détour, pour les petites entreprises et les petites équipes qui veulent suivre leurs contacts, leurs organisations et leurs opportunités sans longue mise en place. Sa force, c’est la sobriété : une interface épurée, des réglages par défaut sensés et peu de paramétrage avant d’être utile.

Ses points forts :

- **La simplicité** : contacts, historique, tâches et pipelines se trouvent facilement et s’expliquent en deux minutes à un nouveau collègue.
- **Des opportunités et des tableaux de projets** pour suivre les ventes et le travail qui vient après, chaque projet relié à son opportunité.
- **Des intégrations** avec des outils courants des petites entreprises, comme Xero pour la comptabilité et G Suite pour se connecter et classer ses e-mails.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, at your company’s own Capsule address',
        fr: 'Une appli web, à l’adresse Capsule de votre entreprise',
        source: url.capsule.gettingStarted,
      },
      freePlan: {
        en: 'A limited free plan, then paid plans per user',
        fr: 'Une formule gratuite limitée, puis des formules payantes par utilisateur',
        source: url.capsule.pricing,
      },
      offline: null,
      sharedDatabase: {
        en: 'Yes: shared records, with teams on some plans',
        fr: 'Oui : des fiches partagées, avec des équipes selon la formule',
        source: url.capsule.addingProjects,
      },
      integrations: {
        en: 'Yes: for example Xero, whose invoices show on Capsule contacts',
        fr: 'Oui : par exemple Xero, dont les factures s’affichent sur les contacts',
        source: url.capsule.xero,
        stronger: true,
      },
      targetUsers: { en: 'Small businesses and small teams', fr: 'Petites entreprises et petites équipes', source: url.capsule.pricing },
    },
    saving: {
      en: `Capsule keeps its pricing as plain as its product: the pricing page shows the free plan and the paid plans side by side. To pay less:

- **Know the free plan’s limits before you rely on it**: it caps the number of users and contacts, so check it against the size of your address book.
- **Count the seats**: paid plans are per user, and a colleague who looks something up once a month may not need an account of their own.
- **Try a paid plan before paying** when a trial is offered, with your own contacts rather than sample data.
- **Remove the users you no longer need**: Capsule’s help explains that the bill counts active, suspended and pending users alike.
- **Ask Capsule’s team about nonprofit or startup terms**: some software makers have them, and asking costs nothing.`,
      fr: `Capsule garde des tarifs aussi simples que son produit : sa page de tarifs présente côte à côte la formule gratuite et les formules payantes. Pour payer moins :

- **Connaissez les limites de la formule gratuite avant de compter dessus** : elle plafonne le nombre d’utilisateurs et de contacts, comparez-la donc à la taille de votre carnet d’adresses.
- **Comptez les accès** : les formules payantes sont facturées par utilisateur, et un collègue qui consulte une fiche une fois par mois n’a pas forcément besoin de son propre compte.
- **Essayez une formule payante avant de payer** quand un essai est proposé, avec vos propres contacts plutôt que des données d’exemple.
- **Supprimez les utilisateurs devenus inutiles** : l’aide de Capsule précise que la facture compte aussi bien les utilisateurs actifs que suspendus ou en attente.
- **Interrogez l’équipe de Capsule sur d’éventuelles conditions pour les associations ou les start-up** : certains éditeurs en proposent, et demander ne coûte rien.`,
    },
    switching: {
      en: `If you chose Capsule because it was the least complicated CRM you could find, Track will feel familiar: one list of contacts, a pipeline, tasks and notes, nothing to configure. The difference is where each one is used. Capsule is a web app your team opens at your company’s own Capsule address; Track is made for the phone first, keeps working without a signal, sends your reminders as notifications and makes a PDF quote from the products on a deal. It is also free.

Think of an interior designer who used Capsule at her desk and kept logging site visits late in the evening. With Track, the note goes in on the doorstep, and the quote follows before the next appointment.

One thing to know before you import: Capsule keeps people and organisations as separate records, while a Track contact is a person with a company field. Export your people with their organisation’s name in a column, and match that column to the company field when you import. An organisation with nobody attached to it doesn’t come across on its own.

What you leave behind are Capsule’s project boards and its connections with tools such as Xero or G Suite: whatever you see through those connections stays in the tools themselves.

Stay with Capsule if your team works mostly at computers, or if its project boards carry the work you deliver after the sale.`,
      fr: `Si vous avez choisi Capsule parce que c’était le CRM le moins compliqué que vous ayez trouvé, Track vous semblera familier : une liste de contacts, un pipeline, des tâches et des notes, rien à paramétrer. La différence tient à l’endroit où l’on s’en sert. Capsule est une appli web que votre équipe ouvre à l’adresse Capsule de votre entreprise ; Track est pensé d’abord pour le téléphone, continue de fonctionner sans réseau, vous envoie vos rappels en notification et crée un devis PDF à partir des produits d’une affaire. Il est gratuit, en plus.

Pensez à une architecte d’intérieur qui utilisait Capsule à son bureau et notait ses visites de chantier tard le soir. Avec Track, la note se prend sur le pas de la porte, et le devis suit avant le rendez-vous suivant.

Un point à connaître avant l’import : Capsule enregistre les personnes et les organisations dans des fiches séparées, alors qu’un contact Track est une personne avec un champ entreprise. Exportez vos personnes avec le nom de leur organisation dans une colonne, et associez cette colonne au champ entreprise lors de l’import. Une organisation sans personne rattachée ne suit pas toute seule.

Vous laissez derrière vous les tableaux de projets de Capsule et ses liens avec des outils comme Xero ou G Suite : ce que vous voyez grâce à ces liens reste dans les outils eux-mêmes.

Restez sur Capsule si votre équipe travaille surtout sur ordinateur, ou si ses tableaux de projets portent le travail que vous réalisez après la vente.`,
    },
    sources: [
      {
        about: { en: 'Free plan, paid plans and their limits', fr: 'Formule gratuite, formules payantes et leurs limites' },
        url: url.capsule.pricing,
      },
      {
        about: { en: 'Signing in at your company’s Capsule address', fr: 'Connexion à l’adresse Capsule de votre entreprise' },
        url: url.capsule.gettingStarted,
      },
      {
        about: { en: 'People, organisations, tags and lists to export', fr: 'Personnes, organisations, tags et listes à exporter' },
        url: url.capsule.contacts,
      },
      {
        about: { en: 'Projects and project boards', fr: 'Projets et tableaux de projets' },
        url: url.capsule.projects,
      },
      {
        about: { en: 'Project owners, users and teams', fr: 'Responsables de projet, utilisateurs et équipes' },
        url: url.capsule.addingProjects,
      },
      {
        about: { en: 'How the bill counts users', fr: 'Comment la facture compte les utilisateurs' },
        url: url.capsule.billing,
      },
      {
        about: { en: 'Xero integration', fr: 'Intégration avec Xero' },
        url: url.capsule.xero,
      },
      {
        about: { en: 'G Suite integration', fr: 'Intégration avec G Suite' },
        url: url.capsule.gSuite,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'freshsales',
    name: 'Freshsales',
    title: {
      en: 'Freshsales vs Track: built-in calling or the phone in your pocket',
      fr: 'Freshsales ou Track : téléphonie intégrée ou votre propre téléphone',
    },
    description: {
      en: 'Freshsales gives sales teams built-in phone, email and AI scoring. Compare it with Track, see how to pay less for it, and what you gain or lose by moving.',
      fr: 'Freshsales offre aux équipes commerciales téléphonie, e-mail et IA intégrés. Comparez-le à Track, payez-le moins cher, et voyez ce que vous gagnez à changer.',
    },
    tagline: {
      en: 'Freshsales brings calling, email and AI into one sales CRM; Track is a free phone CRM for people who call from their own mobile.',
      fr: 'Freshsales réunit appels, e-mail et IA dans un CRM commercial ; Track est un CRM mobile gratuit pour ceux qui appellent depuis leur propre portable.',
    },
    suits: {
      en: `Freshsales is the sales CRM from Freshworks. It brings the channels a sales team uses every day into one place: built-in phone and email, activity tracking and AI features that score leads and suggest next steps. It suits sales teams in small and mid-sized companies that make many calls and send many emails, and want them logged automatically.

Its strong points:

- **Built-in phone and email**, so conversations are recorded against the right contact and deal.
- **AI assistance** (Freddy AI) for lead scoring, insights and suggestions.
- **Sequences and workflows** that automate follow-ups.
- **Territories, roles and custom pipelines** for organised teams.
- **The wider Freshworks family**, such as its customer support and marketing tools, if you want them to work together.`,
      fr: `Freshsales est le CRM commercial de Freshworks. Il réunit les canaux qu’une équipe de vente utilise chaque jour : téléphonie et e-mail intégrés, suivi des activités et fonctions d’IA qui notent les prospects et suggèrent la prochaine action. Il convient aux équipes commerciales de PME qui passent beaucoup d’appels, envoient beaucoup d’e-mails et veulent que tout soit enregistré automatiquement.

Ses atouts :

- **Téléphonie et e-mail intégrés**, pour que chaque échange soit rattaché au bon contact et à la bonne affaire.
- **Une assistance par IA** (Freddy AI) pour noter les prospects, dégager des tendances et proposer des actions.
- **Des séquences et des workflows** qui automatisent les relances.
- **Territoires, rôles et pipelines personnalisés** pour les équipes structurées.
- **L’univers Freshworks**, avec ses outils de support client et de marketing, si vous voulez les faire travailler ensemble.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with a mobile app',
        fr: 'Une appli web, avec une appli mobile',
        source: url.freshsales.offline,
        stronger: true,
      },
      freePlan: {
        en: 'Paid plans; its help mentions a free trial and a free plan',
        fr: 'Formules payantes ; son aide cite un essai et une formule gratuits',
        source: url.freshsales.subscription,
      },
      offline: {
        en: 'Partly: its mobile app keeps records you viewed and lets you add new ones',
        fr: 'En partie : l’appli mobile garde les fiches consultées et permet d’en créer',
        source: url.freshsales.offline,
      },
      sharedDatabase: {
        en: 'Yes: team-based, with roles and territories',
        fr: 'Oui : pensé pour les équipes, avec rôles et territoires',
        source: url.freshsales.sales,
      },
      integrations: {
        en: 'Yes: apps from the Freshworks Marketplace',
        fr: 'Oui : les applis de la place de marché Freshworks',
        source: url.freshsales.marketplace,
        stronger: true,
      },
      targetUsers: {
        en: 'Sales teams that want calling, email and AI in one tool',
        fr: 'Équipes commerciales voulant appels, e-mail et IA dans un seul outil',
        source: url.freshsales.sales,
      },
    },
    saving: {
      en: `Freshworks sells Freshsales by plan and per user, and also in suites with its other products. What to look at before you pay:

- **What the pricing page offers today**: a free tier, a free trial or both. Plans change, so read the pricing page rather than a review.
- **Suite or single product**: if you also need Freshworks’ marketing or support tools, compare a suite with separate plans.
- **What calling costs on top of the plan**: ask before you count on the built-in phone in your budget.
- **Freshworks for Startups**, the company’s programme for young companies: its page says who qualifies.`,
      fr: `Freshworks vend Freshsales par formule et par utilisateur, ainsi qu’en suites avec ses autres produits. À regarder avant de payer :

- **Ce que propose la page de tarifs aujourd’hui** : une version gratuite, un essai gratuit, ou les deux. Les offres évoluent : fiez-vous à la page de tarifs plutôt qu’à un comparatif.
- **Suite ou produit seul** : si vous avez aussi besoin des outils de marketing ou de support de Freshworks, comparez une suite aux formules séparées.
- **Ce que coûtent les appels en plus de la formule** : renseignez-vous avant d’inscrire la téléphonie intégrée à votre budget.
- **Freshworks for Startups**, le programme de l’éditeur pour les jeunes entreprises : sa page précise qui peut en bénéficier.`,
    },
    switching: {
      en: `Freshsales is made for a team that spends the day on calls and emails and wants every one of them logged against the right deal, scored and followed up by a sequence. If that isn’t your day (you sell alone, call from your own mobile and follow up once you’re back in the van), much of it goes unused.

Think of a recruiter who has left an agency: its Freshsales dialled candidates and logged every call, but working alone from her mobile she mostly needs her contacts, her reminders and a clear view of the placements in progress.

Track does the part you use: contacts with their history, activities with a reminder on your phone, deals in a pipeline, quotes made from your products, and reports on what you sold. It is free and works without a signal. What it won’t do is call, record or score for you: calls go through your phone, and you log them as activities.

Before you leave, look at what is tied to the account rather than to you: email sequences still running, customers assigned to colleagues by territory, phone numbers bought through the built-in phone. Freshsales’ help explains that cancelling the account stops its integrations, disconnects its synced mailboxes and, a month later, makes the numbers bought under it available to others. Export your data from the account settings first: Freshsales emails it to you as a ZIP file.

Stay with Freshsales if your team relies on built-in calling, sequences and AI scoring, or if you manage reps by territory.`,
      fr: `Freshsales est fait pour une équipe qui passe la journée au téléphone et sur ses e-mails, et veut que chaque échange soit rattaché à la bonne affaire, noté et suivi d’une séquence de relances. Si ce n’est pas votre quotidien (vous vendez seul, appelez depuis votre portable et relancez une fois de retour dans le camion), une grande partie reste inutilisée.

Pensez à une recruteuse qui a quitté un cabinet : son Freshsales appelait les candidats et enregistrait chaque appel, mais seule, depuis son portable, il lui faut surtout ses contacts, ses rappels et une vue claire des recrutements en cours.

Track fait la part qui vous sert : les contacts avec leur historique, les activités avec un rappel sur votre téléphone, les affaires dans un pipeline, les devis tirés de vos produits et les rapports sur ce que vous avez vendu. Il est gratuit et fonctionne sans réseau. Ce qu’il ne fait pas, c’est appeler, enregistrer ou noter à votre place : les appels passent par votre téléphone, et vous les notez comme activités.

Avant de partir, repérez ce qui dépend du compte plutôt que de vous : les séquences d’e-mails en cours, les clients attribués à des collègues par territoire, les numéros achetés pour la téléphonie intégrée. L’aide de Freshsales précise que la résiliation du compte coupe ses intégrations, déconnecte ses boîtes mail synchronisées et, un mois plus tard, rend les numéros achetés à son nom disponibles pour d’autres. Exportez d’abord vos données depuis les paramètres du compte : Freshsales vous les envoie par e-mail dans un fichier ZIP.

Restez sur Freshsales si votre équipe s’appuie sur la téléphonie intégrée, les séquences et la notation par IA, ou si vous pilotez des commerciaux par territoire.`,
    },
    sources: [
      {
        about: { en: 'Plans, free tier or trial, and suites', fr: 'Formules, version gratuite ou essai, et suites' },
        url: url.freshsales.pricing,
      },
      {
        about: {
          en: 'Built-in phone and email, Freddy AI, sequences and territories',
          fr: 'Téléphonie et e-mail intégrés, Freddy AI, séquences et territoires',
        },
        url: url.freshsales.sales,
      },
      {
        about: {
          en: 'Buying a plan during the trial or from the free plan',
          fr: 'Acheter une formule pendant l’essai ou depuis la formule gratuite',
        },
        url: url.freshsales.subscription,
      },
      {
        about: { en: 'The mobile app offline', fr: 'L’appli mobile hors connexion' },
        url: url.freshsales.offline,
      },
      {
        about: { en: 'Apps from the Freshworks Marketplace', fr: 'Applis de la place de marché Freshworks' },
        url: url.freshsales.marketplace,
      },
      {
        about: { en: 'Exporting your data from the account settings', fr: 'Exporter vos données depuis les paramètres du compte' },
        url: url.freshsales.accountSettings,
      },
      {
        about: {
          en: 'What cancelling does to integrations, mailboxes and phone numbers',
          fr: 'Ce que la résiliation change pour les intégrations, les boîtes mail et les numéros',
        },
        url: url.freshsales.cancel,
      },
      {
        about: { en: 'Freshworks for Startups', fr: 'Freshworks for Startups' },
        url: url.freshsales.startups,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'hubspot',
    name: 'HubSpot CRM',
    title: {
      en: 'HubSpot CRM vs Track: a free platform or a free pocket CRM',
      fr: 'HubSpot CRM ou Track : une plateforme gratuite ou un CRM de poche',
    },
    description: {
      en: 'HubSpot’s free CRM is the first step into a marketing and sales platform. Compare it with Track, keep HubSpot’s paid plans affordable, or plan your move.',
      fr: 'Le CRM gratuit de HubSpot ouvre une plateforme marketing et vente. Comparez-le à Track, gardez ses formules payantes abordables ou préparez votre départ.',
    },
    tagline: {
      en: 'HubSpot puts marketing, sales and service on one platform that starts free; Track is a free CRM made for one person selling on the move.',
      fr: 'HubSpot réunit marketing, vente et service client sur une plateforme qui démarre gratuitement ; Track est un CRM gratuit pensé pour une personne qui vend en déplacement.',
    },
    suits: {
      en: `HubSpot CRM sits at the centre of HubSpot’s platform, which joins marketing, sales, customer service and content tools around one contact database. It suits companies that want marketing and sales to work from the same records, and teams that value a polished, well-documented product.

What it does well:

- **Free CRM tools** to manage contacts and deals before paying anything.
- **Marketing and CRM in one**: emails, forms, landing pages and ads connect to the same contacts.
- **An App Marketplace** of integrations that connect other tools to HubSpot.
- **HubSpot Academy**, with free courses on sales, marketing and the product itself.
- **Room to grow**: paid plans add automation, sequences, reporting and service tools as the company grows.`,
      fr: `HubSpot CRM est au centre de la plateforme HubSpot, qui réunit marketing, vente, service client et gestion de contenu autour d’une même base de contacts. Il convient aux entreprises qui veulent que le marketing et les ventes travaillent sur les mêmes fiches, et aux équipes qui apprécient un produit soigné et bien documenté.

Ses points forts :

- **Des outils CRM gratuits** pour gérer contacts et affaires sans rien payer au départ.
- **Marketing et CRM réunis** : e-mails, formulaires, pages de destination et publicités sont reliés aux mêmes contacts.
- **Une place de marché d’applis** pour relier d’autres outils à HubSpot.
- **HubSpot Academy**, avec des formations gratuites sur la vente, le marketing et le produit lui-même.
- **De la marge pour grandir** : les formules payantes ajoutent automatisations, séquences, rapports et outils de service client au fil de la croissance.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with iOS and Android apps',
        fr: 'Une appli web, avec des applis iOS et Android',
        source: url.hubspot.mobileApps,
        stronger: true,
      },
      freePlan: {
        en: 'Free CRM tools; paid plans add features and seats',
        fr: 'Outils CRM gratuits ; les formules payantes ajoutent fonctions et accès',
        source: url.hubspot.pricing,
      },
      offline: null,
      sharedDatabase: {
        en: 'Yes: one database for the team; paid plans are priced by seat',
        fr: 'Oui : une base pour l’équipe ; les formules payantes se paient par accès',
        source: url.hubspot.pricing,
      },
      integrations: {
        en: 'Yes: apps from the HubSpot App Marketplace',
        fr: 'Oui : les applis de la place de marché de HubSpot',
        source: url.hubspot.apps,
        stronger: true,
      },
      targetUsers: {
        en: 'Companies that want marketing, sales and service together',
        fr: 'Entreprises qui veulent marketing, vente et service réunis',
        source: url.hubspot.crm,
      },
    },
    saving: {
      en: `With HubSpot, the question is less the discount than when to start paying. Its pricing page shows what the free tools include and what each paid plan adds. To keep the bill under control:

- **Stay on the free tools until a paid feature clearly pays for itself**, and upgrade one product at a time.
- **Check who needs a paid seat**: paid plans are priced by seat, and people who only read records may not need one.
- **Read the commitment terms**: an annual commitment is generally cheaper than paying monthly, but it binds you for the year.
- **HubSpot for Startups** has terms for eligible young companies, often through partner accelerators and investors: its page says who qualifies.`,
      fr: `Avec HubSpot, la question est moins la réduction que le moment où vous commencez à payer. Sa page de tarifs montre ce que comprennent les outils gratuits et ce qu’ajoute chaque formule payante. Pour garder la facture sous contrôle :

- **Restez sur les outils gratuits tant qu’une fonction payante n’est pas clairement rentable**, et ne montez en gamme qu’un produit à la fois.
- **Vérifiez qui a besoin d’un accès payant** : les formules payantes sont facturées par utilisateur, et ceux qui ne font que consulter des fiches n’en ont pas forcément besoin.
- **Lisez les conditions d’engagement** : un engagement annuel revient en général moins cher que le paiement au mois, mais il vous lie pour l’année.
- **HubSpot for Startups** propose des conditions aux jeunes entreprises éligibles, souvent via des accélérateurs et investisseurs partenaires : sa page précise qui peut en bénéficier.`,
    },
    switching: {
      en: `Many independents open a free HubSpot account and end up using it as an address book with a pipeline. If that’s you, moving costs nothing in money (both are free), and what you gain is an app built for the phone: it works without a signal, reminds you of calls with a notification, and makes PDF quotes from your products in a few taps.

Take a wedding photographer who signed up for HubSpot to keep enquiries in one place. The free CRM did that, but on a phone, between two shoots, a light app gets opened every day and a heavy one doesn’t.

Look at what points to HubSpot before you move. Forms on your website, email marketing lists and chat may all feed new contacts into it; once you stop opening HubSpot, those enquiries need somewhere else to land, or you will miss them. Marketing emails, landing pages and automated sequences have no equivalent in Track.

If you pay for a HubSpot plan, check when your commitment ends and what your contract says about stopping early before you plan the switch.

Stay with HubSpot if your marketing runs on it, if a sales team shares its automations and reports, or if you need your website and your CRM in one place.`,
      fr: `Beaucoup d’indépendants ouvrent un compte HubSpot gratuit et finissent par s’en servir comme carnet d’adresses avec un pipeline. Si c’est votre cas, changer ne coûte rien (les deux sont gratuits), et vous y gagnez une appli pensée pour le téléphone : elle fonctionne sans réseau, vous rappelle vos appels par une notification et crée des devis PDF à partir de vos produits en quelques gestes.

Prenez un photographe de mariage qui s’est inscrit sur HubSpot pour centraliser ses demandes. Le CRM gratuit le faisait, mais sur un téléphone, entre deux reportages, une appli légère s’ouvre tous les jours et une appli lourde reste fermée.

Regardez ce qui mène à HubSpot avant de partir. Les formulaires de votre site, vos listes d’e-mailing ou un chat peuvent y déposer de nouveaux contacts ; une fois que vous n’ouvrez plus HubSpot, ces demandes doivent arriver ailleurs, sinon elles vous échapperont. E-mails marketing, pages de destination et séquences automatiques n’ont pas d’équivalent dans Track.

Si vous payez une formule HubSpot, vérifiez la date de fin de votre engagement et ce que prévoit votre contrat en cas d’arrêt anticipé avant de planifier le changement.

Restez sur HubSpot si votre marketing repose sur lui, si une équipe commerciale partage ses automatisations et ses rapports, ou s’il vous faut votre site et votre CRM au même endroit.`,
    },
    sources: [
      {
        about: { en: 'Free CRM tools, paid plans and seats', fr: 'Outils CRM gratuits, formules payantes et accès' },
        url: url.hubspot.pricing,
      },
      {
        about: { en: 'CRM, marketing tools, marketplace and Academy', fr: 'CRM, outils marketing, place de marché et Academy' },
        url: url.hubspot.crm,
      },
      {
        about: { en: 'The web app and the iOS and Android apps', fr: 'L’appli web et les applis iOS et Android' },
        url: url.hubspot.mobileApps,
      },
      {
        about: { en: 'Apps installed from the App Marketplace', fr: 'Applis installées depuis la place de marché de HubSpot' },
        url: url.hubspot.apps,
      },
      {
        about: { en: 'HubSpot for Startups', fr: 'HubSpot for Startups' },
        url: url.hubspot.startups,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'monday-crm',
    name: 'monday CRM',
    title: {
      en: 'monday CRM vs Track: boards to build or a CRM ready to use',
      fr: 'monday CRM ou Track : des tableaux à bâtir ou un CRM prêt à servir',
    },
    description: {
      en: 'monday CRM turns monday.com boards into a flexible CRM for teams. Compare it with Track, see how its seat plans work, and what leaving your boards involves.',
      fr: 'monday CRM fait des tableaux monday.com un CRM souple pour les équipes. Comparez-le à Track, comprenez ses formules par accès et ce qu’implique le départ.',
    },
    tagline: {
      en: 'monday CRM shapes a CRM out of monday.com’s customisable boards; Track is a ready-made, free CRM for people who sell on their own.',
      fr: 'monday CRM façonne un CRM à partir des tableaux personnalisables de monday.com ; Track est un CRM gratuit et prêt à l’emploi pour ceux qui vendent seuls.',
    },
    suits: {
      en: `monday CRM is built on monday.com, the work management platform. Contacts, deals and accounts live on customisable boards, so you can shape the CRM around your process and connect it to the projects your team already runs on monday.com.

What it does well:

- **Flexible boards**: add the columns, views and stages that match the way you sell.
- **No-code automations** for reminders, assignments and status changes.
- **Sales and delivery together**: a won deal can flow into projects on the same platform.
- **Visual dashboards** that managers can build without technical help.
- **Email integration and activity tracking** to keep conversations next to each deal.

It suits teams that already use monday.com, or that want one platform for selling and for delivering the work they sell.`,
      fr: `monday CRM est construit sur monday.com, la plateforme de gestion du travail. Contacts, affaires et comptes vivent dans des tableaux personnalisables : vous façonnez le CRM selon votre processus et le reliez aux projets que votre équipe mène déjà sur monday.com.

Ses points forts :

- **Des tableaux souples** : ajoutez les colonnes, les vues et les étapes qui correspondent à votre façon de vendre.
- **Des automatisations sans code** pour les rappels, les attributions et les changements de statut.
- **Vente et réalisation réunies** : une affaire gagnée peut alimenter des projets sur la même plateforme.
- **Des tableaux de bord visuels** qu’un responsable construit sans aide technique.
- **L’intégration de la messagerie et le suivi des activités** pour garder les échanges à côté de chaque affaire.

Il convient aux équipes qui utilisent déjà monday.com, ou qui veulent une seule plateforme pour vendre et réaliser ce qu’elles vendent.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with iOS and Android apps',
        fr: 'Une appli web, avec des applis iOS et Android',
        source: url.monday.mobileApp,
        stronger: true,
      },
      freePlan: { en: 'Paid plans, with a free trial', fr: 'Formules payantes, avec un essai gratuit', source: url.monday.pricing },
      offline: null,
      sharedDatabase: {
        en: 'Yes: team members see and edit the main boards',
        fr: 'Oui : les membres de l’équipe voient et modifient les tableaux principaux',
        source: url.monday.teamMembers,
      },
      integrations: {
        en: 'Yes: apps that admins install on the account',
        fr: 'Oui : des applis que les administrateurs installent sur le compte',
        source: url.monday.apps,
        stronger: true,
      },
      targetUsers: {
        en: 'Teams that already use or choose monday.com',
        fr: 'Équipes qui utilisent ou choisissent monday.com',
        source: url.monday.crm,
      },
    },
    saving: {
      en: `monday CRM is sold by plan and by seat, and its pricing page shows the current options. What to look at:

- **How seats are sold**: plans are often sold in bundles of seats rather than one by one, so match the bundle to the people who really need access.
- **The free trial**: build one real board with your own contacts before paying; it shows quickly whether you enjoy designing your own CRM.
- **Annual or monthly billing** for the plan you settle on.
- **monday.com’s nonprofit programme**, for eligible organisations: its page has the current terms.
- **Talk to sales** if you’re adding the CRM to an existing monday.com account or bringing a whole team.`,
      fr: `monday CRM se vend par formule et par accès, et sa page de tarifs présente les options du moment. À regarder :

- **Comment les accès sont vendus** : les formules se vendent souvent par paliers d’utilisateurs plutôt qu’à l’unité ; choisissez le palier qui correspond aux personnes qui en ont vraiment besoin.
- **L’essai gratuit** : construisez un vrai tableau avec vos propres contacts avant de payer ; vous verrez vite si concevoir votre propre CRM vous plaît.
- **La facturation annuelle ou mensuelle** de la formule retenue.
- **Le programme de monday.com pour les associations** éligibles : sa page donne les conditions actuelles.
- **Contactez le service commercial** si vous ajoutez le CRM à un compte monday.com existant ou si vous équipez toute une équipe.`,
    },
    switching: {
      en: `monday CRM gives you a blank canvas; Track gives you a finished tool. If you spent evenings adding columns, views and automations to your boards when you would rather have been selling, that difference is the point. Track comes ready: contacts, activities with reminders, a pipeline with stages you can rename, products and PDF quotes. It is free, and it works on your phone without a signal.

Picture an events caterer who built a fine board for her team’s bookings, then found herself updating it at midnight: a tool with nothing to design gives her those evenings back.

The cost of leaving lies in what you built. Custom columns, statuses and formulas only exist on your boards: when you export your contacts, the columns that match a Track field (name, company, phone, email, address, notes) come across, and the rest stays in the export file. Keep that file as your archive. Projects that start when a deal is won, and the dashboards a manager follows, have no equivalent in Track.

Stay with monday CRM if your team runs its projects on monday.com, depends on custom boards and automations, or needs dashboards for a manager.`,
      fr: `monday CRM vous donne une page blanche ; Track vous donne un outil fini. Si vous avez passé des soirées à ajouter colonnes, vues et automatisations à vos tableaux alors que vous auriez préféré vendre, toute la différence est là. Track est prêt à servir : contacts, activités avec rappels, pipeline aux étapes renommables, produits et devis PDF. Il est gratuit et fonctionne sur votre téléphone, même sans réseau.

Imaginez une traiteuse événementielle qui a construit un beau tableau pour les réservations de son équipe, puis s’est retrouvée à le mettre à jour à minuit : un outil sans rien à concevoir lui rend ses soirées.

Le coût du départ tient à ce que vous avez construit. Colonnes personnalisées, statuts et formules n’existent que dans vos tableaux : à l’export de vos contacts, les colonnes qui correspondent à un champ de Track (nom, entreprise, téléphone, e-mail, adresse, notes) suivent, et le reste demeure dans le fichier exporté. Gardez ce fichier comme archive. Les projets lancés quand une affaire est gagnée, et les tableaux de bord qu’un responsable consulte, n’ont pas d’équivalent dans Track.

Restez sur monday CRM si votre équipe gère ses projets sur monday.com, dépend de tableaux et d’automatisations sur mesure, ou si un responsable a besoin de tableaux de bord.`,
    },
    sources: [
      {
        about: { en: 'Plans, seats and free trial', fr: 'Formules, accès et essai gratuit' },
        url: url.monday.pricing,
      },
      {
        about: {
          en: 'Boards, automations, dashboards and email integration',
          fr: 'Tableaux, automatisations, tableaux de bord et messagerie',
        },
        url: url.monday.crm,
      },
      {
        about: { en: 'The iOS and Android app', fr: 'L’appli iOS et Android' },
        url: url.monday.mobileApp,
      },
      {
        about: { en: 'What team members can see and edit', fr: 'Ce que les membres de l’équipe voient et modifient' },
        url: url.monday.teamMembers,
      },
      {
        about: { en: 'Exporting the account’s data', fr: 'Exporter les données du compte' },
        url: url.monday.export,
      },
      {
        about: { en: 'Apps installed on the account', fr: 'Applis installées sur le compte' },
        url: url.monday.apps,
      },
      {
        about: { en: 'Nonprofit programme', fr: 'Programme pour les associations' },
        url: url.monday.nonprofits,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    title: {
      en: 'Salesforce vs Track: when you no longer need an enterprise CRM',
      fr: 'Salesforce ou Track : quand un CRM d’entreprise ne vous sert plus',
    },
    description: {
      en: 'Salesforce runs the sales of large organisations. Compare it with Track, see how companies pay less for it, and what to check before taking contacts away.',
      fr: 'Salesforce équipe les ventes des grandes organisations. Comparez-le à Track, voyez comment le payer moins cher et quoi vérifier avant d’emporter des contacts.',
    },
    tagline: {
      en: 'Salesforce is the customisable CRM platform of large sales organisations; Track is a free phone CRM for one person and their customers.',
      fr: 'Salesforce est la plateforme CRM sur mesure des grandes organisations commerciales ; Track est un CRM mobile gratuit pour une personne et ses clients.',
    },
    suits: {
      en: `Salesforce is the reference CRM for large organisations. Its sales product, Sales Cloud, sits on a platform that can be customised almost without limit: objects, fields, approval processes, automation and apps from its AppExchange marketplace. It suits mid-sized and large companies with complex sales processes, several teams and an administrator or partner to run it.

What it does well:

- **Deep customisation** of data, processes and permissions.
- **Scale**: territories, forecasting and reporting for many teams and regions.
- **An ecosystem** of partners, consultants and trained administrators.
- **AppExchange**, with a wide choice of ready-made apps and integrations.
- **Trailhead**, its free learning platform, to train teams.`,
      fr: `Salesforce est le CRM de référence des grandes organisations. Son produit de vente, Sales Cloud, repose sur une plateforme personnalisable presque sans limite : objets, champs, circuits de validation, automatisations et applis de sa place de marché AppExchange. Il convient aux ETI et aux grandes entreprises qui ont des processus de vente complexes, plusieurs équipes et un administrateur ou un intégrateur pour le faire vivre.

Ses points forts :

- **Une personnalisation poussée** des données, des processus et des droits d’accès.
- **Le passage à l’échelle** : territoires, prévisions et rapports pour de nombreuses équipes et régions.
- **Un écosystème** de partenaires, de consultants et d’administrateurs formés.
- **AppExchange**, avec un large choix d’applis et d’intégrations prêtes à l’emploi.
- **Trailhead**, sa plateforme de formation gratuite, pour former les équipes.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with Salesforce for Android and iOS',
        fr: 'Une appli web, avec Salesforce pour Android et iOS',
        source: url.salesforce.offline,
        stronger: true,
      },
      freePlan: { en: 'Paid editions, with a free trial', fr: 'Éditions payantes, avec un essai gratuit', source: url.salesforce.pricing },
      offline: {
        en: 'Yes, in the mobile app: cached records, editable once an admin turns it on',
        fr: 'Oui, dans l’appli mobile : fiches en cache, modifiables si l’admin l’active',
        source: url.salesforce.offline,
      },
      sharedDatabase: {
        en: 'Yes: with detailed roles and permissions',
        fr: 'Oui : avec des rôles et des droits détaillés',
        source: url.salesforce.sales,
      },
      integrations: {
        en: 'Yes: apps and components from AppExchange',
        fr: 'Oui : applis et composants d’AppExchange',
        source: url.salesforce.appExchange,
        stronger: true,
      },
      targetUsers: {
        en: 'Mid-sized and large companies with complex sales processes',
        fr: 'ETI et grandes entreprises aux processus de vente complexes',
        source: url.salesforce.sales,
      },
    },
    saving: {
      en: `Salesforce’s price depends on the edition, the add-ons and the length of the contract, and its pricing page lists the current editions. The best savings come from knowing exactly what you need before you talk to Salesforce:

- **Start from the smallest edition that does the job**: Salesforce also sells editions aimed at small businesses.
- **Price the add-ons separately**, so you know what the edition alone costs.
- **Compare contract lengths** before you sign, since the price depends on them.
- **Nonprofits and education** have long had dedicated offers from Salesforce: its nonprofit page has the current conditions.`,
      fr: `Le prix de Salesforce dépend de l’édition, des options et de la durée du contrat, et sa page de tarifs présente les éditions du moment. Les meilleures économies viennent d’un besoin bien cerné avant de parler à Salesforce :

- **Partez de la plus petite édition qui fait l’affaire** : Salesforce vend aussi des éditions destinées aux petites entreprises.
- **Chiffrez les options à part**, pour connaître le prix de l’édition seule.
- **Comparez les durées d’engagement** avant de signer : le prix en dépend.
- **Les associations et les établissements d’enseignement** bénéficient de longue date d’offres dédiées : la page de Salesforce consacrée aux associations donne les conditions actuelles.`,
    },
    switching: {
      en: `Two kinds of people read this page. Some used Salesforce in a larger company and now sell on their own; others picked it years ago and only ever stored contacts and deals in it. Either way, the power of Salesforce (custom objects, approval processes, company-wide reporting) needs an administrator, and an independent rarely has one.

Picture a sales engineer going freelance after years in a large company. Salesforce was the company’s system, run by its administrators; his own business needs an address book, follow-ups and quotes he can send himself.

Track asks for nothing of the sort. Sign in, import your contacts, and you have activities with reminders, a pipeline, products and PDF quotes on your phone, working without a signal. It is free.

A word of caution if the Salesforce account belongs to a former employer: its contacts are theirs, not yours. Ask before you export anything, and start your Track address book from the clients who are yours. If the account is yours, check your contract’s end date and notice period first, then export what is yours before the contract ends.

Custom fields and objects have no place in Track: keep the full export as your archive. Any team with custom processes, approvals or integrations should stay with Salesforce.`,
      fr: `Deux sortes de lecteurs arrivent sur cette page. Les uns ont utilisé Salesforce dans une grande entreprise et vendent désormais à leur compte ; les autres l’ont choisi il y a des années et n’y ont jamais rangé que des contacts et des affaires. Dans les deux cas, la puissance de Salesforce (objets sur mesure, circuits de validation, rapports à l’échelle de l’entreprise) demande un administrateur, et un indépendant en a rarement un.

Imaginez un ingénieur commercial qui se met à son compte après des années dans un grand groupe. Salesforce était le système de l’entreprise, tenu par ses administrateurs ; sa propre activité a besoin d’un carnet d’adresses, de relances et de devis qu’il envoie lui-même.

Track ne demande rien de tel. Connectez-vous, importez vos contacts, et vous avez sur votre téléphone activités avec rappels, pipeline, produits et devis PDF, même sans réseau. Il est gratuit.

Prudence si le compte Salesforce appartient à un ancien employeur : ses contacts sont les siens, pas les vôtres. Demandez l’autorisation avant d’exporter quoi que ce soit, et construisez votre carnet Track à partir des clients qui sont les vôtres. Si le compte vous appartient, vérifiez d’abord la date de fin et le préavis de votre contrat, puis exportez ce qui vous appartient avant la fin du contrat.

Les champs et objets sur mesure n’ont pas leur place dans Track : gardez l’export complet comme archive. Toute équipe qui a des processus sur mesure, des circuits de validation ou des intégrations devrait rester sur Salesforce.`,
    },
    sources: [
      {
        about: { en: 'Editions, add-ons and free trial', fr: 'Éditions, options et essai gratuit' },
        url: url.salesforce.pricing,
      },
      {
        about: { en: 'Sales Cloud, customisation and AppExchange', fr: 'Sales Cloud, personnalisation et AppExchange' },
        url: url.salesforce.sales,
      },
      {
        about: { en: 'The mobile app for Android and iOS, offline', fr: 'L’appli mobile pour Android et iOS, hors connexion' },
        url: url.salesforce.offline,
      },
      {
        about: { en: 'Installing apps from AppExchange', fr: 'Installer des applis depuis AppExchange' },
        url: url.salesforce.appExchange,
      },
      {
        about: { en: 'Offers for nonprofits', fr: 'Offres pour les associations' },
        url: url.salesforce.nonprofit,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'vtiger',
    name: 'Vtiger CRM',
    title: {
      en: 'Vtiger CRM vs Track: an all-in-one suite or a focused phone CRM',
      fr: 'Vtiger CRM ou Track : suite tout-en-un ou CRM mobile ciblé',
    },
    description: {
      en: 'Vtiger CRM joins sales, support and inventory, with an open-source edition. Compare it with Track, keep its costs down, and see what to keep before leaving.',
      fr: 'Vtiger CRM réunit vente, support et stocks, avec une édition open source. Comparez-le à Track, limitez son coût et voyez quoi conserver avant de partir.',
    },
    tagline: {
      en: 'Vtiger CRM is an all-in-one suite with open-source roots; Track does one part of it, selling, on your phone and for free.',
      fr: 'Vtiger CRM est une suite tout-en-un aux racines open source ; Track en fait une seule partie, la vente, sur votre téléphone et gratuitement.',
    },
    suits: {
      en: `Vtiger CRM started as an open-source CRM and still offers an open-source edition you can host yourself, alongside its cloud plans. It is an all-in-one suite: sales, marketing, help desk, projects and inventory in the same system.

Its strengths:

- **All-in-one**: one database for sales, marketing campaigns, support tickets and projects.
- **Open-source heritage**: an edition you can host and adapt yourself, if you have the technical skills.
- **Inventory and quotes**: products, quotes, sales orders and invoices are part of the suite.
- **Workflows and customisation** of modules and fields.
- **A mobile app**, Vtiger 360, that keeps your own records at hand even offline.

It suits small and mid-sized companies that want several departments in one tool, and technical teams who like to control where their CRM runs.`,
      fr: `Vtiger CRM est né comme CRM open source et propose toujours une édition open source à héberger soi-même, à côté de ses formules cloud. C’est une suite tout-en-un : vente, marketing, support client, projets et stocks dans le même système.

Ses atouts :

- **Le tout-en-un** : une seule base pour la vente, les campagnes marketing, les tickets de support et les projets.
- **Son héritage open source** : une édition que vous pouvez héberger et adapter vous-même, si vous avez les compétences techniques.
- **Stocks et devis** : produits, devis, bons de commande et factures font partie de la suite.
- **Des workflows et une personnalisation** des modules et des champs.
- **Une appli mobile**, Vtiger 360, qui garde vos propres fiches sous la main, même hors connexion.

Il convient aux PME qui veulent réunir plusieurs services dans un seul outil, et aux équipes techniques qui tiennent à maîtriser l’hébergement de leur CRM.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with the Vtiger 360 mobile app',
        fr: 'Une appli web, avec l’appli mobile Vtiger 360',
        source: url.vtiger.offline,
        stronger: true,
      },
      freePlan: {
        en: 'An open-source edition to host yourself; cloud plans on its site',
        fr: 'Une édition open source à héberger soi-même ; formules cloud sur son site',
        source: url.vtiger.openSource,
      },
      offline: {
        en: 'Yes, in the Vtiger 360 app: your own records, synced once back online',
        fr: 'Oui, dans l’appli Vtiger 360 : vos fiches, synchronisées au retour du réseau',
        source: url.vtiger.offline,
      },
      sharedDatabase: {
        en: 'Yes: team-based, with several user types',
        fr: 'Oui : pensé pour les équipes, avec plusieurs types d’utilisateurs',
        source: url.vtiger.userTypes,
      },
      integrations: {
        en: 'Yes: extensions from its Extensions Store',
        fr: 'Oui : les extensions de sa boutique d’extensions',
        source: url.vtiger.extensions,
        stronger: true,
      },
      targetUsers: {
        en: 'Small and mid-sized firms joining sales, marketing and support',
        fr: 'PME qui veulent réunir vente, marketing et support',
        source: url.vtiger.pricing,
      },
    },
    saving: {
      en: `Vtiger offers two routes, each with its own costs: its pricing page covers the cloud plans, and its open-source page covers the edition you host yourself.

- **The open-source edition** has no licence fee, but the server, the updates, the backups and the security fixes are yours to handle: count that time, or a provider’s fee, in the price.
- **Cloud editions**: Vtiger has offered separate editions for sales, for support and for the full suite, so pay only for the part you use.
- **Annual or monthly billing** for the cloud plan you choose, and a trial before you commit.
- **Booster packs** raise a single limit (workflows, custom fields, API calls…) without moving to another edition: compare their price with the next edition up.`,
      fr: `Vtiger propose deux voies, chacune avec ses coûts : sa page de tarifs couvre les formules cloud, et sa page open source l’édition à héberger vous-même.

- **L’édition open source** n’a pas de coût de licence, mais le serveur, les mises à jour, les sauvegardes et les correctifs de sécurité sont à votre charge : comptez ce temps, ou les honoraires d’un prestataire, dans le prix.
- **Les éditions cloud** : Vtiger a proposé des éditions distinctes pour la vente, le support ou la suite complète ; ne payez que la partie utile.
- **La facturation annuelle ou mensuelle** de la formule cloud retenue, et un essai avant de vous engager.
- **Les booster packs** relèvent une seule limite (workflows, champs personnalisés, appels d’API…) sans changer d’édition : comparez leur prix à celui de l’édition supérieure.`,
    },
    switching: {
      en: `Vtiger suits a company that wants one system for selling, supporting and invoicing. If you only use a corner of it, mostly contacts, deals and quotes, you may be maintaining a server or paying for modules you never open. Track covers that corner on your phone: contacts, activities with reminders, a pipeline, a product catalogue and PDF quotes, free, and usable without a signal.

Take an electrician whose brother-in-law once installed Vtiger on a small server: the suite works, but every update is a worry, and the only parts in daily use are the customer list and the quotes.

Plan the move around what Track leaves out. Invoices, sales orders, stock levels, support tickets and campaigns stay in Vtiger or need another home; keep your invoices for as long as your accounting rules require, whatever tool you move to. If you host Vtiger yourself, keep the server running until you have exported everything you need, and archive the export before you shut it down.

Your catalogue comes across by hand: add each service you sell in Track’s **Products** tab, with its unit, price excl. VAT and VAT rate, so your next quotes are right.

Stay with Vtiger if support tickets, stock or invoicing run through it, or if you need to host your data yourself.`,
      fr: `Vtiger convient à une entreprise qui veut un seul système pour vendre, assurer le support et facturer. Si vous n’en utilisez qu’un coin, surtout les contacts, les affaires et les devis, vous entretenez peut-être un serveur ou payez des modules que vous n’ouvrez jamais. Track couvre ce coin sur votre téléphone : contacts, activités avec rappels, pipeline, catalogue de produits et devis PDF, gratuitement et même sans réseau.

Prenez un électricien dont le beau-frère a un jour installé Vtiger sur un petit serveur : la suite fonctionne, mais chaque mise à jour inquiète, et seuls la liste des clients et les devis servent au quotidien.

Organisez le départ autour de ce que Track ne fait pas. Factures, bons de commande, niveaux de stock, tickets de support et campagnes restent dans Vtiger ou doivent trouver une autre place ; conservez vos factures aussi longtemps que vos obligations comptables l’exigent, quel que soit l’outil choisi. Si vous hébergez Vtiger vous-même, gardez le serveur en marche jusqu’à avoir exporté tout ce dont vous avez besoin, et archivez l’export avant de l’éteindre.

Votre catalogue se reprend à la main : ajoutez chaque prestation dans l’onglet **Produits** de Track, avec son unité, son prix HT et son taux de TVA, pour que vos prochains devis soient justes.

Restez sur Vtiger si vos tickets de support, vos stocks ou votre facturation passent par lui, ou si vous devez héberger vos données vous-même.`,
    },
    sources: [
      {
        about: { en: 'Cloud plans, editions and trial', fr: 'Formules cloud, éditions et essai' },
        url: url.vtiger.pricing,
      },
      {
        about: { en: 'Open-source edition', fr: 'Édition open source' },
        url: url.vtiger.openSource,
      },
      {
        about: {
          en: 'Sales orders, invoices, delivery notes and products',
          fr: 'Bons de commande, factures, bons de livraison et produits',
        },
        url: url.vtiger.salesOrders,
      },
      {
        about: { en: 'User types', fr: 'Types d’utilisateurs' },
        url: url.vtiger.userTypes,
      },
      {
        about: { en: 'The Vtiger 360 mobile app, offline', fr: 'L’appli mobile Vtiger 360, hors connexion' },
        url: url.vtiger.offline,
      },
      {
        about: { en: 'Extensions Store', fr: 'Boutique d’extensions' },
        url: url.vtiger.extensions,
      },
      {
        about: {
          en: 'Booster packs for workflows, custom modules, fields and more',
          fr: 'Booster packs pour workflows, modules et champs personnalisés, etc.',
        },
        url: url.vtiger.boosterPacks,
      },
    ],
    checkedOn: '',
  },
  {
    id: 'zoho-crm',
    name: 'Zoho CRM',
    title: {
      en: 'Zoho CRM vs Track: a configurable suite or a free phone app',
      fr: 'Zoho CRM ou Track : une suite paramétrable ou une appli gratuite',
    },
    description: {
      en: 'Zoho CRM grows with businesses that use Zoho’s apps. Compare it with Track, see how Zoho’s editions and bundles can cost less, and when a phone CRM is enough.',
      fr: 'Zoho CRM grandit avec les entreprises équipées d’applis Zoho. Comparez-le à Track, voyez comment payer ses éditions moins cher, et quand un CRM mobile suffit.',
    },
    tagline: {
      en: 'Zoho CRM is the configurable heart of Zoho’s broad app suite; Track is a free CRM for the phone, with nothing to configure.',
      fr: 'Zoho CRM est le cœur paramétrable de la vaste suite d’applis Zoho ; Track est un CRM gratuit pour le téléphone, sans rien à paramétrer.',
    },
    suits: {
      en: `Zoho CRM is the main CRM of Zoho’s broad suite of business apps, which also covers accounting, support, marketing, email and more. It suits growing businesses that want a configurable CRM able to grow with them, especially if they already use other Zoho apps or plan to.

What it does well:

- **A broad suite**: CRM data connects to Zoho’s accounting, help desk, marketing and other apps.
- **Customisation**: modules, fields, layouts and processes can be shaped to your business.
- **Process tools** such as Blueprint to guide each deal through defined steps.
- **Zia**, Zoho’s AI assistant, for predictions and suggestions.
- **Mobile apps** for iPhone and Android, alongside the web version.`,
      fr: `Zoho CRM est le CRM principal de la vaste suite d’applis professionnelles de Zoho, qui couvre aussi comptabilité, support, marketing, messagerie et bien plus. Il convient aux entreprises en croissance qui veulent un CRM paramétrable capable de grandir avec elles, surtout si elles utilisent déjà d’autres applis Zoho ou comptent le faire.

Ses points forts :

- **Une suite très large** : les données du CRM se relient à la comptabilité, au support, au marketing et aux autres applis de Zoho.
- **La personnalisation** : modules, champs, mises en page et processus s’adaptent à votre activité.
- **Des outils de processus** comme Blueprint pour guider chaque affaire à travers des étapes définies.
- **Zia**, l’assistant IA de Zoho, pour les prévisions et les suggestions.
- **Des applis mobiles** pour iPhone et Android, en plus de la version web.`,
    },
    comparison: {
      platforms: {
        en: 'A web app, with iOS and Android apps',
        fr: 'Une appli web, avec des applis iOS et Android',
        source: url.zohoCrm.mobileApp,
        stronger: true,
      },
      freePlan: {
        en: 'A free edition with limits, and paid editions',
        fr: 'Une édition gratuite limitée, et des éditions payantes',
        source: url.zohoCrm.pricing,
      },
      offline: null,
      sharedDatabase: {
        en: 'Yes: with roles, profiles and territories',
        fr: 'Oui : avec rôles, profils et territoires',
        source: url.zohoCrm.crm,
      },
      integrations: {
        en: 'Yes: other Zoho apps, and extensions from Zoho Marketplace',
        fr: 'Oui : les autres applis Zoho et les extensions de Zoho Marketplace',
        source: url.zohoCrm.marketplace,
        stronger: true,
      },
      targetUsers: {
        en: 'Growing businesses, especially those using other Zoho apps',
        fr: 'Entreprises en croissance, surtout déjà équipées d’applis Zoho',
        source: url.zohoCrm.crm,
      },
    },
    saving: {
      en: `Zoho publishes its editions and prices on its site, and the choice is wider than one CRM: a free edition, paid editions, and bundles of many Zoho apps. To pay less:

- **Start on the free edition** if its limits fit, then upgrade when a real need appears.
- **Compare Zoho One with single apps**: if you already pay for several Zoho apps, the bundle may cost less; if you only need the CRM, it won’t.
- **Cancel the licences you no longer use**: Zoho’s help explains that deactivating a user doesn’t cancel their licence, so remove the licence itself.
- **Zoho for Startups**, Zoho’s programme for eligible young companies: its page gives the current conditions.
- **Annual billing** is generally cheaper than paying month by month.`,
      fr: `Zoho publie ses éditions et ses prix sur son site, et le choix dépasse un seul CRM : une édition gratuite, des éditions payantes et des offres groupées de nombreuses applis Zoho. Pour payer moins :

- **Commencez par l’édition gratuite** si ses limites vous conviennent, puis montez en gamme quand un vrai besoin apparaît.
- **Comparez Zoho One aux applis à l’unité** : si vous payez déjà plusieurs applis Zoho, l’offre groupée peut revenir moins cher ; si vous n’avez besoin que du CRM, non.
- **Résiliez les licences inutilisées** : l’aide de Zoho précise que désactiver un utilisateur ne résilie pas sa licence ; supprimez donc la licence elle-même.
- **Zoho for Startups**, le programme de Zoho pour les jeunes entreprises éligibles : sa page donne les conditions actuelles.
- **La facturation annuelle** revient en général moins cher que le paiement au mois.`,
    },
    switching: {
      en: `Zoho CRM is often set up with big plans (Blueprint processes, custom modules, Zia predictions) and then used for something smaller: a list of customers, a few deals and reminders to call back. If that’s your case, Track does the smaller thing well. It is free, takes minutes to start, works on your phone without a signal, and makes PDF quotes from your products.

Think of a coach who set up Zoho CRM with a consultant’s help, then let half of its modules gather dust: the contacts and the follow-ups were the only parts that ever mattered.

The real question is the rest of Zoho. If your Zoho CRM feeds Zoho Books for invoices, Zoho Desk for support or Zoho Campaigns for emails, moving your contacts to Track breaks those links: you would keep Zoho for those jobs and lose the connection between them and your customers. If Zoho CRM stands alone, leaving is simpler: export your contacts, bring them into Track, and close the licences you no longer need.

Custom modules and fields don’t come across, so keep your export as an archive.

Stay with Zoho CRM if you rely on other Zoho apps, custom processes or a team organised by roles and territories.`,
      fr: `Zoho CRM est souvent installé avec de grandes ambitions (processus Blueprint, modules sur mesure, prévisions Zia) puis utilisé pour bien moins : une liste de clients, quelques affaires et des rappels pour relancer. Si c’est votre cas, Track fait très bien ce « moins ». Il est gratuit, se prend en main en quelques minutes, fonctionne sur votre téléphone même sans réseau et crée des devis PDF à partir de vos produits.

Pensez à un coach qui a installé Zoho CRM avec l’aide d’un consultant, puis laissé la moitié de ses modules prendre la poussière : seuls les contacts et les relances lui ont vraiment servi.

La vraie question, c’est le reste de Zoho. Si votre Zoho CRM alimente Zoho Books pour les factures, Zoho Desk pour le support ou Zoho Campaigns pour les e-mails, passer vos contacts dans Track coupe ces liens : vous garderiez Zoho pour ces tâches, sans plus de lien avec vos clients. Si Zoho CRM est seul, partir est plus simple : exportez vos contacts, importez-les dans Track et résiliez les licences devenues inutiles.

Les modules et champs sur mesure ne suivent pas : gardez votre export comme archive.

Restez sur Zoho CRM si vous dépendez d’autres applis Zoho, de processus sur mesure ou d’une équipe organisée en rôles et territoires.`,
    },
    sources: [
      {
        about: { en: 'Free edition, paid editions and their limits', fr: 'Édition gratuite, éditions payantes et leurs limites' },
        url: url.zohoCrm.pricing,
      },
      {
        about: { en: 'Customisation, Blueprint, Zia, roles and territories', fr: 'Personnalisation, Blueprint, Zia, rôles et territoires' },
        url: url.zohoCrm.crm,
      },
      {
        about: { en: 'The CRM app for iPhone and Android', fr: 'L’appli CRM pour iPhone et Android' },
        url: url.zohoCrm.mobileApp,
      },
      {
        about: { en: 'Deactivating users and unsubscribing their licences', fr: 'Désactiver des utilisateurs et résilier leurs licences' },
        url: url.zohoCrm.licences,
      },
      {
        about: { en: 'Extensions from Zoho Marketplace', fr: 'Extensions de Zoho Marketplace' },
        url: url.zohoCrm.marketplace,
      },
      {
        about: { en: 'Zoho One bundle', fr: 'Offre groupée Zoho One' },
        url: url.zohoCrm.zohoOne,
      },
      {
        about: { en: 'Zoho for Startups', fr: 'Zoho for Startups' },
        url: url.zohoCrm.startups,
      },
    ],
    checkedOn: '',
  },
] as const satisfies readonly Competitor[]

export type CompetitorId = (typeof competitors)[number]['id']
