import type { Locale } from '../lib/i18n'

/**
 * Words customers use for the same thing, for the site's search (lib/browser/search.ts): a question with one word of a group
 * finds, ranks and opens the sections that use another ("get rid of a client" finds **Delete**, « virer un membre »
 * finds **Retirer le membre**). Each group holds words of one meaning in one language, lower case, accents as
 * written; a word may be in two groups. A help page's own `keywords` (front matter) are for words that fit that page
 * only; a group here is for a word any page may use. Add a word when `npm run bench:search -- --misses` shows a
 * customer's word that the pages never say.
 */
export const searchSynonyms: Record<Locale, readonly (readonly string[])[]> = {
  en: [
    ['delete', 'remove', 'erase', 'trash', 'rid', 'discard', 'clear', 'wipe'],
    ['change', 'edit', 'modify', 'update', 'switch', 'rename', 'correct', 'fix'],
    ['add', 'create', 'new', 'enter', 'record', 'save'],
    ['contact', 'client', 'customer', 'person', 'people', 'prospect', 'lead'],
    ['deal', 'opportunity', 'sale', 'job', 'project', 'pipeline'],
    ['product', 'service', 'item', 'catalogue', 'catalog'],
    ['price', 'cost', 'rate', 'tariff', 'fee', 'charge'],
    ['subscription', 'plan', 'membership', 'premium', 'paid'],
    ['cancel', 'stop', 'unsubscribe', 'end', 'quit'],
    ['charged', 'billed', 'payment', 'pay', 'refund', 'money', 'debited'],
    ['share', 'team', 'colleague', 'coworker', 'teammate', 'member', 'user', 'partner', 'employee', 'staff', 'assistant', 'together'],
    ['invite', 'invitation'],
    ['report', 'reports', 'statistics', 'stats', 'figures', 'numbers', 'dashboard', 'analytics', 'results'],
    // 'todo': how customers write a to-do (the search splits "to-do" into two stop words), not a note of ours.
    ['activity', 'task', 'call', 'meeting', 'appointment', 'todo', 'follow'],
    ['reminder', 'notification', 'notifications', 'alert', 'alarm', 'ring'],
    ['import', 'upload', 'transfer', 'bring', 'migrate', 'move'],
    ['export', 'download', 'backup', 'copy'],
    ['language', 'french', 'english', 'translate', 'translation'],
    ['phone', 'mobile', 'device', 'smartphone', 'cellphone'],
    ['iphone', 'ios'],
    ['android', 'samsung', 'google', 'pixel'],
    ['offline', 'internet', 'connection', 'signal', 'network', 'wifi', 'online', 'sync'],
    ['account', 'profile', 'login', 'sign'],
    ['quote', 'estimate', 'proposal', 'pdf', 'quotation'],
    ['won', 'win', 'signed', 'closed'],
    ['lost', 'lose'],
    ['support', 'help', 'email', 'talk', 'human', 'reach'],
    ['done', 'complete', 'completed', 'finished', 'tick', 'check'],
    ['pipeline', 'kanban', 'board', 'column', 'stage', 'card'],
    ['drag', 'drop', 'move'],
    ['uninstall', 'reinstall'],
    ['conversion', 'ratio', 'percentage'],
    ['revenue', 'turnover', 'income', 'earned', 'value'],
    ['secure', 'security', 'safe', 'privacy', 'stored', 'hosted', 'server'],
    ['vat', 'tax', 'taxes'],
    ['computer', 'laptop', 'desktop', 'pc', 'mac', 'browser'],
    ['currency', 'euro', 'euros', 'dollar', 'dollars'],
  ],
  fr: [
    ['supprimer', 'effacer', 'retirer', 'enlever', 'virer', 'jeter', 'suppression'],
    ['modifier', 'changer', 'éditer', 'corriger', 'renommer', 'mettre', 'modification', 'passer'],
    ['ajouter', 'créer', 'nouveau', 'nouvelle', 'enregistrer', 'saisir', 'rentrer'],
    ['contact', 'client', 'cliente', 'fiche', 'prospect', 'personne'],
    ['affaire', 'opportunité', 'vente', 'chantier', 'projet', 'mission', 'pipeline'],
    ['produit', 'service', 'prestation', 'article', 'catalogue'],
    ['prix', 'tarif', 'coût', 'montant'],
    ['abonnement', 'forfait', 'payant', 'premium'],
    ['résilier', 'arrêter', 'annuler', 'stopper', 'désabonner', 'résiliation', 'arrêt'],
    ['débité', 'prélevé', 'paiement', 'payer', 'remboursement', 'rembourser', 'facturé', 'argent'],
    [
      'partager',
      'équipe',
      'collègue',
      'associé',
      'associée',
      'membre',
      'utilisateur',
      'collaborateur',
      'employé',
      'salarié',
      'assistant',
      'assistante',
      'ensemble',
    ],
    ['inviter', 'invitation'],
    ['rapport', 'rapports', 'statistiques', 'stats', 'chiffres', 'tableau', 'résultats'],
    ['activité', 'tâche', 'appel', 'rendez-vous', 'rdv', 'relance', 'relancer'],
    ['rappel', 'notification', 'notifications', 'alerte', 'alarme', 'sonner'],
    ['importer', 'import', 'transférer', 'récupérer', 'migrer', 'importation'],
    ['exporter', 'export', 'télécharger', 'sauvegarde', 'copie', 'sauvegarder'],
    ['langue', 'français', 'anglais', 'traduire', 'traduction'],
    ['téléphone', 'portable', 'mobile', 'appareil', 'smartphone'],
    ['iphone', 'ios'],
    ['android', 'samsung', 'google', 'pixel'],
    ['hors', 'internet', 'connexion', 'réseau', 'wifi', 'synchronisation', 'synchroniser'],
    ['compte', 'profil', 'identifiant'],
    ['devis', 'estimation', 'proposition', 'pdf'],
    ['gagnée', 'gagné', 'signé', 'signée', 'conclue'],
    ['perdue', 'perdu', 'perdre'],
    ['support', 'aide', 'contacter', 'e-mail', 'mail', 'parler', 'humain', 'joindre'],
    ['fait', 'terminé', 'terminée', 'fini', 'cocher', 'valider', 'réalisé', 'réalisée'],
    ['pipeline', 'kanban', 'colonne', 'étape', 'carte', 'tableau'],
    ['déplacer', 'glisser', 'bouger'],
    ['désinstaller', 'réinstaller'],
    ['taux', 'conversion', 'transformation', 'pourcentage'],
    ['chiffre', 'revenu', 'revenus', 'gagné'],
    ['sécurité', 'sécurisé', 'sécurisées', 'stockées', 'stockage', 'hébergées', 'serveur', 'confidentialité'],
    ['tva', 'taxe', 'taxes'],
    ['ordinateur', 'ordi', 'pc', 'mac', 'navigateur'],
    ['devise', 'monnaie', 'euro', 'euros', 'dollar', 'dollars'],
  ],
}

/**
 * Words that say something is not working: a question holding one is looking for the section every help page ends
 * with, "If something goes wrong" / « En cas de problème » (content/README.md, "Voice").
 */
export const problemWords: Record<Locale, readonly string[]> = {
  en: [
    ...['not', 'never', 'still', 'doesnt', 'dont', 'cant', 'wont', 'isnt', 'error', 'problem', 'wrong', 'broken', 'bug', 'crash'],
    ...['crashing', 'fail', 'failed', 'stuck', 'missing', 'disappeared', 'weird', 'blank', 'again', 'nothing', 'mistake'],
    ...['undo', 'restore', 'recover', 'undelete'],
  ],
  fr: [
    ...['pas', 'plus', 'jamais', 'toujours', 'erreur', 'probleme', 'souci', 'bug', 'bloque', 'plante', 'impossible'],
    ...['disparu', 'vide', 'bizarre', 'encore', 'rien', 'marche', 'megarde', 'restaurer', 'annuler'],
  ],
}

/** The heading of that section, in each language. */
export const troubleshootingHeading: Record<Locale, string> = { en: 'If something goes wrong', fr: 'En cas de problème' }

/**
 * The headings of the sections many help pages end with (content/README.md, "Voice"), in each language: their words
 * tell nothing of what the section holds, so a question's word that is in one ("good", « savoir ») is not taken for
 * the section's subject.
 */
export const standardHeadings: Record<Locale, readonly string[]> = {
  en: ['Good to know', 'What happens next', troubleshootingHeading.en],
  fr: ['Bon à savoir', 'Et ensuite ?', troubleshootingHeading.fr],
}
