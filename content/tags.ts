import type { Localized } from '../lib/i18n'

export interface Tag {
  slug: string
  label: Localized
  description: Localized
}

export const tags = [
  {
    slug: 'beauticians',
    label: { en: 'Beauticians', fr: 'Esthéticiennes' },
    description: {
      en: 'Posts for beauticians and beauty professionals who want to keep clients coming back and fill their diary.',
      fr: 'Des articles pour les esthéticiennes et les pros de la beauté qui veulent fidéliser leurs clientes et remplir leur agenda.',
    },
  },
  {
    slug: 'boost-your-sales',
    label: { en: 'Boost your sales', fr: 'Développer vos ventes' },
    description: {
      en: 'Practical ways to win more deals and sell more to the customers you already have.',
      fr: 'Des méthodes concrètes pour signer plus d’affaires et vendre davantage à vos clients actuels.',
    },
  },
  {
    slug: 'business',
    label: { en: 'Business', fr: 'Entreprise' },
    description: {
      en: 'Running a small business on your own: organisation, habits and decisions that keep it healthy.',
      fr: 'Faire tourner une petite entreprise seul : organisation, habitudes et décisions qui la gardent en bonne santé.',
    },
  },
  {
    slug: 'business-coach',
    label: { en: 'Business coach', fr: 'Coach business' },
    description: {
      en: 'Advice from Track’s Business coach team and how personalised coaching helps you grow your sales.',
      fr: 'Les conseils de l’équipe Coach business de Track et ce qu’un accompagnement personnalisé apporte à vos ventes.',
    },
  },
  {
    slug: 'coaches',
    label: { en: 'Coaches', fr: 'Coachs' },
    description: {
      en: 'Posts for coaches who sell sessions and programmes and follow each client over time.',
      fr: 'Des articles pour les coachs qui vendent des séances et des programmes et suivent chaque client dans la durée.',
    },
  },
  {
    slug: 'construction',
    label: { en: 'Construction', fr: 'Bâtiment' },
    description: {
      en: 'Posts for builders and trades on site: quotes, follow-ups and jobs to schedule between two worksites.',
      fr: 'Des articles pour les pros du bâtiment : devis, relances et chantiers à organiser entre deux interventions.',
    },
  },
  {
    slug: 'craftsperson',
    label: { en: 'Craftspeople', fr: 'Artisans' },
    description: {
      en: 'Posts for craftspeople who quote, follow up and sell their know-how without an office team.',
      fr: 'Des articles pour les artisans qui chiffrent, relancent et vendent leur savoir-faire sans équipe administrative.',
    },
  },
  {
    slug: 'crm',
    label: { en: 'CRM', fr: 'CRM' },
    description: {
      en: 'What a CRM is, what it should do for an independent, and how to use one without wasting time.',
      fr: 'Ce qu’est un CRM, ce qu’il doit apporter à un indépendant et comment s’en servir sans perdre de temps.',
    },
  },
  {
    slug: 'customers',
    label: { en: 'Customers', fr: 'Clients' },
    description: {
      en: 'Finding customers, understanding them and keeping them happy enough to come back and recommend you.',
      fr: 'Trouver des clients, les comprendre et les satisfaire assez pour qu’ils reviennent et vous recommandent.',
    },
  },
  {
    slug: 'customers-management',
    label: { en: 'Customer management', fr: 'Gestion des clients' },
    description: {
      en: 'Organising your customer list, notes and follow-ups so nobody slips through the cracks.',
      fr: 'Organiser votre fichier clients, vos notes et vos relances pour que personne ne passe entre les mailles du filet.',
    },
  },
  {
    slug: 'door-to-door-selling',
    label: { en: 'Door-to-door selling', fr: 'Vente à domicile' },
    description: {
      en: 'Posts for people who sell door to door or at home, and need to log every visit on the spot.',
      fr: 'Des articles pour celles et ceux qui vendent en porte-à-porte ou à domicile et notent chaque visite sur le moment.',
    },
  },
  {
    slug: 'events-industry-jobs',
    label: { en: 'Events industry', fr: 'Métiers de l’événementiel' },
    description: {
      en: 'Posts for event planners, caterers, DJs and photographers juggling dates, quotes and suppliers.',
      fr: 'Des articles pour les organisateurs, traiteurs, DJ et photographes qui jonglent entre dates, devis et prestataires.',
    },
  },
  {
    slug: 'free-crm',
    label: { en: 'Free CRM', fr: 'CRM gratuit' },
    description: {
      en: 'Getting organised with a free CRM, and what to look for before you choose one.',
      fr: 'S’organiser avec un CRM gratuit, et ce qu’il faut regarder avant d’en choisir un.',
    },
  },
  {
    slug: 'freelance',
    label: { en: 'Freelance', fr: 'Freelance' },
    description: {
      en: 'Working freelance day to day: finding work, pricing it and keeping your business steady.',
      fr: 'Le quotidien du freelance : trouver des missions, les chiffrer et garder une activité régulière.',
    },
  },
  {
    slug: 'freelancers',
    label: { en: 'Freelancers', fr: 'Freelances' },
    description: {
      en: 'Posts written for freelancers, from your first customer to a full diary.',
      fr: 'Des articles écrits pour les freelances, du premier client à l’agenda bien rempli.',
    },
  },
  {
    slug: 'increase-sales',
    label: { en: 'Increase sales', fr: 'Augmenter vos ventes' },
    description: {
      en: 'Habits and methods that turn more leads into signed deals.',
      fr: 'Les habitudes et méthodes qui transforment davantage de prospects en affaires signées.',
    },
  },
  {
    slug: 'investors',
    label: { en: 'Investors', fr: 'Investisseurs' },
    description: {
      en: 'Posts for people who deal with investors or property buyers and need a clear follow-up of every contact.',
      fr: 'Des articles pour celles et ceux qui traitent avec des investisseurs ou des acquéreurs et doivent suivre chaque contact de près.',
    },
  },
  {
    slug: 'jobs',
    label: { en: 'Jobs', fr: 'Métiers' },
    description: {
      en: 'How different trades and professions use a CRM in their everyday work.',
      fr: 'Comment différents métiers utilisent un CRM dans leur travail de tous les jours.',
    },
  },
  {
    slug: 'mobile-app',
    label: { en: 'Mobile app', fr: 'Appli mobile' },
    description: {
      en: 'Working from your phone: why a mobile app fits people who sell on the move.',
      fr: 'Travailler depuis votre téléphone : pourquoi une appli mobile convient à ceux qui vendent en déplacement.',
    },
  },
  {
    slug: 'personnal-services',
    label: { en: 'Personal services', fr: 'Services à la personne' },
    description: {
      en: 'Posts for home-help, childcare, tutoring and other personal-services professionals who work with regular clients.',
      fr: 'Des articles pour les pros des services à la personne (aide à domicile, garde d’enfants, cours) qui travaillent avec des clients réguliers.',
    },
  },
  {
    slug: 'quote-management',
    label: { en: 'Quote management', fr: 'Gestion des devis' },
    description: {
      en: 'Writing clear quotes, sending them fast and following them up until you get an answer.',
      fr: 'Rédiger des devis clairs, les envoyer vite et les relancer jusqu’à obtenir une réponse.',
    },
  },
  {
    slug: 'real-estate',
    label: { en: 'Real estate', fr: 'Immobilier' },
    description: {
      en: 'Posts for real-estate agents who follow sellers, buyers and visits from their phone.',
      fr: 'Des articles pour les agents immobiliers qui suivent vendeurs, acquéreurs et visites depuis leur téléphone.',
    },
  },
  {
    slug: 'recruiters',
    label: { en: 'Recruiters', fr: 'Recruteurs' },
    description: {
      en: 'Posts for recruiters who keep track of both client companies and candidates.',
      fr: 'Des articles pour les recruteurs qui suivent à la fois leurs entreprises clientes et leurs candidats.',
    },
  },
  {
    slug: 'revenue',
    label: { en: 'Revenue', fr: 'Chiffre d’affaires' },
    description: {
      en: 'Growing and steadying your income as an independent, one decision at a time.',
      fr: 'Faire grandir et stabiliser votre chiffre d’affaires d’indépendant, une décision après l’autre.',
    },
  },
  {
    slug: 'sales',
    label: { en: 'Sales', fr: 'Vente' },
    description: {
      en: 'Selling without a sales team: prospecting, conversations, negotiation and closing.',
      fr: 'Vendre sans équipe commerciale : prospection, échanges, négociation et signature.',
    },
  },
  {
    slug: 'sales-management',
    label: { en: 'Sales management', fr: 'Gestion commerciale' },
    description: {
      en: 'Following your pipeline, your figures and your follow-ups so you always know where your sales stand.',
      fr: 'Suivre votre pipeline, vos chiffres et vos relances pour savoir à tout moment où en sont vos ventes.',
    },
  },
  {
    slug: 'sales-representative',
    label: { en: 'Sales representatives', fr: 'Commerciaux' },
    description: {
      en: 'Posts for field sales representatives and agents who visit customers and report on the go.',
      fr: 'Des articles pour les commerciaux et agents terrain qui visitent leurs clients et font leur suivi en route.',
    },
  },
  {
    slug: 'save-time',
    label: { en: 'Save time', fr: 'Gagner du temps' },
    description: {
      en: 'Cutting admin and repeated work so more of your day goes to customers.',
      fr: 'Réduire l’administratif et les tâches répétitives pour consacrer plus de temps à vos clients.',
    },
  },
  {
    slug: 'self-employed',
    label: { en: 'Self-employed', fr: 'Indépendants' },
    description: {
      en: 'Posts for self-employed people who handle selling, delivering and admin on their own.',
      fr: 'Des articles pour les indépendants qui gèrent seuls la vente, la réalisation et l’administratif.',
    },
  },
  {
    slug: 'stock-management',
    label: { en: 'Stock management', fr: 'Gestion du stock' },
    description: {
      en: 'Stock and inventory. Track doesn’t manage stock: its Products tab is the catalogue you quote from, with prices, not quantities in stock.',
      fr: 'Stock et inventaire. Track ne gère pas de stock : son onglet Produits est le catalogue de vos devis, avec des prix, pas des quantités en stock.',
    },
  },
  {
    slug: 'tags',
    label: { en: 'Tags', fr: 'Étiquettes' },
    description: {
      en: 'Using tags and labels to sort customers and find the right ones at the right time.',
      fr: 'Utiliser des étiquettes et des mots-clés pour trier vos clients et retrouver les bons au bon moment.',
    },
  },
  {
    slug: 'time-management',
    label: { en: 'Time management', fr: 'Gestion du temps' },
    description: {
      en: 'Planning your week, protecting selling time and not forgetting the calls that matter.',
      fr: 'Planifier votre semaine, protéger votre temps de vente et ne plus oublier les appels qui comptent.',
    },
  },
  {
    slug: 'track',
    label: { en: 'Track', fr: 'Track' },
    description: {
      en: 'News, ideas and ways of working from the team that builds Track.',
      fr: 'Actualités, idées et méthodes de travail de l’équipe qui conçoit Track.',
    },
  },
] as const satisfies readonly Tag[]
