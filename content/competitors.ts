import type { Localized } from '../lib/i18n'

/** The rows of the comparison table, in display order. Track's own column is in messages/. */
export const criteria = ['mobileFirst', 'freePlan', 'setupTime', 'offline', 'sharedDatabase', 'learningCurve', 'targetUsers'] as const
export type Criterion = (typeof criteria)[number]

export interface Competitor {
  /** URL id: the page is /<id>-discount-promo-code */
  id: string
  /** Product name as its maker writes it */
  name: string
  /** <title> text without the " | Track" suffix, naming the competitor, e.g. "Pipedrive discount & promo code: compare with Track" */
  title: Localized
  /** Meta description, 120–160 characters */
  description: Localized
  /** One-sentence summary under the h1 */
  tagline: Localized
  /** Markdown (paragraphs, lists; no headings): who the competitor suits and what it does well, fair and factual */
  suits: Localized
  /** Short cell text per criterion for the competitor's column (plain text, ≤ 90 characters) */
  comparison: Record<Criterion, Localized>
  /** Markdown (paragraphs, lists; no headings): how people usually get discounts on such products */
  discounts: Localized
  /** Markdown (paragraphs; no headings): when switching to Track makes sense and when staying makes more sense */
  switching: Localized
  /** Optional Track offer for people switching from this product: shown with a copy button */
  offer?: { code: string; benefit: Localized }
}

// Facts about other products are kept general on purpose: no prices, no figures, nothing likely to go stale.
// Discount advice always sends readers to the competitor's own site. Never add promo codes for their products.
export const competitors = [
  {
    id: 'pipedrive',
    name: 'Pipedrive',
    title: {
      en: 'Pipedrive discount & promo code: compare with Track',
      fr: 'Code promo et réduction Pipedrive : comparez avec Track',
    },
    description: {
      en: 'Looking for a Pipedrive discount or promo code? See how people usually save on Pipedrive, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Pipedrive ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Pipedrive is a sales CRM built around a visual pipeline; Track is a free, mobile-first CRM for people who sell on their own.',
      fr: 'Pipedrive est un CRM commercial construit autour d’un pipeline visuel ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `Pipedrive is a sales CRM built around one clear idea: your deals laid out as cards in a visual pipeline, moved from stage to stage as they progress. It suits sales teams in small and mid-sized companies who want to see at a glance where every deal stands and what to do next.

What it does well:

- **A visual pipeline** that is easy to read and to reorganise, with several pipelines if you sell in different ways.
- **Activity-based selling**: calls, meetings and tasks are planned against each deal, so nothing slips.
- **Email sync and automations** that cut repetitive admin for sales reps.
- **A large marketplace of integrations** with the tools a sales team already uses.
- **Reports and forecasts** that help a sales manager follow the team.`,
      fr: `Pipedrive est un CRM de vente construit autour d’une idée simple : vos affaires présentées comme des cartes dans un pipeline visuel, que l’on fait avancer d’étape en étape. Il convient aux équipes commerciales des PME qui veulent voir d’un coup d’œil où en est chaque affaire et quelle est la prochaine action.

Ses points forts :

- **Un pipeline visuel** facile à lire et à réorganiser, avec plusieurs pipelines si vous vendez de différentes façons.
- **Une vente pilotée par les activités** : appels, rendez-vous et tâches sont planifiés sur chaque affaire, pour que rien ne passe à la trappe.
- **La synchronisation des e-mails et des automatisations** qui allègent l’administratif des commerciaux.
- **Une vaste place de marché d’intégrations** avec les outils qu’une équipe commerciale utilise déjà.
- **Des rapports et des prévisions** qui aident le responsable commercial à suivre son équipe.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with iOS and Android apps', fr: 'Pensé d’abord pour le web, avec des applis iOS et Android' },
      freePlan: { en: 'No free plan; free trial', fr: 'Pas de formule gratuite ; essai gratuit' },
      setupTime: {
        en: 'A few hours for the basics; longer to tune automations',
        fr: 'Quelques heures pour l’essentiel, davantage pour les automatisations',
      },
      offline: { en: 'Limited offline access in the mobile apps', fr: 'Accès hors connexion limité dans les applis mobiles' },
      sharedDatabase: { en: 'Yes, built for sales teams', fr: 'Oui, conçu pour les équipes commerciales' },
      learningCurve: { en: 'Moderate: intuitive pipeline, many settings', fr: 'Modérée : pipeline intuitif, réglages nombreux' },
      targetUsers: { en: 'Sales teams in small and mid-sized companies', fr: 'Équipes commerciales de PME' },
    },
    discounts: {
      en: `Pipedrive publishes its plans on its own site, and the usual ways to pay less are the same as for most sales software. Check the current terms on Pipedrive’s site before you count on any of them.

- **Annual billing** is generally cheaper than paying month by month.
- **Choose the plan you need today**: you can usually move up later, and some features come as paid add-ons.
- **The free trial** lets you test the tool with your own deals before you pay anything.
- **Partners and resellers** sometimes bundle setup help or an introductory offer.
- **Talk to sales** if you are equipping a whole team: a larger commitment, or the end of a quarter, can leave room to negotiate.

Be careful with promo codes found on coupon sites: many are expired or unofficial.`,
      fr: `Pipedrive présente ses formules en ligne, et les moyens habituels de payer moins cher sont ceux de la plupart des logiciels de vente. Vérifiez les conditions actuelles sur son site avant de compter sur l’un d’eux.

- **La facturation annuelle** revient en général moins cher que le paiement au mois.
- **Choisissez la formule utile aujourd’hui** : on peut généralement monter en gamme plus tard, et certaines fonctions sont des options payantes.
- **L’essai gratuit** permet de tester l’outil avec vos propres affaires avant de payer.
- **Les partenaires et revendeurs** ajoutent parfois une aide à la mise en place ou une offre de bienvenue.
- **Contactez le service commercial** si vous équipez plusieurs personnes : un engagement plus important, ou la fin d’un trimestre, laisse parfois une marge de négociation.

Méfiez-vous des codes promo des sites de bons plans : beaucoup sont expirés ou non officiels.`,
    },
    switching: {
      en: `Switching to Track makes sense if you sell on your own or in a very small team, and most of your work happens on your phone between appointments. You get contacts, activities with reminders, a simple pipeline, quotes and reports in a free app that works offline. Export your contacts from Pipedrive as a CSV file, [import them into Track](/docs/manage-contacts/add-a-contact-import) in a few minutes, then add your open deals.

Staying with Pipedrive makes more sense if you manage a sales team, rely on its automations and integrations, or need forecasts across several pipelines. Track is deliberately simpler.`,
      fr: `Passer à Track a du sens si vous vendez seul ou en très petite équipe, et si l’essentiel de votre travail se fait sur votre téléphone, entre deux rendez-vous. Vous retrouvez contacts, activités avec rappels, pipeline simple, devis et rapports dans une appli gratuite qui fonctionne hors connexion. Exportez vos contacts depuis Pipedrive au format CSV, [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import) en quelques minutes, puis ajoutez vos affaires en cours.

Rester sur Pipedrive est plus judicieux si vous encadrez une équipe commerciale, si vous dépendez de ses automatisations et de ses intégrations, ou s’il vous faut des prévisions sur plusieurs pipelines. Track est volontairement plus simple.`,
    },
    offer: {
      code: 'SWITCH-PIPEDRIVE',
      benefit: {
        en: 'One month of the Business coach free when you switch from Pipedrive. Enter the code in the app under Settings › Business coach.',
        fr: 'Un mois de Coach business offert si vous quittez Pipedrive pour Track. Saisissez le code dans l’app, dans Réglages › Coach business.',
      },
    },
  },
  {
    id: 'bigin',
    name: 'Bigin by Zoho CRM',
    title: {
      en: 'Bigin discount & promo code: compare with Track',
      fr: 'Code promo et réduction Bigin : comparez avec Track',
    },
    description: {
      en: 'Looking for a Bigin by Zoho CRM discount or promo code? See how people usually save on Bigin, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Bigin by Zoho CRM ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Bigin is Zoho’s simple, pipeline-centric CRM for small businesses; Track is a free, mobile-first CRM for people who sell on their own.',
      fr: 'Bigin est le CRM simple de Zoho, centré sur le pipeline, pour les petites entreprises ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `Bigin by Zoho CRM is Zoho’s lighter CRM, designed for small businesses that have outgrown spreadsheets but don’t want a full CRM suite. Everything revolves around pipelines: you follow contacts, companies and deals through stages that match the way you work.

What it does well:

- **Pipeline-centric design**, with separate pipelines for sales, onboarding or service requests.
- **A gentle learning curve**: far fewer menus than Zoho CRM, so a small team gets going quickly.
- **A free plan with limits**, so you can start without paying; check the current terms on Bigin’s site.
- **Connections to other Zoho apps** and to everyday tools such as email, telephony and forms.
- **Well-made mobile apps** alongside the web version.
- **Room to grow**: Zoho provides a route to Zoho CRM if your needs outgrow Bigin.`,
      fr: `Bigin by Zoho CRM est le CRM allégé de Zoho, conçu pour les petites entreprises qui ont dépassé le tableur sans vouloir d’une suite CRM complète. Tout tourne autour des pipelines : vous suivez contacts, entreprises et affaires à travers des étapes adaptées à votre façon de travailler.

Ses points forts :

- **Une conception centrée sur le pipeline**, avec des pipelines distincts pour la vente, le suivi des nouveaux clients ou les demandes de service.
- **Une prise en main douce** : bien moins de menus que Zoho CRM, une petite équipe démarre vite.
- **Une formule gratuite limitée**, pour commencer sans payer ; vérifiez les conditions actuelles sur son site.
- **Des liens avec les autres applis Zoho** et les outils du quotidien : messagerie, téléphonie, formulaires.
- **Des applis mobiles soignées**, en plus de la version web.
- **De la marge pour grandir** : Zoho prévoit un passage vers Zoho CRM si vos besoins dépassent Bigin.`,
    },
    comparison: {
      mobileFirst: {
        en: 'Web-first, with well-developed iOS and Android apps',
        fr: 'Pensé d’abord pour le web, avec des applis iOS et Android abouties',
      },
      freePlan: { en: 'Free plan with limits on users and features', fr: 'Formule gratuite limitée en utilisateurs et en fonctions' },
      setupTime: {
        en: 'Quick to start; a few hours to tailor pipelines',
        fr: 'Démarrage rapide ; quelques heures pour adapter les pipelines',
      },
      offline: { en: 'Limited offline access in the mobile apps', fr: 'Accès hors connexion limité dans les applis mobiles' },
      sharedDatabase: { en: 'Yes, made for small teams', fr: 'Oui, pensé pour les petites équipes' },
      learningCurve: { en: 'Gentle: far fewer modules than Zoho CRM', fr: 'Douce : bien moins de modules que Zoho CRM' },
      targetUsers: { en: 'Small businesses moving off spreadsheets', fr: 'Petites entreprises qui quittent le tableur' },
    },
    discounts: {
      en: `Bigin is built for small businesses, and the usual ways to save are simple. Check the current terms on Bigin’s site before you count on any of them.

- **Start on the free plan** if its limits fit, and upgrade only when you reach them.
- **Annual billing** is generally cheaper than monthly billing.
- **Zoho for Startups** is Zoho’s programme for young companies; check whether Bigin is included and whether you qualify.
- **Nonprofit and education offers** exist for some Zoho products; ask Zoho whether they apply to Bigin.
- **Zoho partners** in your country sometimes bundle setup help with their offers.

Be careful with codes from coupon sites: they are often expired or unofficial. Confirm any offer with Zoho directly.`,
      fr: `Bigin s’adresse aux petites entreprises, et les moyens d’économiser sont simples. Vérifiez les conditions actuelles sur le site de Bigin avant de compter sur l’un d’eux.

- **Commencez par la formule gratuite** si ses limites vous conviennent, et passez à une offre payante seulement quand vous les atteignez.
- **La facturation annuelle** revient en général moins cher que la facturation mensuelle.
- **Zoho for Startups** est le programme de Zoho pour les jeunes entreprises ; vérifiez si Bigin en fait partie et si vous y avez droit.
- **Des offres pour les associations et l’enseignement** existent sur certains produits Zoho ; demandez à Zoho si elles s’appliquent à Bigin.
- **Les partenaires Zoho** de votre pays proposent parfois une aide à la mise en place avec leurs offres.

Prudence avec les codes des sites de bons plans : ils sont souvent expirés ou non officiels. Faites confirmer toute offre par Zoho.`,
    },
    switching: {
      en: `Switching to Track makes sense if you work alone or with one or two partners, and your phone is your office. Track is free, works offline on site or on the road, and keeps contacts, activities, deals, products and quotes in one app. Export your contacts from Bigin as a CSV file, [import them into Track](/docs/manage-contacts/add-a-contact-import), and [share your database](/docs/share-database) with a partner if you need to.

Staying with Bigin makes more sense if you run several pipelines for different processes, use other Zoho apps, or have an office team working in a web app all day.`,
      fr: `Passer à Track a du sens si vous travaillez seul ou avec un ou deux associés, et si votre téléphone est votre bureau. Track est gratuit, fonctionne hors connexion sur un chantier ou sur la route, et réunit contacts, activités, affaires, produits et devis dans une seule appli. Exportez vos contacts depuis Bigin au format CSV, [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import), puis [partagez votre base](/fr/docs/share-database) avec un associé si besoin.

Rester sur Bigin est plus judicieux si vous gérez plusieurs pipelines pour des processus différents, si vous utilisez d’autres applis Zoho, ou si une équipe de bureau travaille toute la journée sur la version web.`,
    },
  },
  {
    id: 'capsule-crm',
    name: 'Capsule CRM',
    title: {
      en: 'Capsule CRM discount & promo code: compare with Track',
      fr: 'Code promo et réduction Capsule CRM : comparez avec Track',
    },
    description: {
      en: 'Looking for a Capsule CRM discount or promo code? See how people usually save on Capsule, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Capsule CRM ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Capsule CRM is a simple CRM for small teams; Track is a free, mobile-first CRM for people who sell on their own, on the move.',
      fr: 'Capsule CRM est un CRM simple pour les petites équipes ; Track est un CRM mobile gratuit pour ceux qui vendent seuls et en déplacement.',
    },
    suits: {
      en: `Capsule CRM is a straightforward CRM for small businesses and small teams who want to keep track of people, organisations and sales opportunities without a long setup. Its strength is restraint: a clean interface, sensible defaults and little to configure before it becomes useful.

What it does well:

- **Simplicity**: contacts, history, tasks and pipelines are easy to find and easy to explain to a new colleague.
- **Sales pipelines and project boards** to follow opportunities and the work that comes after the sale.
- **Integrations** with tools small businesses commonly use, such as email, calendars and accounting software.
- **Mobile apps** on iOS and Android to look up a contact or log a note on the go.
- **A free plan with tight limits** to try it out; check the current terms on Capsule’s site.`,
      fr: `Capsule CRM est un CRM sans détour, pour les petites entreprises et les petites équipes qui veulent suivre leurs contacts, leurs organisations et leurs opportunités sans longue mise en place. Sa force, c’est la sobriété : une interface épurée, des réglages par défaut sensés et peu de paramétrage avant d’être utile.

Ses points forts :

- **La simplicité** : contacts, historique, tâches et pipelines se trouvent facilement et s’expliquent en deux minutes à un nouveau collègue.
- **Des pipelines de vente et des tableaux de projets** pour suivre les opportunités et le travail qui suit la vente.
- **Des intégrations** avec les outils courants des petites entreprises : messagerie, agenda, logiciel de comptabilité.
- **Des applis mobiles** iOS et Android pour retrouver un contact ou noter un échange en déplacement.
- **Une formule gratuite aux limites serrées** pour l’essayer ; vérifiez les conditions actuelles sur le site de Capsule.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with iOS and Android apps', fr: 'Pensé d’abord pour le web, avec des applis iOS et Android' },
      freePlan: {
        en: 'Free plan with tight limits; check current terms',
        fr: 'Formule gratuite aux limites serrées ; conditions à vérifier',
      },
      setupTime: { en: 'Quick: a short setup for the basics', fr: 'Rapide : courte mise en place pour l’essentiel' },
      offline: { en: 'Limited: mainly used online', fr: 'Limité : surtout utilisé en ligne' },
      sharedDatabase: { en: 'Yes, contacts and pipelines shared by the team', fr: 'Oui, contacts et pipelines partagés par l’équipe' },
      learningCurve: { en: 'Gentle: clean and uncluttered', fr: 'Douce : interface claire et épurée' },
      targetUsers: { en: 'Small businesses and small teams', fr: 'Petites entreprises et petites équipes' },
    },
    discounts: {
      en: `Capsule keeps its plans simple, and so are the ways to pay less. Check the current terms on Capsule’s site before you count on any of them.

- **Annual billing** is generally cheaper than paying monthly.
- **The free plan or the free trial** lets you test it with your own contacts before you commit.
- **Pay only for the seats you need**: small-team CRMs are usually priced per user, so check who really needs access.
- **Nonprofit or startup offers**: some CRM vendors have them; ask Capsule’s team whether anything applies to you.
- **Partners** who set Capsule up for their clients sometimes have introductory offers.

Codes on coupon sites are often expired or unofficial, so confirm any offer directly with Capsule.`,
      fr: `Capsule garde des formules simples, et les moyens de payer moins cher le sont aussi. Vérifiez les conditions actuelles sur le site de Capsule avant de compter sur l’un d’eux.

- **La facturation annuelle** revient en général moins cher que le paiement au mois.
- **La formule gratuite ou l’essai gratuit** permet de tester avec vos propres contacts avant de vous engager.
- **Ne payez que les accès nécessaires** : les CRM pour petites équipes sont souvent facturés par utilisateur : vérifiez qui a vraiment besoin d’un compte.
- **Offres pour les associations ou les start-up** : certains éditeurs de CRM en proposent ; demandez à l’équipe de Capsule si quelque chose s’applique à vous.
- **Les partenaires** qui installent Capsule chez leurs clients ont parfois une offre de bienvenue.

Les codes des sites de bons plans sont souvent expirés ou non officiels : faites confirmer toute offre directement par Capsule.`,
    },
    switching: {
      en: `Switching to Track makes sense if you like Capsule’s simplicity but spend your day away from a desk. Track is built for the phone first: it works offline, sends reminders as notifications, and turns a deal into a PDF quote from your product list. It is also free. Export your contacts from Capsule as a CSV file and [import them into Track](/docs/manage-contacts/add-a-contact-import).

Staying with Capsule makes more sense if your team works mainly at a computer, or if you depend on its project boards and its links with your accounting software.`,
      fr: `Passer à Track a du sens si vous appréciez la simplicité de Capsule mais passez vos journées loin d’un bureau. Track est pensé d’abord pour le téléphone : il fonctionne hors connexion, vous envoie vos rappels en notification et transforme une affaire en devis PDF à partir de votre catalogue de produits. Et il est gratuit. Exportez vos contacts depuis Capsule au format CSV et [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur Capsule est plus judicieux si votre équipe travaille surtout sur ordinateur, ou si vous tenez à ses tableaux de projets et à ses liens avec votre logiciel de comptabilité.`,
    },
  },
  {
    id: 'freshsales',
    name: 'Freshsales',
    title: {
      en: 'Freshsales discount & promo code: compare with Track',
      fr: 'Code promo et réduction Freshsales : comparez avec Track',
    },
    description: {
      en: 'Looking for a Freshsales discount or promo code? See how people usually save on Freshsales, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Freshsales ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Freshsales is a sales CRM with built-in phone, email and AI; Track is a free, mobile-first CRM for people who sell on their own.',
      fr: 'Freshsales est un CRM commercial avec téléphonie, e-mail et IA intégrés ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `Freshsales is the sales CRM from Freshworks. It brings the channels a sales team uses every day into one place: built-in phone and email, activity tracking and AI features that score leads and suggest next steps. It suits sales teams in small and mid-sized companies that make many calls and send many emails, and want them logged automatically.

What it does well:

- **Built-in phone and email**, so conversations are recorded against the right contact and deal.
- **AI assistance** (Freddy AI) for lead scoring, insights and suggestions.
- **Sequences and workflows** that automate follow-ups.
- **Territories, roles and custom pipelines** for organised teams.
- **The wider Freshworks family**, such as its customer support and marketing tools, if you want them to work together.`,
      fr: `Freshsales est le CRM commercial de Freshworks. Il réunit les canaux qu’une équipe de vente utilise chaque jour : téléphonie et e-mail intégrés, suivi des activités et fonctions d’IA qui notent les prospects et suggèrent la prochaine action. Il convient aux équipes commerciales de PME qui passent beaucoup d’appels, envoient beaucoup d’e-mails et veulent que tout soit enregistré automatiquement.

Ses points forts :

- **Téléphonie et e-mail intégrés**, pour que chaque échange soit rattaché au bon contact et à la bonne affaire.
- **Une assistance par IA** (Freddy AI) pour noter les prospects, dégager des tendances et proposer des actions.
- **Des séquences et des workflows** qui automatisent les relances.
- **Territoires, rôles et pipelines personnalisés** pour les équipes structurées.
- **L’univers Freshworks**, avec ses outils de support client et de marketing, si vous voulez les faire travailler ensemble.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with iOS and Android apps', fr: 'Pensé d’abord pour le web, avec des applis iOS et Android' },
      freePlan: {
        en: 'Free tier or free trial, depending on current plans',
        fr: 'Version gratuite ou essai gratuit, selon les offres du moment',
      },
      setupTime: {
        en: 'Hours to days with phone, email and automations',
        fr: 'Quelques heures à quelques jours avec téléphonie, e-mail et automatisations',
      },
      offline: { en: 'Limited offline access in the mobile apps', fr: 'Accès hors connexion limité dans les applis mobiles' },
      sharedDatabase: { en: 'Yes, team-based with roles and territories', fr: 'Oui, pensé pour les équipes, avec rôles et territoires' },
      learningCurve: { en: 'Moderate: many built-in channels and features', fr: 'Modérée : nombreux canaux et fonctions intégrés' },
      targetUsers: {
        en: 'Sales teams that want calling, email and AI in one tool',
        fr: 'Équipes commerciales voulant appels, e-mail et IA dans un seul outil',
      },
    },
    discounts: {
      en: `Freshworks publishes its plans on its site, and the usual ways to save apply. Check the current terms on the Freshsales site before you count on any of them.

- **Annual billing** is generally cheaper than monthly billing.
- **Start small**: use the free tier or the free trial, whichever is on offer, to see which paid features you really need.
- **Freshworks for Startups** is the company’s programme for eligible young companies; check whether you qualify.
- **Suites** that combine several Freshworks products are worth comparing with separate plans.
- **Talk to sales** when you equip a whole team, especially near the end of a quarter.

Treat codes from coupon sites with care: many are expired or unofficial.`,
      fr: `Freshworks présente ses formules sur son site, et les moyens habituels d’économiser s’appliquent. Vérifiez les conditions actuelles sur le site de Freshsales avant de compter sur l’un d’eux.

- **La facturation annuelle** revient en général moins cher que la facturation mensuelle.
- **Commencez petit** : servez-vous de la version gratuite ou de l’essai gratuit, selon ce qui est proposé, pour voir quelles fonctions payantes vous sont vraiment utiles.
- **Freshworks for Startups** est le programme de l’éditeur pour les jeunes entreprises éligibles ; vérifiez si vous y avez droit.
- **Les suites** qui regroupent plusieurs produits Freshworks méritent d’être comparées aux formules séparées.
- **Contactez le service commercial** si vous équipez plusieurs personnes, surtout à l’approche de la fin d’un trimestre.

Prudence avec les codes des sites de bons plans : beaucoup sont expirés ou non officiels.`,
    },
    switching: {
      en: `Switching to Track makes sense if you don’t need a call centre in your CRM: you sell alone, you call from your own phone, and you want your contacts, reminders, deals and quotes in a free app that works offline. Export your contacts from Freshsales as a CSV file and [import them into Track](/docs/manage-contacts/add-a-contact-import).

Staying with Freshsales makes more sense if your team relies on its built-in calling, sequences and AI scoring, or if you manage reps across territories. Those are team features Track doesn’t try to offer.`,
      fr: `Passer à Track a du sens si vous n’avez pas besoin d’un centre d’appels dans votre CRM : vous vendez seul, vous appelez depuis votre propre téléphone, et vous voulez vos contacts, rappels, affaires et devis dans une appli gratuite qui fonctionne hors connexion. Exportez vos contacts depuis Freshsales au format CSV et [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur Freshsales est plus judicieux si votre équipe s’appuie sur sa téléphonie intégrée, ses séquences et sa notation par IA, ou si vous pilotez des commerciaux par territoire. Ce sont des fonctions d’équipe que Track ne cherche pas à proposer.`,
    },
  },
  {
    id: 'hubspot',
    name: 'HubSpot CRM',
    title: {
      en: 'HubSpot CRM discount & promo code: compare with Track',
      fr: 'Code promo et réduction HubSpot CRM : comparez avec Track',
    },
    description: {
      en: 'Looking for a HubSpot discount or promo code? See how people usually save on HubSpot CRM, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo HubSpot ? Voici comment payer moins cher HubSpot CRM, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'HubSpot CRM joins marketing and sales on one platform with a free tier; Track is a free, mobile-first CRM for people who sell alone.',
      fr: 'HubSpot CRM réunit marketing et vente sur une plateforme avec une version gratuite ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `HubSpot CRM sits at the centre of HubSpot’s platform, which joins marketing, sales, customer service and content tools around one contact database. It suits companies that want marketing and sales to work from the same records, and teams that value a polished, well-documented product.

What it does well:

- **A free CRM tier** with contact management, deals and basic tools, so you can start without paying; check the current limits on HubSpot’s site.
- **Marketing and CRM in one**: emails, forms, landing pages and ads connect to the same contacts.
- **A large app marketplace** and many integrations.
- **HubSpot Academy**, with free courses on sales, marketing and the product itself.
- **Room to grow**: paid hubs add automation, sequences, reporting and service tools as the company grows.`,
      fr: `HubSpot CRM est au centre de la plateforme HubSpot, qui réunit marketing, vente, service client et gestion de contenu autour d’une même base de contacts. Il convient aux entreprises qui veulent que le marketing et les ventes travaillent sur les mêmes fiches, et aux équipes qui apprécient un produit soigné et bien documenté.

Ses points forts :

- **Une version gratuite du CRM** avec gestion des contacts, affaires et outils de base, pour démarrer sans payer ; vérifiez les limites actuelles sur son site.
- **Marketing et CRM réunis** : e-mails, formulaires, pages de destination et publicités sont reliés aux mêmes contacts.
- **Une vaste place de marché d’applis** et de nombreuses intégrations.
- **HubSpot Academy**, avec des formations gratuites sur la vente, le marketing et le produit lui-même.
- **De la marge pour grandir** : les hubs payants ajoutent automatisations, séquences, rapports et outils de service client au fil de la croissance.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with iOS and Android apps', fr: 'Pensé d’abord pour le web, avec des applis iOS et Android' },
      freePlan: { en: 'Free CRM tier; paid hubs add features', fr: 'Version gratuite du CRM ; les hubs payants ajoutent des fonctions' },
      setupTime: {
        en: 'Minutes to sign up; days for a full setup across hubs',
        fr: 'Inscription en quelques minutes ; plusieurs jours pour tout configurer',
      },
      offline: { en: 'Limited offline access in the mobile app', fr: 'Accès hors connexion limité dans l’appli mobile' },
      sharedDatabase: { en: 'Yes, team-based by design', fr: 'Oui, pensé pour les équipes' },
      learningCurve: { en: 'Gentle at first, steeper as you add hubs', fr: 'Douce au début, plus raide à mesure qu’on ajoute des hubs' },
      targetUsers: {
        en: 'Companies that want marketing, sales and service together',
        fr: 'Entreprises qui veulent marketing, vente et service réunis',
      },
    },
    discounts: {
      en: `HubSpot’s CRM is free to start, and the paid hubs are where discounts matter. Check the current terms on HubSpot’s site before you count on any of them.

- **Stay on the free tools** until a paid feature clearly pays for itself.
- **Annual commitments** are generally cheaper than monthly billing.
- **HubSpot for Startups** has offered discounts to eligible startups, often through partner accelerators and investors; check whether you qualify.
- **Nonprofit offers**: HubSpot has a programme for eligible nonprofits; check the current conditions.
- **Solutions partners** (agencies) sometimes bundle onboarding with their offers.
- **Talk to sales** before a renewal or near the end of a quarter.

Be wary of promo codes from coupon sites: confirm any offer with HubSpot directly.`,
      fr: `Le CRM de HubSpot est gratuit au départ : c’est sur les hubs payants que les réductions comptent. Vérifiez les conditions actuelles sur le site de HubSpot avant de compter sur l’une d’elles.

- **Restez sur les outils gratuits** tant qu’une fonction payante n’est pas clairement rentable.
- **Les engagements annuels** reviennent en général moins cher que la facturation mensuelle.
- **HubSpot for Startups** a proposé des réductions aux start-up éligibles, souvent via des accélérateurs et investisseurs partenaires ; vérifiez si vous y avez droit.
- **Associations** : HubSpot a un programme pour les organismes à but non lucratif éligibles ; vérifiez les conditions actuelles.
- **Les agences partenaires** ajoutent parfois l’accompagnement au démarrage à leurs offres.
- **Contactez le service commercial** avant un renouvellement ou à l’approche de la fin d’un trimestre.

Méfiez-vous des codes promo des sites de bons plans : faites confirmer toute offre par HubSpot.`,
    },
    switching: {
      en: `Switching to Track makes sense if you mostly use HubSpot’s free CRM as an address book and pipeline, and find it heavy on a phone. Track is free too, but built for one person selling on the move: it works offline, reminds you of calls, and makes quotes from your products. Export your contacts from HubSpot as a CSV file and [import them into Track](/docs/manage-contacts/add-a-contact-import).

Staying with HubSpot makes more sense if you run email marketing, forms or your website from it, or if a sales team shares automations and reports.`,
      fr: `Passer à Track a du sens si vous utilisez surtout le CRM gratuit de HubSpot comme carnet d’adresses et pipeline, et le trouvez lourd sur téléphone. Track est gratuit lui aussi, mais pensé pour une personne qui vend en déplacement : il fonctionne hors connexion, vous rappelle vos appels et crée des devis à partir de vos produits. Exportez vos contacts depuis HubSpot au format CSV et [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur HubSpot est plus judicieux si vous y gérez vos campagnes d’e-mailing, vos formulaires ou votre site, ou si une équipe commerciale partage automatisations et rapports.`,
    },
    offer: {
      code: 'SWITCH-HUBSPOT',
      benefit: {
        en: 'One month of the Business coach free when you switch from HubSpot. Enter the code in the app under Settings › Business coach.',
        fr: 'Un mois de Coach business offert si vous quittez HubSpot pour Track. Saisissez le code dans l’app, dans Réglages › Coach business.',
      },
    },
  },
  {
    id: 'monday-crm',
    name: 'monday CRM',
    title: {
      en: 'monday CRM discount & promo code: compare with Track',
      fr: 'Code promo et réduction monday CRM : comparez avec Track',
    },
    description: {
      en: 'Looking for a monday CRM discount or promo code? See how people usually save on monday CRM, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo monday CRM ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'monday CRM turns monday.com’s customisable boards into a CRM; Track is a free, mobile-first CRM for people who sell on their own.',
      fr: 'monday CRM fait des tableaux personnalisables de monday.com un CRM ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `monday CRM is built on monday.com, the work management platform. Contacts, deals and accounts live on customisable boards, so you can shape the CRM around your process and connect it to the projects your team already runs on monday.com.

What it does well:

- **Flexible boards**: add columns, views and stages that match the way you sell.
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
- **Des tableaux de bord visuels** qu’un manager construit sans aide technique.
- **L’intégration de la messagerie et le suivi des activités** pour garder les échanges à côté de chaque affaire.

Il convient aux équipes qui utilisent déjà monday.com, ou qui veulent une seule plateforme pour vendre et réaliser ce qu’elles vendent.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with iOS and Android apps', fr: 'Pensé d’abord pour le web, avec des applis iOS et Android' },
      freePlan: { en: 'No free CRM plan; free trial', fr: 'Pas de formule CRM gratuite ; essai gratuit' },
      setupTime: {
        en: 'Hours to days to shape boards and automations',
        fr: 'Quelques heures à quelques jours pour bâtir tableaux et automatisations',
      },
      offline: { en: 'Limited: built to work online', fr: 'Limité : conçu pour fonctionner en ligne' },
      sharedDatabase: { en: 'Yes, shared team boards by design', fr: 'Oui, tableaux d’équipe partagés par conception' },
      learningCurve: { en: 'Moderate: flexible boards take some design work', fr: 'Modérée : des tableaux souples, à concevoir soi-même' },
      targetUsers: { en: 'Teams that already use or choose monday.com', fr: 'Équipes qui utilisent ou choisissent monday.com' },
    },
    discounts: {
      en: `monday.com publishes its plans on its site; check the current terms there before you count on any of the following.

- **Annual billing** is generally cheaper than monthly billing.
- **Check how seats are sold**: plans are often sold in bundles of seats, so match the bundle to the people who really need access.
- **The free trial** lets you build a board with your own data before you pay.
- **Nonprofit and startup programmes**: monday.com has run programmes for eligible nonprofits and startups; check the current conditions.
- **Talk to sales** if you are bringing a whole team, or adding the CRM to an existing monday.com account.

Codes from coupon sites are often expired or unofficial: confirm any offer with monday.com.`,
      fr: `monday.com présente ses formules sur son site ; vérifiez-y les conditions actuelles avant de compter sur les pistes suivantes.

- **La facturation annuelle** revient en général moins cher que la facturation mensuelle.
- **Regardez comment les accès sont vendus** : les formules sont souvent vendues par paliers d’utilisateurs, alors choisissez le palier qui correspond aux personnes qui en ont vraiment besoin.
- **L’essai gratuit** vous permet de construire un tableau avec vos propres données avant de payer.
- **Programmes pour les associations et les start-up** : monday.com en a proposé aux organismes éligibles ; vérifiez les conditions actuelles.
- **Contactez le service commercial** si vous équipez plusieurs personnes, ou si vous ajoutez le CRM à un compte monday.com existant.

Les codes des sites de bons plans sont souvent expirés ou non officiels : faites confirmer toute offre par monday.com.`,
    },
    switching: {
      en: `Switching to Track makes sense if you chose monday CRM for its flexibility but spend more time designing boards than selling. Track comes ready to use: contacts, activities with reminders, a pipeline, products and quotes, free and usable offline on your phone. Export your contacts board, save it as a CSV file, and [import your contacts](/docs/manage-contacts/add-a-contact-import).

Staying with monday CRM makes more sense if your team runs its projects on monday.com, relies on custom boards and automations, or needs dashboards for a manager.`,
      fr: `Passer à Track a du sens si vous avez choisi monday CRM pour sa souplesse mais passez plus de temps à concevoir des tableaux qu’à vendre. Track est prêt à l’emploi : contacts, activités avec rappels, pipeline, produits et devis, gratuit et utilisable hors connexion sur votre téléphone. Exportez votre tableau de contacts, enregistrez-le au format CSV et [importez vos contacts](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur monday CRM est plus judicieux si votre équipe gère ses projets sur monday.com, s’appuie sur des tableaux et des automatisations sur mesure, ou si un manager a besoin de tableaux de bord.`,
    },
    offer: {
      code: 'SWITCH-MONDAY',
      benefit: {
        en: 'One month of the Business coach free when you switch from monday CRM. Enter the code in the app under Settings › Business coach.',
        fr: 'Un mois de Coach business offert si vous quittez monday CRM pour Track. Saisissez le code dans l’app, dans Réglages › Coach business.',
      },
    },
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    title: {
      en: 'Salesforce discount & promo code: compare with Track',
      fr: 'Code promo et réduction Salesforce : comparez avec Track',
    },
    description: {
      en: 'Looking for a Salesforce discount or promo code? See how companies usually save on Salesforce, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Salesforce ? Voici comment les entreprises paient moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Salesforce is the customisable CRM platform of large sales organisations; Track is a free, mobile-first CRM for people who sell alone.',
      fr: 'Salesforce est la plateforme CRM sur mesure des grandes organisations commerciales ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `Salesforce is the reference CRM for large organisations. Its sales product, Sales Cloud, sits on a platform that can be customised almost without limit: objects, fields, approval processes, automation and apps from its AppExchange marketplace. It suits mid-sized and large companies with complex sales processes, several teams and an administrator or partner to run it.

What it does well:

- **Deep customisation** of data, processes and permissions.
- **Scale**: territories, forecasting and reporting for many teams and regions.
- **An ecosystem** of partners, consultants and trained administrators.
- **AppExchange**, with a wide choice of ready-made apps and integrations.
- **AI and analytics features** built into the platform.
- **Trailhead**, its free learning platform, to train teams.`,
      fr: `Salesforce est le CRM de référence des grandes organisations. Son produit de vente, Sales Cloud, repose sur une plateforme personnalisable presque sans limite : objets, champs, circuits de validation, automatisations et applis de sa place de marché AppExchange. Il convient aux ETI et aux grandes entreprises qui ont des processus de vente complexes, plusieurs équipes et un administrateur ou un intégrateur pour le faire vivre.

Ses points forts :

- **Une personnalisation poussée** des données, des processus et des droits d’accès.
- **Le passage à l’échelle** : territoires, prévisions et rapports pour de nombreuses équipes et régions.
- **Un écosystème** de partenaires, de consultants et d’administrateurs formés.
- **AppExchange**, avec un large choix d’applis et d’intégrations prêtes à l’emploi.
- **Des fonctions d’IA et d’analyse** intégrées à la plateforme.
- **Trailhead**, sa plateforme de formation gratuite, pour former les équipes.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with mobile apps', fr: 'Pensé d’abord pour le web, avec des applis mobiles' },
      freePlan: {
        en: 'Paid plans with a free trial; check their site for entry offers',
        fr: 'Formules payantes avec essai gratuit ; offres d’entrée à vérifier sur son site',
      },
      setupTime: {
        en: 'Days to weeks, often with an admin or partner',
        fr: 'Plusieurs jours à plusieurs semaines, souvent avec un intégrateur',
      },
      offline: {
        en: 'Limited offline access in the mobile app, depending on setup',
        fr: 'Accès hors connexion limité dans l’appli mobile, selon la configuration',
      },
      sharedDatabase: { en: 'Yes, with detailed roles and permissions', fr: 'Oui, avec des rôles et des droits détaillés' },
      learningCurve: { en: 'Steep: very broad and customisable', fr: 'Raide : très vaste et très personnalisable' },
      targetUsers: {
        en: 'Mid-sized and large companies with complex sales processes',
        fr: 'ETI et grandes entreprises aux processus de vente complexes',
      },
    },
    discounts: {
      en: `Salesforce’s price depends on the edition, the add-ons and the length of the contract, so the best savings come from preparing the conversation. Check the current terms on Salesforce’s site and with its sales team.

- **Annual contracts** are the norm, and longer commitments can improve the terms.
- **Salesforce for Startups** has offered support and offers to eligible startups; check whether you qualify.
- **Nonprofits and education**: Salesforce has long-standing offers for eligible nonprofits and education institutions; check the current conditions on its site.
- **Choose the edition carefully**: an entry-level edition for small businesses may be enough at first.
- **Ask near the end of a quarter**, when sales teams have targets to meet.
- **Partners** can sometimes bundle implementation with licences.

Don’t trust promo codes from coupon sites for Salesforce.`,
      fr: `Le prix de Salesforce dépend de l’édition, des options et de la durée du contrat : les meilleures économies viennent d’une négociation bien préparée. Vérifiez les conditions actuelles sur son site et auprès de ses commerciaux.

- **Les contrats annuels** sont la norme, et un engagement plus long peut améliorer les conditions.
- **Salesforce for Startups** a proposé un accompagnement et des offres aux start-up éligibles ; vérifiez si vous y avez droit.
- **Associations et enseignement** : Salesforce propose de longue date des offres aux associations et aux établissements d’enseignement éligibles ; vérifiez les conditions actuelles.
- **Choisissez bien l’édition** : une édition d’entrée de gamme peut suffire au début.
- **Négociez en fin de trimestre**, quand les commerciaux ont des objectifs à tenir.
- **Les intégrateurs partenaires** peuvent parfois regrouper mise en place et licences.

Ne vous fiez pas aux codes promo Salesforce des sites de bons plans.`,
    },
    switching: {
      en: `Switching to Track makes sense if Salesforce was chosen for a larger organisation and you now sell on your own, or if you only ever used it to store contacts and deals. Track is free, takes minutes to start, and works offline on your phone. Export your contacts from Salesforce as a CSV file and [import them into Track](/docs/manage-contacts/add-a-contact-import).

Staying with Salesforce makes more sense for any team with custom processes, approvals, integrations or company-wide reporting. Track doesn’t try to replace a company-wide CRM.`,
      fr: `Passer à Track a du sens si Salesforce a été choisi pour une grande structure et que vous vendez désormais à votre compte, ou si vous ne vous en serviez que pour stocker contacts et affaires. Track est gratuit, se prend en main en quelques minutes et fonctionne hors connexion sur votre téléphone. Exportez vos contacts depuis Salesforce au format CSV et [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur Salesforce est plus judicieux pour toute équipe qui a des processus sur mesure, des circuits de validation, des intégrations ou des rapports à l’échelle de l’entreprise. Track ne cherche pas à remplacer le CRM d’une entreprise entière.`,
    },
    offer: {
      code: 'SWITCH-SALESFORCE',
      benefit: {
        en: 'One month of the Business coach free when you switch from Salesforce. Enter the code in the app under Settings › Business coach.',
        fr: 'Un mois de Coach business offert si vous quittez Salesforce pour Track. Saisissez le code dans l’app, dans Réglages › Coach business.',
      },
    },
  },
  {
    id: 'vtiger',
    name: 'Vtiger CRM',
    title: {
      en: 'Vtiger CRM discount & promo code: compare with Track',
      fr: 'Code promo et réduction Vtiger CRM : comparez avec Track',
    },
    description: {
      en: 'Looking for a Vtiger CRM discount or promo code? See how people usually save on Vtiger, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Vtiger CRM ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Vtiger CRM is an all-in-one suite with open-source roots; Track is a free, mobile-first CRM for people who sell on their own.',
      fr: 'Vtiger CRM est une suite tout-en-un aux racines open source ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `Vtiger CRM started as an open-source CRM and still offers an open-source edition you can host yourself, alongside its cloud plans. It is an all-in-one suite: sales, marketing, help desk, projects and inventory in the same system.

What it does well:

- **All-in-one**: one database for sales, marketing campaigns, support tickets and projects.
- **Open-source heritage**: an edition you can host and adapt yourself, if you have the technical skills.
- **Inventory and quotes**: products, quotes, sales orders and invoices are part of the suite.
- **Workflows and customisation** of modules, fields and layouts.
- **Mobile apps** for access on the go.

It suits small and mid-sized companies that want several departments in one tool, and technical teams who like to control where their CRM runs.`,
      fr: `Vtiger CRM est né comme CRM open source et propose toujours une édition open source à héberger soi-même, à côté de ses formules cloud. C’est une suite tout-en-un : vente, marketing, support client, projets et stocks dans le même système.

Ses points forts :

- **Le tout-en-un** : une seule base pour la vente, les campagnes marketing, les tickets de support et les projets.
- **Son héritage open source** : une édition que vous pouvez héberger et adapter vous-même, si vous avez les compétences techniques.
- **Stocks et devis** : produits, devis, bons de commande et factures font partie de la suite.
- **Des workflows et une personnalisation** des modules, champs et mises en page.
- **Des applis mobiles** pour y accéder en déplacement.

Il convient aux PME qui veulent réunir plusieurs services dans un seul outil, et aux équipes techniques qui tiennent à maîtriser l’hébergement de leur CRM.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with mobile apps', fr: 'Pensé d’abord pour le web, avec des applis mobiles' },
      freePlan: {
        en: 'Open-source edition to self-host; cloud plans vary',
        fr: 'Édition open source à héberger soi-même ; formules cloud variables',
      },
      setupTime: {
        en: 'Hours to days; longer if you host it yourself',
        fr: 'Quelques heures à quelques jours ; davantage en auto-hébergement',
      },
      offline: { en: 'Limited: mainly used online', fr: 'Limité : surtout utilisé en ligne' },
      sharedDatabase: { en: 'Yes, team-based with roles', fr: 'Oui, pensé pour les équipes, avec des rôles' },
      learningCurve: { en: 'Steeper: many modules', fr: 'Plus raide : de nombreux modules' },
      targetUsers: {
        en: 'Small and mid-sized firms joining sales, marketing and support',
        fr: 'PME qui veulent réunir vente, marketing et support',
      },
    },
    discounts: {
      en: `Vtiger gives you two routes to keep costs down, and the usual software practices apply too. Check the current terms on Vtiger’s site before you count on any of them.

- **The open-source edition** has no licence fee, but hosting, updates and support are yours to handle: count that time.
- **Cloud plans**: annual billing is generally cheaper than monthly billing, and a trial lets you test before you pay.
- **Pick the edition that matches your needs**: Vtiger has offered separate editions for sales, for support and for the full suite.
- **Partners and resellers** sometimes add setup and local support to their offers.
- **Ask sales** when you equip a team, especially near the end of a quarter.

Be careful with codes from coupon sites: confirm any offer with Vtiger directly.`,
      fr: `Vtiger offre deux voies pour limiter les coûts, en plus des pratiques habituelles. Vérifiez les conditions actuelles sur le site de Vtiger avant de compter sur l’une d’elles.

- **L’édition open source** n’a pas de coût de licence, mais l’hébergement, les mises à jour et le support sont à votre charge : comptez ce temps.
- **Formules cloud** : la facturation annuelle revient en général moins cher que le paiement au mois, et un essai permet de tester avant de payer.
- **Choisissez l’édition adaptée à vos besoins** : Vtiger a proposé des éditions distinctes pour la vente, le support ou la suite complète.
- **Les partenaires et revendeurs** proposent parfois mise en place et support local.
- **Contactez le service commercial** si vous équipez plusieurs personnes, surtout à l’approche de la fin d’un trimestre.

Prudence avec les codes des sites de bons plans : faites confirmer toute offre par Vtiger.`,
    },
    switching: {
      en: `Switching to Track makes sense if you use only a small part of Vtiger, mainly contacts, deals and quotes, and want them on your phone without maintaining a server or configuring modules. Track is free, works offline and makes PDF quotes from your products. Export your contacts as a CSV file and [import them into Track](/docs/manage-contacts/add-a-contact-import).

Staying with Vtiger makes more sense if support tickets, inventory, invoicing or campaigns run through it, or if you need to host your data yourself.`,
      fr: `Passer à Track a du sens si vous n’utilisez qu’une petite partie de Vtiger, surtout les contacts, les affaires et les devis, et que vous les voulez sur votre téléphone sans entretenir de serveur ni configurer de modules. Track est gratuit, fonctionne hors connexion et crée des devis PDF à partir de vos produits. Exportez vos contacts au format CSV et [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur Vtiger est plus judicieux si vos tickets de support, vos stocks, votre facturation ou vos campagnes passent par lui, ou si vous devez héberger vos données vous-même.`,
    },
  },
  {
    id: 'zoho-crm',
    name: 'Zoho CRM',
    title: {
      en: 'Zoho CRM discount & promo code: compare with Track',
      fr: 'Code promo et réduction Zoho CRM : comparez avec Track',
    },
    description: {
      en: 'Looking for a Zoho CRM discount or promo code? See how people usually save on Zoho CRM, and how it compares with Track, the free mobile CRM.',
      fr: 'Vous cherchez une réduction ou un code promo Zoho CRM ? Voici comment payer moins cher, et ce que propose Track, le CRM mobile gratuit.',
    },
    tagline: {
      en: 'Zoho CRM is the configurable heart of Zoho’s broad app suite; Track is a free, mobile-first CRM for people who sell on their own.',
      fr: 'Zoho CRM est le cœur paramétrable de la vaste suite d’applis Zoho ; Track est un CRM mobile gratuit pour ceux qui vendent seuls.',
    },
    suits: {
      en: `Zoho CRM is the main CRM of Zoho’s broad suite of business apps, which also covers accounting, support, marketing, email and more. It suits growing businesses that want a configurable CRM able to grow with them, especially if they already use other Zoho apps or plan to.

What it does well:

- **A broad suite**: CRM data connects to Zoho’s accounting, help desk, marketing and other apps.
- **Customisation**: modules, fields, layouts and processes can be shaped to your business.
- **Process tools** such as Blueprint to guide each deal through defined steps.
- **Zia**, Zoho’s AI assistant, for predictions and suggestions.
- **A free edition with limits** on users and features; check the current terms on Zoho’s site.
- **Mobile apps** alongside the web version.`,
      fr: `Zoho CRM est le CRM principal de la vaste suite d’applis professionnelles de Zoho, qui couvre aussi comptabilité, support, marketing, messagerie et bien plus. Il convient aux entreprises en croissance qui veulent un CRM paramétrable capable de grandir avec elles, surtout si elles utilisent déjà d’autres applis Zoho ou comptent le faire.

Ses points forts :

- **Une suite très large** : les données du CRM se relient à la comptabilité, au support, au marketing et aux autres applis de Zoho.
- **La personnalisation** : modules, champs, mises en page et processus s’adaptent à votre activité.
- **Des outils de processus** comme Blueprint pour guider chaque affaire à travers des étapes définies.
- **Zia**, l’assistant IA de Zoho, pour les prévisions et les suggestions.
- **Une édition gratuite** limitée en utilisateurs et en fonctions ; vérifiez les conditions actuelles sur son site.
- **Des applis mobiles** en plus de la version web.`,
    },
    comparison: {
      mobileFirst: { en: 'Web-first, with iOS and Android apps', fr: 'Pensé d’abord pour le web, avec des applis iOS et Android' },
      freePlan: { en: 'Free edition with limits on users and features', fr: 'Édition gratuite limitée en utilisateurs et en fonctions' },
      setupTime: {
        en: 'Hours to days; more with custom processes',
        fr: 'Quelques heures à quelques jours ; davantage avec des processus sur mesure',
      },
      offline: { en: 'Limited offline access in the mobile apps', fr: 'Accès hors connexion limité dans les applis mobiles' },
      sharedDatabase: { en: 'Yes, with roles, profiles and territories', fr: 'Oui, avec rôles, profils et territoires' },
      learningCurve: { en: 'Steeper: many modules and settings', fr: 'Plus raide : nombreux modules et réglages' },
      targetUsers: {
        en: 'Growing businesses, especially those using other Zoho apps',
        fr: 'Entreprises en croissance, surtout déjà équipées d’applis Zoho',
      },
    },
    discounts: {
      en: `Zoho publishes its editions on its site, and there are several well-known ways to pay less. Check the current terms on Zoho’s site before you count on any of them.

- **Annual billing** is generally cheaper than monthly billing.
- **Start on the free edition** if its limits fit, then upgrade.
- **Zoho One** bundles many Zoho apps; compare it with single apps if you need several.
- **Zoho for Startups** is Zoho’s programme for eligible young companies; check whether you qualify.
- **Nonprofit offers** exist for some Zoho products; ask Zoho for the current conditions.
- **Zoho partners** can bundle setup and training with their offers.

Codes from coupon sites are often expired or unofficial: confirm any offer with Zoho.`,
      fr: `Zoho présente ses éditions sur son site, et plusieurs moyens bien connus permettent de payer moins cher. Vérifiez les conditions actuelles sur le site de Zoho avant de compter sur l’un d’eux.

- **La facturation annuelle** revient en général moins cher que la facturation mensuelle.
- **Commencez par l’édition gratuite** si ses limites vous conviennent, puis passez à une offre payante.
- **Zoho One** regroupe de nombreuses applis Zoho ; comparez-le aux applis à l’unité si vous en utilisez plusieurs.
- **Zoho for Startups** est le programme de Zoho pour les jeunes entreprises éligibles ; vérifiez si vous y avez droit.
- **Des offres pour les associations** existent sur certains produits Zoho ; demandez à Zoho les conditions actuelles.
- **Les partenaires Zoho** peuvent y ajouter mise en place et formation.

Les codes des sites de bons plans sont souvent expirés ou non officiels : faites confirmer toute offre par Zoho.`,
    },
    switching: {
      en: `Switching to Track makes sense if you set up Zoho CRM for a simple need (contacts, follow-ups and a few deals) and find its menus and settings more than you use. Track is free, takes minutes to start, and works offline on your phone. Export your contacts from Zoho CRM as a CSV file and [import them into Track](/docs/manage-contacts/add-a-contact-import).

Staying with Zoho CRM makes more sense if you rely on other Zoho apps, custom processes, or a team organised with roles and territories.`,
      fr: `Passer à Track a du sens si vous avez installé Zoho CRM pour un besoin simple (des contacts, des relances et quelques affaires) et que ses menus et réglages dépassent largement votre usage. Track est gratuit, se prend en main en quelques minutes et fonctionne hors connexion sur votre téléphone. Exportez vos contacts depuis Zoho CRM au format CSV et [importez-les dans Track](/fr/docs/manage-contacts/add-a-contact-import).

Rester sur Zoho CRM est plus judicieux si vous dépendez d’autres applis Zoho, de processus sur mesure, ou d’une équipe organisée en rôles et territoires.`,
    },
    offer: {
      code: 'SWITCH-ZOHO',
      benefit: {
        en: 'One month of the Business coach free when you switch from Zoho CRM. Enter the code in the app under Settings › Business coach.',
        fr: 'Un mois de Coach business offert si vous quittez Zoho CRM pour Track. Saisissez le code dans l’app, dans Réglages › Coach business.',
      },
    },
  },
] as const satisfies readonly Competitor[]

export type CompetitorId = (typeof competitors)[number]['id']
