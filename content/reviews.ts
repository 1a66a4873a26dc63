import type { Localized } from '../lib/i18n'

/**
 * A testimonial shown in the home page's reviews carousel (/#avis). Testimonials come from real users only: until the
 * company supplies them, the ones here are samples, listed by `npm run check:launch`; the section reads well with none.
 */
export interface Review {
  /** `sample` until a real user wrote it and agreed to its use; then `confirmed`. */
  status: 'sample' | 'confirmed'
  /** Stable key: first name, job and city */
  id: string
  /** First name only */
  firstName: string
  /** Their trade, lower case, as it reads after the name: "plumber" / "plombier" */
  job: Localized
  city: string
  /** What they use Track for, in their words: modest and concrete, no figures, no ratings */
  quote: Localized
}

export const reviews: readonly Review[] = [
  {
    status: 'sample',
    id: 'karim-plumber-lyon',
    firstName: 'Karim',
    job: { en: 'plumber', fr: 'plombier' },
    city: 'Lyon',
    quote: {
      en: 'I used to write my quotes in the evening, from notes on scraps of paper. Now I add the customer on the doorstep, pick the parts from my product list and send the quote before I leave. The reminders stop me forgetting to follow up.',
      fr: 'Avant, je faisais mes devis le soir à partir de bouts de papier. Maintenant, j’enregistre le client sur le pas de la porte, je choisis les pièces dans ma liste de produits et j’envoie le devis avant de repartir. Et les rappels m’évitent d’oublier les relances.',
    },
  },
  {
    status: 'sample',
    id: 'elodie-life-coach-bordeaux',
    firstName: 'Élodie',
    job: { en: 'life coach', fr: 'coach de vie' },
    city: 'Bordeaux',
    quote: {
      en: 'My sessions run back to back, so I jot down the essentials right after each one and set a reminder for the next check-in. When a client calls me back, I open her page and I know straight away where we left off.',
      fr: 'J’enchaîne les séances, alors je note l’essentiel juste après chacune et je programme un rappel pour le prochain point. Quand une cliente me rappelle, j’ouvre sa fiche et je sais tout de suite où nous en étions.',
    },
  },
  {
    status: 'sample',
    id: 'thomas-recruiter-lille',
    firstName: 'Thomas',
    job: { en: 'recruiter', fr: 'recruteur' },
    city: 'Lille',
    quote: {
      en: 'Each assignment from a client company is a deal in Track. I renamed the stages to match the way I work, and a glance at the pipeline tells me which searches need my attention this week.',
      fr: 'Chaque mission confiée par une entreprise cliente est une affaire dans Track. J’ai renommé les étapes pour coller à ma façon de travailler, et un coup d’œil au pipeline me montre les recherches qui demandent mon attention cette semaine.',
    },
  },
  {
    status: 'sample',
    id: 'nathalie-real-estate-agent-nantes',
    firstName: 'Nathalie',
    job: { en: 'real-estate agent', fr: 'agente immobilière' },
    city: 'Nantes',
    quote: {
      en: 'Between viewings I note everything while it’s fresh: what the buyers liked, what put them off, when to call them back. My assistant sees the same contacts through the shared database, so nobody calls the same person twice.',
      fr: 'Entre deux visites, je note tout à chaud : ce qui a plu aux acheteurs, ce qui les a freinés, quand les rappeler. Mon assistante voit les mêmes contacts grâce à la base partagée, alors personne n’appelle deux fois la même personne.',
    },
  },
  {
    status: 'sample',
    id: 'ines-beautician-toulouse',
    firstName: 'Inès',
    job: { en: 'beautician', fr: 'esthéticienne' },
    city: 'Toulouse',
    quote: {
      en: 'I keep a note on each client: skin type, the products she prefers, allergies. My treatments are in the product list, and at the end of the month the reports show me which ones are most popular.',
      fr: 'Je garde une note sur chaque cliente : type de peau, produits préférés, allergies. Mes soins sont dans la liste des produits, et en fin de mois les rapports me montrent ceux qui marchent le mieux.',
    },
  },
  {
    status: 'sample',
    id: 'mathieu-events-caterer-paris',
    firstName: 'Mathieu',
    job: { en: 'events caterer', fr: 'traiteur événementiel' },
    city: 'Paris',
    quote: {
      en: 'Enquiries for weddings and company events come in all year, months before the date. Each one becomes a deal with its quote, and a reminder tells me when to check back. My business partner works from the same database on her phone.',
      fr: 'Les demandes pour des mariages et des événements d’entreprise arrivent toute l’année, des mois avant la date. Chacune devient une affaire avec son devis, et un rappel me dit quand relancer. Mon associée travaille sur la même base depuis son téléphone.',
    },
  },
]
