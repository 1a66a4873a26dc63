// Synthetic content for `npm run bench:scale`: N blog posts and N help pages per language, written
// into a temporary copy of the project (never into the repository). Pure: the same options always give
// the same files. Text is built from parallel English/French template sentences picked by a seeded
// generator, so each French file is the translation of its English twin and reads like French.
import fs from 'node:fs'
import path from 'node:path'

export const SYNTHETIC_POST_PREFIX = 'synthetic-post-'
export const SYNTHETIC_DOC_FOLDER = 'synthetic'

/** Small seeded PRNG (mulberry32): deterministic, no dependency. */
export function seededRandom(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** French typography for prose written with plain spaces and apostrophes: no-break space before ":" and
 *  inside « », narrow no-break space before ; ? !, typographic apostrophe. */
export function frenchTypography(text) {
  return text
    .replace(/'/g, '’')
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
}

/** Tag slugs, author ids and category ids, read from the TypeScript data files (plain Node cannot import .ts). */
export function readContentIds(root) {
  const read = (file) => fs.readFileSync(path.join(root, 'content', file), 'utf8')
  const ids = (text, key) => [...text.matchAll(new RegExp(`^ {4}${key}: '([^']+)'`, 'gm'))].map((m) => m[1])
  return { tags: ids(read('tags.ts'), 'slug'), authors: ids(read('authors.ts'), 'id'), categories: ids(read('categories.ts'), 'id') }
}

// ---------------------------------------------------------------------------------------------------
// Parallel English / French material. Index i in one language is the translation of index i in the other.

const TOPICS = [
  ['Follow up every quote', 'Relancer chaque devis'],
  ['Plan a week of sales', 'Planifier une semaine de vente'],
  ['Keep a clean customer list', 'Tenir un fichier clients propre'],
  ['Prepare a first meeting', 'Préparer un premier rendez-vous'],
  ['Price your work with confidence', 'Fixer ses prix avec assurance'],
  ['Turn a visit into a signed deal', 'Transformer une visite en affaire signée'],
  ['Stop forgetting to call back', 'Ne plus oublier de rappeler'],
  ['Read your monthly figures', 'Lire ses chiffres du mois'],
  ['Get more referrals', 'Obtenir plus de recommandations'],
  ['Organise your day between two appointments', 'Organiser sa journée entre deux rendez-vous'],
  ['Win back quiet customers', 'Reconquérir les clients silencieux'],
  ['Write a quote that gets signed', 'Rédiger un devis qui se signe'],
  ['Build a simple pipeline', 'Construire un pipeline simple'],
  ['Spend less time on admin', 'Passer moins de temps sur l’administratif'],
  ['Take notes that help you sell', 'Prendre des notes qui aident à vendre'],
  ['Prospect without being pushy', 'Prospecter sans forcer'],
  ['Handle a price objection', 'Répondre à une objection sur le prix'],
  ['Share customers with a partner', 'Partager ses clients avec un associé'],
  ['Get ready for the busy season', 'Se préparer à la haute saison'],
  ['Keep in touch after the job', 'Garder le contact après la prestation'],
  ['Choose what to sell first', 'Choisir quoi vendre en priorité'],
  ['Work from your phone on the road', 'Travailler depuis son téléphone en déplacement'],
  ['Set goals you can keep', 'Se fixer des objectifs tenables'],
  ['Say no to the wrong customers', 'Dire non aux mauvais clients'],
  ['Start the year with a clear list', 'Commencer l’année avec une liste claire'],
]

// English with its article; French without (« quand on est plombier »).
const AUDIENCES = [
  ['a plumber', 'plombier'],
  ['an electrician', 'électricien'],
  ['a house painter', 'peintre en bâtiment'],
  ['a carpenter', 'menuisier'],
  ['a roofer', 'couvreur'],
  ['a landscaper', 'paysagiste'],
  ['a mobile hairdresser', 'coiffeur à domicile'],
  ['a photographer', 'photographe'],
  ['a wedding planner', 'wedding planner'],
  ['a caterer', 'traiteur'],
  ['a DJ', 'DJ'],
  ['a personal trainer', 'coach sportif'],
  ['a life coach', 'coach de vie'],
  ['a consultant', 'consultant'],
  ['a web designer', 'webdesigner'],
  ['a translator', 'traducteur'],
  ['a real-estate agent', 'agent immobilier'],
  ['a recruiter', 'recruteur'],
  ['a sales representative', 'commercial'],
  ['an insurance broker', 'courtier en assurances'],
  ['a kitchen fitter', 'cuisiniste'],
  ['a locksmith', 'serrurier'],
  ['a cleaner', 'agent d’entretien'],
  ['a home-help worker', 'aide à domicile'],
  ['a private tutor', 'professeur particulier'],
  ['a driving instructor', 'moniteur d’auto-école'],
  ['a mason', 'maçon'],
  ['a tiler', 'carreleur'],
  ['an architect', 'architecte'],
  ['an interior designer', 'décorateur d’intérieur'],
  ['a florist', 'fleuriste'],
  ['a baker', 'boulanger'],
  ['a winemaker', 'vigneron'],
  ['a beekeeper', 'apiculteur'],
  ['a bike mechanic', 'réparateur de vélos'],
  ['a dog groomer', 'toiletteur'],
  ['an osteopath', 'ostéopathe'],
  ['a yoga teacher', 'professeur de yoga'],
  ['a music teacher', 'professeur de musique'],
  ['a tour guide', 'guide touristique'],
  ['a freelance developer', 'développeur freelance'],
]

const lower = (s) => s.charAt(0).toLowerCase() + s.slice(1)

const POST_DESCRIPTIONS = [
  [
    (t, a) => `Practical habits to ${lower(t)} when you are ${a}, without spending your evenings on admin.`,
    (t, a) => `Des habitudes concrètes pour ${lower(t)} quand on est ${a}, sans y passer vos soirées.`,
  ],
  [
    (t, a) => `A simple method to ${lower(t)} as ${a}, step by step, with Track on your phone.`,
    (t, a) => `Une méthode simple pour ${lower(t)} quand on est ${a}, étape par étape, avec Track sur votre téléphone.`,
  ],
  [
    (t, a) => `What works, what does not, and how to ${lower(t)} as ${a} in a few minutes a day.`,
    (t, a) => `Ce qui marche, ce qui ne marche pas, et comment ${lower(t)} quand on est ${a} en quelques minutes par jour.`,
  ],
]

const POST_OPENINGS = [
  [
    (t, a) => `As ${a}, your days are full and selling often comes last.`,
    (t, a) => `Quand on est ${a}, les journées sont pleines et la vente passe souvent en dernier.`,
  ],
  [
    (t, a) => `When you work as ${a}, every customer counts and every forgotten call costs you.`,
    (t, a) => `Quand on travaille comme ${a}, chaque client compte et chaque appel oublié coûte cher.`,
  ],
  [
    (t, a) => `This post is for you if you work as ${a} and want to ${lower(t)} without adding hours to your week.`,
    (t, a) => `Cet article est pour vous si vous êtes ${a} et voulez ${lower(t)} sans ajouter d’heures à votre semaine.`,
  ],
]

const SECTIONS = [
  ['Where to start', 'Par où commencer'],
  ['What usually goes wrong', 'Ce qui coince le plus souvent'],
  ['A simple method', 'Une méthode simple'],
  ['Make it part of your routine', 'L’intégrer à votre routine'],
  ['What Track does for you', 'Ce que Track fait pour vous'],
  ['Measure what changes', 'Mesurer ce qui change'],
  ['Mistakes to avoid', 'Les erreurs à éviter'],
  ['A week in practice', 'Une semaine en pratique'],
  ['Talk to your customers', 'Parler à vos clients'],
  ['Keep it short', 'Faire court'],
  ['When you are on the road', 'Quand vous êtes sur la route'],
  ['The next step', 'L’étape suivante'],
]

const SUBSECTIONS = [
  ['Before the appointment', 'Avant le rendez-vous'],
  ['During the conversation', 'Pendant l’échange'],
  ['Right after', 'Juste après'],
  ['At the end of the week', 'En fin de semaine'],
  ['On your phone', 'Sur votre téléphone'],
  ['With a partner', 'Avec un associé'],
  ['The first month', 'Le premier mois'],
  ['When the customer goes quiet', 'Quand le client ne répond plus'],
]

const SENTENCES = [
  [
    'A customer who hears from you at the right moment is far more likely to say yes.',
    'Un client qui a de vos nouvelles au bon moment a bien plus de chances de dire oui.',
  ],
  [
    'Most lost sales are not lost to a competitor, but to silence.',
    'La plupart des ventes perdues ne le sont pas face à un concurrent, mais à cause du silence.',
  ],
  ['Write the next step down before you leave the customer.', 'Notez l’étape suivante avant de quitter le client.'],
  [
    'In Track, an activity with a **Reminder** turns that intention into a notification on your phone.',
    'Dans Track, une activité avec un **Rappel** transforme cette intention en notification sur votre téléphone.',
  ],
  [
    'Ten minutes on Monday morning are enough to see which deals need attention.',
    'Dix minutes le lundi matin suffisent pour voir quelles affaires demandent votre attention.',
  ],
  [
    'The **Pipeline** view shows at a glance where each deal stands.',
    'La vue **Pipeline** montre d’un coup d’œil où en est chaque affaire.',
  ],
  ['Keep your notes short and concrete: a date, a need, a name.', 'Gardez des notes courtes et concrètes : une date, un besoin, un nom.'],
  [
    'Nobody remembers every conversation, and nobody has to.',
    'Personne ne se souvient de chaque conversation, et personne n’y est obligé.',
  ],
  [
    'A quote sent the same day shows that you take the job seriously.',
    'Un devis envoyé le jour même montre que vous prenez le projet au sérieux.',
  ],
  [
    'With **Create quote**, the products of a deal become a PDF you can share straight away.',
    'Avec **Créer un devis**, les produits d’une affaire deviennent un PDF à partager tout de suite.',
  ],
  [
    'If the customer does not answer, follow up once, then once more a week later.',
    'Si le client ne répond pas, relancez une fois, puis une autre une semaine plus tard.',
  ],
  ['A polite follow-up is a service, not a nuisance.', 'Une relance polie est un service, pas une gêne.'],
  [
    'Your phone is already in your pocket, so your customer list should be there too.',
    'Votre téléphone est déjà dans votre poche : votre fichier clients devrait y être aussi.',
  ],
  [
    'Track works offline and syncs what you changed as soon as the connection comes back.',
    'Track fonctionne hors connexion et synchronise vos changements dès que le réseau revient.',
  ],
  [
    'Look at the **Reports** tab at the end of the month rather than guessing.',
    'Consultez l’onglet **Rapports** en fin de mois plutôt que de deviner.',
  ],
  [
    'The conversion rate tells you whether you need more leads or better follow-up.',
    'Le taux de conversion vous dit s’il vous faut plus de prospects ou un meilleur suivi.',
  ],
  [
    'Start small: one habit, kept every day, beats a big plan you drop after a week.',
    'Commencez petit : une habitude tenue chaque jour vaut mieux qu’un grand plan abandonné au bout d’une semaine.',
  ],
  [
    'Ask every happy customer whether they know someone who needs the same help.',
    'Demandez à chaque client satisfait s’il connaît quelqu’un qui a besoin du même service.',
  ],
  [
    'A referral arrives with trust already built, which shortens the sale.',
    'Une recommandation arrive avec la confiance déjà acquise, ce qui raccourcit la vente.',
  ],
  [
    'Before a meeting, open the contact’s page and read the last activities.',
    'Avant un rendez-vous, ouvrez la fiche du contact et relisez les dernières activités.',
  ],
  [
    'Customers notice when you remember what they told you last time.',
    'Les clients remarquent quand vous vous souvenez de ce qu’ils vous ont dit la dernière fois.',
  ],
  [
    'Do not lower your price at the first hesitation; ask what worries them first.',
    'Ne baissez pas votre prix à la première hésitation ; demandez d’abord ce qui inquiète le client.',
  ],
  [
    'Sometimes the answer is a smaller first job rather than a discount.',
    'Parfois, la réponse est une première mission plus petite plutôt qu’une remise.',
  ],
  [
    'Group your visits by area so that you spend more time with customers than in traffic.',
    'Regroupez vos visites par secteur pour passer plus de temps avec vos clients que dans les bouchons.',
  ],
  ['A full diary is not the same as a profitable one.', 'Un agenda plein n’est pas forcément un agenda rentable.'],
  [
    'Mark each deal as won or lost honestly, so your figures mean something.',
    'Classez chaque affaire en gagnée ou perdue honnêtement, pour que vos chiffres aient un sens.',
  ],
  [
    'A lost deal still teaches you something about your offer or your timing.',
    'Une affaire perdue vous apprend toujours quelque chose sur votre offre ou votre calendrier.',
  ],
  [
    'When a partner helps you, a **Shared database** keeps both of you looking at the same information.',
    'Quand un associé vous aide, une **Base partagée** vous permet de travailler sur les mêmes informations.',
  ],
  [
    'Everyone sees the same contacts, deals and activities, without forwarding messages.',
    'Chacun voit les mêmes contacts, affaires et activités, sans transférer de messages.',
  ],
  [
    'Keep your product list up to date, with the right unit and VAT rate.',
    'Tenez votre liste de produits à jour, avec la bonne unité et le bon taux de TVA.',
  ],
  [
    'With a tidy product list, quoting takes seconds instead of an evening at the kitchen table.',
    'Avec une liste de produits à jour, chiffrer prend quelques secondes au lieu d’une soirée sur la table de la cuisine.',
  ],
  [
    'The busy season is easier when your quiet months were spent building a list.',
    'La haute saison est plus simple quand les mois calmes ont servi à construire votre liste.',
  ],
  ['Call the customers you have not heard from in six months.', 'Appelez les clients dont vous n’avez pas de nouvelles depuis six mois.'],
  [
    'A short message to say you are available is often enough to restart the conversation.',
    'Un court message pour dire que vous êtes disponible suffit souvent à relancer la conversation.',
  ],
  [
    'Decide which customers you want more of, and spend your energy there.',
    'Décidez quels clients vous voulez davantage, et mettez votre énergie là.',
  ],
  [
    'Saying no to a job that does not fit leaves room for one that does.',
    'Dire non à un projet qui ne vous correspond pas laisse de la place pour celui qui vous correspond.',
  ],
  [
    'Write your goals as actions you control: calls made, quotes sent, visits done.',
    'Formulez vos objectifs en actions que vous maîtrisez : appels passés, devis envoyés, visites faites.',
  ],
  [
    'Review your goals every Friday and adjust the next week rather than the whole year.',
    'Faites le point sur vos objectifs chaque vendredi et ajustez la semaine suivante plutôt que l’année entière.',
  ],
  [
    'Importing your phone’s contacts takes a few minutes and saves hours of typing.',
    'Importer les contacts de votre téléphone prend quelques minutes et évite des heures de saisie.',
  ],
  [
    'Once your list is in one place, you can finally see who needs a call.',
    'Une fois votre liste réunie au même endroit, vous voyez enfin qui attend un appel.',
  ],
  [
    'Does this customer need a call today, or can it wait until Thursday?',
    'Ce client a-t-il besoin d’un appel aujourd’hui, ou cela peut-il attendre jeudi ?',
  ],
  ['What would make this job a success for them?', 'Qu’est-ce qui ferait de ce projet une réussite pour lui ?'],
  [
    'Nothing replaces a real conversation, but a good list makes sure it happens.',
    'Rien ne remplace une vraie conversation, mais une bonne liste garantit qu’elle ait lieu.',
  ],
  [
    'Admin is part of the job; it just should not take the best hours of your day.',
    'L’administratif fait partie du métier ; il ne doit simplement pas prendre les meilleures heures de votre journée.',
  ],
  [
    'Log a call in a few taps right after you hang up, while it is fresh.',
    'Notez un appel en quelques gestes juste après avoir raccroché, tant que c’est frais.',
  ],
  [
    'Drag the deal’s card to the next column when things move forward.',
    'Faites glisser la carte de l’affaire vers la colonne suivante quand les choses avancent.',
  ],
  [
    'The value of your pipeline by stage shows what might come in next month.',
    'La valeur de votre pipeline par étape montre ce qui pourrait rentrer le mois prochain.',
  ],
  [
    'A clear list of what to do tomorrow makes it easier to stop working tonight.',
    'Une liste claire de ce qu’il faut faire demain aide à s’arrêter de travailler ce soir.',
  ],
]

const LIST_LEAD = ['For each customer, keep at least:', 'Pour chaque client, gardez au minimum :']
const LIST_ITEMS = [
  ['a name and a phone number', 'un nom et un numéro de téléphone'],
  ['the date of your last conversation', 'la date de votre dernier échange'],
  ['the next step, with its date', 'la prochaine étape, avec sa date'],
  ['the value of the deal', 'la valeur de l’affaire'],
  ['how they heard of you', 'comment il vous a connu'],
  ['the best time to call', 'le meilleur moment pour appeler'],
  ['the products they asked about', 'les produits qui l’intéressent'],
  ['the **Stage** of the deal', 'l’**Étape** de l’affaire'],
]

const DOC_ACTIONS = [
  ['Add', 'Ajouter'],
  ['Check', 'Vérifier'],
  ['Update', 'Mettre à jour'],
  ['Find', 'Retrouver'],
  ['Review', 'Revoir'],
  ['Prepare', 'Préparer'],
  ['Complete', 'Compléter'],
  ['Organise', 'Organiser'],
]

/** Objects of a help page, with the app's own steps for each (words from content/README.md). */
const DOC_OBJECTS = [
  {
    name: ['a contact', 'un contact'],
    category: 'manage-contacts',
    steps: [
      ['Open the **Contacts** tab at the bottom of the screen.', 'Ouvrez l’onglet **Contacts** en bas de l’écran.'],
      [
        'Tap the contact, or tap **+** then **Add contact** for a new one.',
        'Touchez le contact, ou touchez **+** puis **Ajouter un contact** pour en créer un.',
      ],
      ['Tap **Edit** at the top right to change a field.', 'Touchez **Modifier** en haut à droite pour changer un champ.'],
      ['Check the name, the phone number and the notes.', 'Vérifiez le nom, le numéro de téléphone et les notes.'],
      ['Tap **Save**.', 'Touchez **Enregistrer**.'],
    ],
  },
  {
    name: ['a deal', 'une affaire'],
    category: 'manage-deals',
    steps: [
      ['Open the **Deals** tab at the bottom of the screen.', 'Ouvrez l’onglet **Affaires** en bas de l’écran.'],
      ['Tap the deal, or tap **+** then **Add deal** for a new one.', 'Touchez l’affaire, ou touchez **+** puis **Ajouter une affaire**.'],
      ['Check its **Stage** and its expected closing date.', 'Vérifiez son **Étape** et sa date de signature prévue.'],
      [
        'In the **Pipeline** view, drag its card to the next column if it moved forward.',
        'Dans la vue **Pipeline**, faites glisser sa carte vers la colonne suivante si elle a avancé.',
      ],
      ['Tap **Save**.', 'Touchez **Enregistrer**.'],
    ],
  },
  {
    name: ['an activity', 'une activité'],
    category: 'manage-contacts',
    steps: [
      ['Open the **Activities** tab at the bottom of the screen.', 'Ouvrez l’onglet **Activités** en bas de l’écran.'],
      ['Tap **+** then **Add activity**.', 'Touchez **+** puis **Ajouter une activité**.'],
      [
        'Choose a call, a meeting, a task or a note, with a date and a time.',
        'Choisissez un appel, un rendez-vous, une tâche ou une note, avec une date et une heure.',
      ],
      ['Link it to a contact or a deal.', 'Liez-la à un contact ou à une affaire.'],
      ['Tap **Save**.', 'Touchez **Enregistrer**.'],
    ],
  },
  {
    name: ['a product', 'un produit'],
    category: 'manage-products',
    steps: [
      ['Open the **Products** tab at the bottom of the screen.', 'Ouvrez l’onglet **Produits** en bas de l’écran.'],
      [
        'Tap **+** then **Add product**, or tap an existing product.',
        'Touchez **+** puis **Ajouter un produit**, ou touchez un produit existant.',
      ],
      [
        'Fill in the name, the unit price excl. VAT, the unit and the VAT rate.',
        'Renseignez le nom, le prix unitaire HT, l’unité et le taux de TVA.',
      ],
      ['Add a short description your customers will understand.', 'Ajoutez une courte description compréhensible par vos clients.'],
      ['Tap **Save**.', 'Touchez **Enregistrer**.'],
    ],
  },
  {
    name: ['a quote', 'un devis'],
    category: 'manage-deals',
    steps: [
      ['Open the **Deals** tab at the bottom of the screen.', 'Ouvrez l’onglet **Affaires** en bas de l’écran.'],
      ['Tap the deal the quote is for.', 'Touchez l’affaire concernée par le devis.'],
      ['Check the product lines and their quantities.', 'Vérifiez les lignes de produits et leurs quantités.'],
      ['Tap **Create quote**.', 'Touchez **Créer un devis**.'],
      ['Share the PDF with your customer.', 'Partagez le PDF avec votre client.'],
    ],
  },
  {
    name: ['a reminder', 'un rappel'],
    category: 'manage-contacts',
    steps: [
      ['Open the **Activities** tab at the bottom of the screen.', 'Ouvrez l’onglet **Activités** en bas de l’écran.'],
      ['Tap the activity the reminder is for.', 'Touchez l’activité concernée par le rappel.'],
      [
        'Tap **Edit**, then set a **Reminder** with a date and a time.',
        'Touchez **Modifier**, puis réglez un **Rappel** avec une date et une heure.',
      ],
      ['Tap **Save**.', 'Touchez **Enregistrer**.'],
      [
        'When the notification arrives, open the activity and tap **Mark as done** once it is finished.',
        'Quand la notification arrive, ouvrez l’activité et touchez **Marquer comme fait** une fois terminée.',
      ],
    ],
  },
]

const DOC_CONTEXTS = [
  ['after a trade fair', 'après un salon'],
  ['on a job site', 'sur un chantier'],
  ['between two appointments', 'entre deux rendez-vous'],
  ['at the end of the week', 'en fin de semaine'],
  ['before a meeting', 'avant un rendez-vous'],
  ['without a connection', 'sans connexion'],
  ['with a partner', 'avec un associé'],
  ['from the pipeline', 'depuis le pipeline'],
  ['on a Monday morning', 'le lundi matin'],
  ['after a phone call', 'après un appel'],
  ['before the holidays', 'avant les vacances'],
  ['at the start of the month', 'en début de mois'],
  ['for a new customer', 'pour un nouveau client'],
  ['for a regular customer', 'pour un client régulier'],
  ['during a visit', 'pendant une visite'],
  ['from your car', 'depuis votre voiture'],
  ['in a few taps', 'en quelques gestes'],
  ['at the end of the day', 'en fin de journée'],
  ['before sending a quote', 'avant d’envoyer un devis'],
  ['after a lost deal', 'après une affaire perdue'],
  ['for the busy season', 'pour la haute saison'],
]

const DOC_PROBLEMS = [
  [
    '**The change does not show on my other phone.** Both devices need a connection to sync. Open Track on the first phone while online, wait a moment, then check again.',
    '**La modification n’apparaît pas sur mon autre téléphone.** Les deux appareils ont besoin d’une connexion pour se synchroniser. Ouvrez Track sur le premier téléphone avec du réseau, patientez un instant, puis vérifiez de nouveau.',
  ],
  [
    '**I cannot find the button.** Make sure you are on the right tab at the bottom of the screen, then scroll back to the top of the list.',
    '**Je ne trouve pas le bouton.** Vérifiez que vous êtes sur le bon onglet en bas de l’écran, puis remontez en haut de la liste.',
  ],
  [
    '**My partner does not see it.** Check in **Settings** › **Shared database** that they are a member of your database.',
    '**Mon associé ne le voit pas.** Vérifiez dans **Réglages** › **Base partagée** qu’il fait bien partie de votre base.',
  ],
  [
    '**I did not get the notification.** Check that notifications are allowed for Track in your phone’s settings.',
    '**Je n’ai pas reçu la notification.** Vérifiez que les notifications sont autorisées pour Track dans les réglages de votre téléphone.',
  ],
]

const DOC_LABELS = {
  how: ['How to do it', 'Comment faire'],
  why: ['Why it helps', 'Pourquoi c’est utile'],
  field: ['In the field', 'Sur le terrain'],
  tip: ['Good to know', 'Bon à savoir'],
  problems: ['If something goes wrong', 'En cas de problème'],
  stuck: [
    'Still stuck? [Contact support](/docs/contact-support) and tell us what you see.',
    'Toujours bloqué ? [Contactez le support](/fr/docs/contact-support) et décrivez ce que vous voyez.',
  ],
}

// ---------------------------------------------------------------------------------------------------

/** Picks `count` distinct indices below `size`, in a seeded order. */
function pickDistinct(random, size, count) {
  const order = Array.from({ length: size }, (_, i) => i)
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return order.slice(0, Math.min(count, size))
}

/** Mixed-radix split of i, so the first radices[0]×radices[1]×… items are all different combinations. */
function digits(i, radices) {
  const out = []
  let rest = i
  for (const r of radices) {
    out.push(rest % r)
    rest = Math.floor(rest / r)
  }
  return { digits: out, overflow: rest }
}

const LANG = { en: 0, fr: 1 }
const pad = (n, width) => String(n).padStart(width, '0')
const yaml = (value) => JSON.stringify(value) // a JSON string is a valid YAML double-quoted scalar

/** ISO date, `daysBack` days before 2025-06-30 (a fixed day, so the output never depends on today). */
function dateBefore(daysBack) {
  return new Date(Date.UTC(2025, 5, 30) - daysBack * 86_400_000).toISOString().slice(0, 10)
}

const SPAN_DAYS = 6 * 365 // posts spread over six years

function postPlan(i, count, ids, seed) {
  const random = seededRandom(seed * 100_003 + i * 7919 + 1)
  const { digits: d, overflow } = digits(i, [TOPICS.length, AUDIENCES.length])
  const sentences = pickDistinct(random, SENTENCES.length, SENTENCES.length)
  const authorCount = ids.authors.length > 1 && random() < 0.2 ? 2 : 1
  return {
    topic: d[0],
    audience: d[1],
    part: overflow + 1,
    description: Math.floor(random() * POST_DESCRIPTIONS.length),
    opening: Math.floor(random() * POST_OPENINGS.length),
    sections: pickDistinct(random, SECTIONS.length, 4),
    subsections: pickDistinct(random, SUBSECTIONS.length, 2),
    listItems: pickDistinct(random, LIST_ITEMS.length, 4),
    sentences,
    date: dateBefore(Math.floor((i * SPAN_DAYS) / Math.max(count, 1))),
    authors: pickDistinct(random, ids.authors.length, authorCount).map((k) => ids.authors[k]),
    tags: pickDistinct(random, ids.tags.length, 2 + Math.floor(random() * 3)).map((k) => ids.tags[k]),
  }
}

function renderPost(plan, lang) {
  const l = LANG[lang]
  const fix = lang === 'fr' ? frenchTypography : (s) => s
  const topic = TOPICS[plan.topic][l]
  const audience = AUDIENCES[plan.audience][l]
  const part = plan.part > 1 ? (lang === 'fr' ? ` (${plan.part}e partie)` : ` (part ${plan.part})`) : ''
  const title = fix(lang === 'fr' ? `${topic} quand on est ${audience}${part}` : `${topic} when you are ${audience}${part}`)
  const description = fix(POST_DESCRIPTIONS[plan.description][l](topic, audience))
  let next = 0
  const sentence = () => SENTENCES[plan.sentences[next++ % plan.sentences.length]][l]
  const paragraph = (n) => Array.from({ length: n }, sentence).join(' ')

  const blocks = [`${POST_OPENINGS[plan.opening][l](topic, audience)} ${paragraph(2)}`]
  plan.sections.forEach((s, k) => {
    blocks.push(`## ${SECTIONS[s][l]}`, paragraph(4), paragraph(4))
    if (k === 1) for (const sub of plan.subsections) blocks.push(`### ${SUBSECTIONS[sub][l]}`, paragraph(3))
    if (k === 2) blocks.push(LIST_LEAD[l], plan.listItems.map((item) => `- ${LIST_ITEMS[item][l]}`).join('\n'))
  })
  blocks.push(paragraph(3))

  const front = [
    '---',
    `title: ${yaml(title)}`,
    `description: ${yaml(description)}`,
    `date: ${plan.date}`,
    `authors: [${plan.authors.join(', ')}]`,
    `tags: [${plan.tags.join(', ')}]`,
    '---',
  ]
  return `${front.join('\n')}\n\n${fix(blocks.join('\n\n'))}\n`
}

function docPlan(i, ids, seed) {
  const random = seededRandom(seed * 100_019 + i * 104_729 + 2)
  const { digits: d, overflow } = digits(i, [DOC_ACTIONS.length, DOC_OBJECTS.length, DOC_CONTEXTS.length])
  return {
    action: d[0],
    object: d[1],
    context: d[2],
    part: overflow + 1,
    // The object's own category when it exists, otherwise spread over the categories there are.
    category: ids.categories.includes(DOC_OBJECTS[d[1]].category)
      ? DOC_OBJECTS[d[1]].category
      : ids.categories.length
        ? ids.categories[i % ids.categories.length]
        : undefined,
    sentences: pickDistinct(random, SENTENCES.length, 13),
    problems: pickDistinct(random, DOC_PROBLEMS.length, 2),
  }
}

function renderDoc(plan, lang, position) {
  const l = LANG[lang]
  const fix = lang === 'fr' ? frenchTypography : (s) => s
  const object = DOC_OBJECTS[plan.object]
  const part = plan.part > 1 ? ` (${plan.part})` : ''
  const task = `${DOC_ACTIONS[plan.action][l]} ${object.name[l]} ${DOC_CONTEXTS[plan.context][l]}`
  const title = fix(`${task}${part}`)
  const description = fix(
    lang === 'fr'
      ? `${task} : quand le faire, les étapes dans l’application et quoi vérifier en cas de problème.`
      : `${task}: when to do it, the steps in the app and what to check if something goes wrong.`,
  )
  let next = 0
  const sentence = () => SENTENCES[plan.sentences[next++ % plan.sentences.length]][l]
  const paragraph = (n) => Array.from({ length: n }, sentence).join(' ')
  const intro =
    lang === 'fr' ? `Cette page explique comment ${lower(task)} dans Track.` : `This page explains how to ${lower(task)} in Track.`

  const blocks = [
    `${intro} ${paragraph(2)}`,
    `## ${DOC_LABELS.how[l]}`,
    object.steps.map((step, k) => `${k + 1}. ${step[l]}`).join('\n'),
    `## ${DOC_LABELS.why[l]}`,
    paragraph(4),
    paragraph(3),
    `### ${DOC_LABELS.field[l]}`,
    paragraph(3),
    `<Callout type="tip" title="${DOC_LABELS.tip[l]}">\n${sentence()}\n</Callout>`,
    `## ${DOC_LABELS.problems[l]}`,
    ...plan.problems.map((p) => DOC_PROBLEMS[p][l]),
    DOC_LABELS.stuck[l],
  ]
  const front = [
    '---',
    `title: ${yaml(title)}`,
    `description: ${yaml(description)}`,
    `sidebar_position: ${position}`,
    ...(plan.category ? [`category: ${plan.category}`] : []),
    '---',
  ]
  return `${front.join('\n')}\n\n${fix(blocks.join('\n\n'))}\n`
}

/**
 * The synthetic files for `posts` blog posts and `docs` help pages per language.
 * @param {{ posts: number, docs?: number, tags: string[], authors: string[], categories: string[], locales?: string[], seed?: number }} options
 * @returns {{ path: string, text: string }[]} paths relative to the project root, e.g. `content/blog/en/synthetic-post-0001.mdx`
 */
export function generateContent({ posts, docs = posts, tags, authors, categories, locales = ['en', 'fr'], seed = 1 }) {
  if (!tags.length || !authors.length) throw new Error('generateContent needs at least one tag and one author')
  for (const locale of locales) if (!(locale in LANG)) throw new Error(`generateContent: no text for locale "${locale}"`)
  const ids = { tags, authors, categories }
  const width = Math.max(4, String(Math.max(posts, docs)).length)
  const files = []
  for (let i = 0; i < posts; i++) {
    const plan = postPlan(i, posts, ids, seed)
    const slug = `${SYNTHETIC_POST_PREFIX}${pad(i + 1, width)}`
    for (const locale of locales) files.push({ path: `content/blog/${locale}/${slug}.mdx`, text: renderPost(plan, locale) })
  }
  for (let i = 0; i < docs; i++) {
    const plan = docPlan(i, ids, seed)
    const slug = `${SYNTHETIC_DOC_FOLDER}/doc-${pad(i + 1, width)}`
    // After the real pages of each category (their positions are small numbers).
    const position = 100 + i
    for (const locale of locales) files.push({ path: `content/docs/${locale}/${slug}.mdx`, text: renderDoc(plan, locale, position) })
  }
  return files
}

/** Writes generated files under `root` (a temporary project copy). Returns how many were written. */
export function writeContent(root, files) {
  for (const file of files) {
    const target = path.join(root, file.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.text)
  }
  return files.length
}
