import type { Locale } from '../lib/i18n'

/**
 * Words the site must not use: each one told a second story about the app, named a button the app doesn't have, or
 * read as a translation. content/wrong-terms.test.ts fails, naming the file and the line, when one appears in content/
 * (MDX pages and data files) or messages/. The right words are in the glossary of content/README.md.
 *
 * Add an entry when a review finds a wrong word, so it cannot come back. A bold label the phone itself shows
 * (Android's **Applications**, iOS's **Apps**) is not Track's wording: patterns skip text between ** when they must.
 */
export interface WrongTerm {
  /** What not to write. Case-sensitive unless the pattern says otherwise. */
  pattern: RegExp
  /** The language it is wrong in; `all` for both. */
  locale: Locale | 'all'
  /** What to write instead. */
  instead: string
  /** Why: the app's word, a product fact, or the idiom it was translated from. */
  why: string
}

const NOT_BOLD_BEFORE = '(?<!\\*\\*)'
const NOT_BOLD_AFTER = '(?!\\*\\*)'

export const wrongTerms: WrongTerm[] = [
  // One story about the app
  {
    pattern: /\biPad\b|\btablets?\b|\btablettes?\b/i,
    locale: 'all',
    instead: 'phone / téléphone',
    why: 'Track is an app for iPhone and Android phones',
  },
  {
    pattern: /\bonce you(?:’|')re back online so\b|\bto let it sync\b/i,
    locale: 'en',
    instead: 'changes sync by themselves when the connection comes back',
    why: 'the app syncs on its own: no page may say the reader has to open it to sync',
  },
  {
    pattern: /une fois reconnecté, pour que|pour lancer la synchronisation/i,
    locale: 'fr',
    instead: 'les modifications se synchronisent d’elles-mêmes au retour du réseau',
    why: 'l’appli se synchronise seule : aucune page ne doit dire qu’il faut l’ouvrir pour cela',
  },
  // Opening the app is never the fix for a change that doesn't show on another phone (content/README.md, "Offline and
  // sync"): "Open Track on it while online", "Ask them to open Track with a connection".
  {
    pattern:
      /\bask (?:them|him|her|your teammate) to open Track\b|\bopen Track on (?:it|the (?:other )?(?:phone|device))\b|\bopen Track\b[^.]*\b(?:online|connection|signal|network|sync(?:s|ed)?)\b/i,
    locale: 'en',
    instead:
      'check that both phones are online: changes sync as soon as the connection comes back; if they still don’t show after a few minutes, contact support',
    why: 'the app syncs on its own, with nothing to tap: opening it is not the fix for a change that doesn’t show',
  },
  {
    pattern:
      /\b(?:r?ouvr(?:ez|ir|e)) Track dessus\b|\b(?:r?ouvr(?:ez|ir|e)) Track\b[^.]*(?:réseau|connexion|en ligne|connecté|synchronis)/i,
    locale: 'fr',
    instead:
      'vérifiez que les deux téléphones sont connectés à internet : les modifications se synchronisent dès le retour du réseau ; sinon, contactez le support',
    why: 'l’appli se synchronise seule, sans rien toucher : l’ouvrir n’est pas la solution quand une modification n’apparaît pas',
  },
  // Lines are copies (content/README.md, "Lines are copies"): editing a product never reaches an existing deal, so no
  // page may hedge ("the line may not have picked up the change") or send the reader to the product to fix a quote.
  {
    pattern: /\b(?:may|might) not have picked up\b|\bpicked up the (?:change|new price)\b/i,
    locale: 'en',
    instead: 'the line keeps the price it had when it was added: remove it and add the product again',
    why: 'a deal line is a copy of the product: editing the product never changes it',
  },
  {
    pattern:
      /\bproduct(?:’|')s price\b(?:(?!\b(?:remove|replace|add (?:it|the product) again)\b).)*\b(?:Create quote\*\*|create the quote|make the quote) again\b/i,
    locale: 'en',
    instead: 'remove the line, add the product again, then make a new quote',
    why: 'correcting the product doesn’t correct an existing deal: its lines keep the old price',
  },
  {
    pattern: /\bnew quotes? (?:use|uses|show|shows|take|takes) the new price\b/i,
    locale: 'en',
    instead: 'every line you add from then on takes the new price',
    why: 'a new quote from an existing deal still shows the price its lines were added with',
  },
  {
    pattern: /n’a peut-être pas repris|pas (?:encore )?repris la modification/i,
    locale: 'fr',
    instead: 'la ligne garde le prix qu’elle avait quand vous l’avez ajoutée : retirez-la et ajoutez de nouveau le produit',
    why: 'une ligne d’affaire est une copie du produit : modifier le produit ne la change jamais',
  },
  {
    pattern:
      /\bprix (?:unitaire )?(?:HT )?(?:et le taux de TVA )?du produit\b(?:(?!retire|remplace|de nouveau le produit).)*de nouveau \*\*Créer un devis\*\*/i,
    locale: 'fr',
    instead: 'retirez la ligne, ajoutez de nouveau le produit, puis créez un nouveau devis',
    why: 'corriger le produit ne corrige pas une affaire existante : ses lignes gardent l’ancien prix',
  },
  {
    pattern: /nouveaux devis reprennent le nouveau prix/i,
    locale: 'fr',
    instead: 'chaque ligne ajoutée ensuite prend le nouveau prix',
    why: 'un nouveau devis tiré d’une affaire existante affiche le prix de ses lignes, pas celui du catalogue',
  },
  // What nobody has confirmed stays off the page (content/README.md, "What we don't know"): a page says what the reader
  // can do and what support will do, and never narrates what it doesn't know. The open questions are listed in
  // content/README.md's "Facts to confirm with the app", for the company to check.
  {
    pattern:
      /\b(?:can(?:no|’|')t|(?:are|is) (?:not |un)able to)\s+(?:\w+\s+)?confirm\b|\b(?:this page|this help page|we)\s+(?:can(?:no|’|')t|don(?:’|')t|doesn(?:’|')t|do not|does not)\s+(?:\w+\s+)?(?:say|tell|know)\b|\bsomething we can(?:no|’|')?t?\s+confirm\b|\bthis page (?:gives|says|has) no\b/i,
    locale: 'en',
    instead: 'what the reader can do and what support will do: "To withdraw it, write to support with the address you invited"',
    why: 'a help page never narrates what it doesn’t know: that is a note for the team (content/README.md, "Facts to confirm")',
  },
  {
    pattern:
      /\b(?:nous|cette page|on)\s+ne\s+(?:pouvons|peut|pourrons|saurions|savons)\s+pas\s+(?:\p{L}+\s+)?(?:confirmer|dire|garantir|préciser|indiquer|si)\b|\bcette page n(?:’|')(?:indique|dit|précise|donne)\s+pas\b|\bquelque chose que nous (?:ne )?pouvons (?:pas )?confirmer\b|\bpas en mesure de (?:vous )?(?:confirmer|dire)\b/iu,
    locale: 'fr',
    instead:
      'ce que le lecteur peut faire et ce que fera le support : « Pour retirer l’invitation, écrivez au support avec l’adresse invitée »',
    why: 'une page d’aide ne raconte jamais ce qu’elle ignore : c’est une note pour l’équipe (content/README.md, « Facts to confirm »)',
  },
  // "Make a deal" means concluding one: "a deal already made" reads as "a deal already won", « une affaire faite » as one
  // that is concluded. The deals that exist in Track are "existing deals" / « affaires existantes ».
  {
    pattern: /\bdeals?(?: (?:and|or) quotes)? already made\b/i,
    locale: 'en',
    instead: 'existing deals / the deals you already have',
    why: '"a deal already made" reads as a deal already won',
  },
  {
    pattern: /\baffaires?(?: (?:et|ni|ou) (?:les )?devis)? déjà faite?s?\b/i,
    locale: 'fr',
    instead: 'les affaires existantes',
    why: '« une affaire faite » se lit comme une affaire conclue',
  },
  // Create quote makes the PDF; the user sends it (content/README.md, "You send the quote, Track makes it")
  {
    pattern: /Create quote\*\*(?: on the deal)? sends\b|\bCreate quote\*\* to send\b/,
    locale: 'en',
    instead: '**Create quote** makes the PDF, ready to send',
    why: 'Track makes the quote; you share it from your phone',
  },
  {
    pattern: /Créer un devis\*\*(?: sur l’affaire)? envoie\b|\bCréer un devis\*\* pour envoyer\b/,
    locale: 'fr',
    instead: '**Créer un devis** génère le PDF, prêt à envoyer',
    why: 'Track génère le devis ; c’est vous qui l’envoyez depuis votre téléphone',
  },
  // Reports have five figures, none of them about time or visits (content/README.md, "Reports count; they don't time")
  {
    pattern: /\bvisits turned into deals\b|\bwhere your time (?:went|goes)\b|\bhow much work you put in\b/i,
    locale: 'en',
    instead: 'the activities done and the deals won / how much selling you did',
    why: '**Reports** count activities done and deals won: no visits-to-deals figure, no time spent',
  },
  {
    pattern: /visites se sont transformées en affaires|où est passé votre temps|temps réellement consacré à la vente|le travail fourni/i,
    locale: 'fr',
    instead: 'les activités réalisées et les affaires gagnées / ce que vous avez fait pour vendre',
    why: 'les **Rapports** comptent les activités réalisées et les affaires gagnées : ni visites transformées, ni temps passé',
  },
  {
    pattern: /\badd a line\b/i,
    locale: 'en',
    instead: 'open the deal, tap **Edit**, then **Add product**',
    why: 'products are added to a deal from its edit screen, with the **Add product** button; there is no "Add a line" button',
  },
  {
    pattern: /\bajoute[zr]? une ligne\b/i,
    locale: 'fr',
    instead: 'ouvrez l’affaire, touchez **Modifier**, puis **Ajouter un produit**',
    why: 'les produits s’ajoutent à une affaire depuis son écran de modification, avec **Ajouter un produit**',
  },
  {
    pattern: /\bchoose to leave it\b/i,
    locale: 'en',
    instead: 'tap **Leave shared database**',
    why: 'name the button the member taps',
  },
  {
    pattern: /\bchoisissez de la quitter\b/i,
    locale: 'fr',
    instead: 'touchez **Quitter la base partagée**',
    why: 'nommer le bouton que le membre touche',
  },
  {
    pattern: /\bremarques\b/,
    locale: 'fr',
    instead: 'notes',
    why: 'le type d’activité de l’appli s’appelle **Note**',
  },
  {
    pattern: /taux de transformation/i,
    locale: 'fr',
    instead: 'taux de conversion',
    why: 'le chiffre des **Rapports** s’appelle « Taux de conversion »',
  },
  {
    pattern: /\bCGU\b|conditions générales d’utilisation/i,
    locale: 'fr',
    instead: 'Conditions et mentions légales',
    why: 'la page /terms contient des mentions légales, pas de conditions générales d’utilisation',
  },
  {
    pattern: /Business Coach/,
    locale: 'en',
    instead: 'Business coach',
    why: 'the glossary writes the subscription "Business coach", with a small c',
  },
  {
    pattern: /Coach Business/,
    locale: 'fr',
    instead: 'Coach business',
    why: 'le glossaire écrit « Coach business »',
  },
  {
    pattern: /Shared Database|Base Partagée/,
    locale: 'all',
    instead: 'Shared database / Base partagée',
    why: 'the screen is named with one capital letter in both languages',
  },
  {
    pattern: /\bMark as complete|\bMark done\b/i,
    locale: 'en',
    instead: '**Mark as done**',
    why: 'the button is **Mark as done**',
  },
  {
    pattern: /Marquer comme (?:terminée?|fini)/i,
    locale: 'fr',
    instead: '**Marquer comme fait**',
    why: 'le bouton s’appelle **Marquer comme fait**',
  },
  {
    pattern: /\*\*(?:Gagné|Perdu|Qualifié)\*\*/,
    locale: 'fr',
    instead: '**Gagnée**, **Perdue**, **Qualifiée**',
    why: 'les étapes qualifient une affaire : elles s’accordent au féminin',
  },
  {
    pattern: /boutiques? d’applis?/i,
    locale: 'fr',
    instead: 'magasin d’applis',
    why: 'un seul nom pour l’App Store et Google Play',
  },
  // One word for the app in French: « appli », except the phone's own labels in bold and the App Store's name
  {
    pattern: new RegExp(`${NOT_BOLD_BEFORE}\\b[Aa]pps?\\b${NOT_BOLD_AFTER}(?! Store)`),
    locale: 'fr',
    instead: 'appli / applis',
    why: 'une seule façon de dire « app » en français sur le site : appli',
  },
  {
    pattern: new RegExp(`${NOT_BOLD_BEFORE}\\b[Aa]pplications?\\b${NOT_BOLD_AFTER}`),
    locale: 'fr',
    instead: 'appli / applis',
    why: 'une seule façon de dire « app » en français sur le site : appli',
  },
  // Typography
  {
    pattern: /\d[ \u00a0\u202f]%/,
    locale: 'en',
    instead: '20%',
    why: 'English writes no space before %',
  },
  // Idioms translated word for word
  {
    pattern: /between two chairs/i,
    locale: 'en',
    instead: 'slips through the cracks',
    why: 'French idiom (« entre deux chaises ») in English',
  },
  {
    pattern: /entre deux chaises/i,
    locale: 'fr',
    instead: 'passer entre les mailles du filet',
    why: '« tomber entre deux chaises » n’est pas l’expression française pour un oubli',
  },
  {
    pattern: /filling (?:his|her|their|your) account/i,
    locale: 'en',
    instead: 'adding much to his income',
    why: 'French idiom (« remplir son compte ») in English',
  },
  {
    pattern: /la moins chère que vous ferez jamais/i,
    locale: 'fr',
    instead: 'la vente qui vous coûte le moins',
    why: 'calque de « the cheapest sale you will ever make »',
  },
  {
    pattern: /quitter l’allée/i,
    locale: 'fr',
    instead: 'avant de repartir',
    why: 'calque de « before leaving the driveway »',
  },
  {
    pattern: /garde(?:r|z)? une liste courte/i,
    locale: 'fr',
    instead: 'allège votre liste',
    why: 'calque de « keeps your list short »',
  },
  {
    pattern: /chiffres honnêtes/i,
    locale: 'fr',
    instead: 'des chiffres fidèles à la réalité',
    why: 'calque de « keeps your figures honest »',
  },
  {
    pattern: /taux de conversion honnête/i,
    locale: 'fr',
    instead: 'un taux de conversion fidèle à la réalité',
    why: 'calque de « keeps your conversion rate honest »',
  },
  {
    pattern: /sans rien avoir à toucher/i,
    locale: 'fr',
    instead: 'sans rien faire de votre côté',
    why: 'calque de « with nothing to tap »',
  },
  {
    pattern: /\bSont-ce\b/,
    locale: 'fr',
    instead: 'S’agit-il de',
    why: 'tournure de traduction, rare et guindée en français courant',
  },
]
