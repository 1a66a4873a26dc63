import type { Localized } from '../lib/i18n'
import { confirmed, sample, type Supplied } from '../lib/supplied'

export interface Author {
  id: string
  name: Localized
  role: Localized
  bio: Localized
  /** Shown in a circle when there is no avatar image. */
  initials: string
  /** Profiles elsewhere: addresses only the company can supply, so sample() until confirmed (lib/supplied.ts). */
  links: { label: string; href: Supplied<string, 'withhold'> }[]
}

export const authors = [
  {
    id: 'track-team',
    name: { en: 'The Track team', fr: 'L’équipe Track' },
    role: { en: 'Product team, Paris', fr: 'Équipe produit, Paris' },
    bio: {
      en: 'The people who design and build Track in Paris. We write about selling on the move, organising your customers and keeping admin short.',
      fr: 'Les personnes qui conçoivent et développent Track à Paris. Nous écrivons sur la vente en mobilité, l’organisation de vos clients et l’art de réduire l’administratif.',
    },
    initials: 'TT',
    links: [
      {
        label: 'LinkedIn',
        href: sample('https://www.linkedin.com/company/track-crm', 'The Track team’s LinkedIn page (/blog/authors)', 'withhold'),
      },
    ],
  },
  {
    id: 'business-coach-team',
    name: { en: 'The Business coach team', fr: 'L’équipe Coach business' },
    role: { en: 'Sales coaching, Track', fr: 'Accompagnement commercial, Track' },
    bio: {
      en: 'The team behind Track’s Business coach. We turn what works for independent sellers into short, practical advice.',
      fr: 'L’équipe derrière le Coach business de Track. Nous transformons ce qui marche chez les indépendants en conseils courts et concrets.',
    },
    initials: 'BC',
    links: [],
  },
] as const satisfies readonly Author[]
