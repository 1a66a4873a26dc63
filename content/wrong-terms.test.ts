// One story about the app, in words a French or English reader would use: none of the wrong terms of
// content/wrong-terms.ts may appear in content/ (MDX and data files) or messages/. Each finding names the file, the line,
// the word, what to write instead and why.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentFiles, contentLines, proseOf, type TextLine } from '@/tests/content-text'
import { type WrongTerm, wrongTerms } from './wrong-terms'

/** Every use of a wrong term on these lines, as `file:line: "word" → write "instead" (why)`. */
function findWrongTerms(lines: TextLine[], terms: WrongTerm[]): string[] {
  return lines.flatMap(({ file, line, locale, text }) =>
    terms
      .filter((term) => locale !== null && (term.locale === 'all' || term.locale === locale))
      .flatMap((term) => {
        const found = term.pattern.exec(proseOf(text))
        return found ? [`${file}:${line}: "${found[0]}" → write "${term.instead}" (${term.why})`] : []
      }),
  )
}

describe('findWrongTerms, on fixtures', () => {
  const line = (locale: TextLine['locale'], text: string): TextLine => ({ file: 'content/x.mdx', line: 7, locale, text })
  /** A term of the test's own, so that what the finding says does not hang on the wording of content/wrong-terms.ts. */
  const app: WrongTerm = { pattern: /\bapps?\b/i, locale: 'fr', instead: 'appli / applis', why: 'une seule façon de le dire' }

  it('names the file, the line, the word and the fix', () => {
    expect(findWrongTerms([line('fr', 'Ouvrez l’app Track.')], [app])).toEqual([
      'content/x.mdx:7: "app" → write "appli / applis" (une seule façon de le dire)',
    ])
  })

  it('checks a term only in its language, and only in text a visitor reads', () => {
    expect(findWrongTerms([line('en', 'Open the app.')], [app])).toEqual([])
    expect(findWrongTerms([line(null, "id: 'app-remarques'")], [app])).toEqual([])
  })

  it('leaves the phone’s own bold labels and the App Store alone, in either language', () => {
    expect(findWrongTerms([line('en', 'Tap Settings › Apps › Track, at 20%, in the app.')], wrongTerms)).toEqual([])
    expect(findWrongTerms([line('fr', 'Ouvrez **Paramètres** › **Applications** › **Track**, puis l’App Store.')], wrongTerms)).toEqual([])
    expect(findWrongTerms([line('fr', 'Ouvrez l’app Réglages.')], wrongTerms)).not.toEqual([])
    expect(findWrongTerms([line(null, "id: 'ipad-remarques'")], wrongTerms)).toEqual([])
  })

  it('reads the attributes a visitor reads, such as a Callout’s title, and not the others', () => {
    expect(findWrongTerms([line('fr', '<Callout type="warning" title="Supprimer l’app ne résilie pas l’abonnement">')], [app])).toEqual([
      'content/x.mdx:7: "app" → write "appli / applis" (une seule façon de le dire)',
    ])
    expect(findWrongTerms([line('fr', '<Callout type="warning" title="Supprimer l’appli ne résilie pas l’abonnement">')], [app])).toEqual(
      [],
    )
    expect(findWrongTerms([line('fr', '<a href="/fr/app" data-app="app">Track</a>')], [app])).toEqual([])
  })

  it('fails a page that narrates what it doesn’t know, not one that says what to do', () => {
    for (const text of [
      'This page can’t yet confirm how the **Contacts** list is sorted.',
      'Whether it can be withdrawn from the app isn’t something we can confirm here.',
      'This page can’t tell you where to open a quote you made earlier.',
      'This page gives no maximum number of rows.',
      'We are unable to confirm that stages can be reordered.',
      'We don’t know whether a reminder rings on your teammates’ phones.',
    ])
      expect(findWrongTerms([line('en', text)], wrongTerms), text).not.toEqual([])
    for (const text of [
      'Nous ne pouvons pas encore confirmer ici que le prix d’une ligne se modifie à la main.',
      'Cette page ne peut pas vous dire où rouvrir un devis créé auparavant.',
      'Ce n’est pas quelque chose que nous pouvons confirmer ici.',
      'Cette page n’indique pas de nombre maximal de lignes.',
      'Nous ne savons pas si un rappel sonne aussi chez vos collègues.',
    ])
      expect(findWrongTerms([line('fr', text)], wrongTerms), text).not.toEqual([])
    for (const text of [
      'To withdraw the invitation, write to support with the address you invited, and we’ll help you.',
      'Tap **Delete** and confirm. A deleted deal can’t be restored from the app.',
    ])
      expect(findWrongTerms([line('en', text)], wrongTerms), text).toEqual([])
    for (const text of [
      'Pour retirer l’invitation, écrivez au support en indiquant l’adresse invitée : nous vous aiderons.',
      'Touchez **Supprimer** et confirmez. Personne, pas même notre équipe support, ne peut les récupérer.',
    ])
      expect(findWrongTerms([line('fr', text)], wrongTerms), text).toEqual([])
  })

  it('fails a page that gives opening the app as the fix for sync, not one that opens it for something else', () => {
    for (const text of [
      'Open Track on the phone where you created the contact while online, wait a moment, then check again.',
      'Ask them to open Track while online and check again after a moment.',
      'That device hasn’t synced yet. Open Track on it with a connection and wait a moment.',
    ])
      expect(findWrongTerms([line('en', text)], wrongTerms), text).not.toEqual([])
    for (const text of [
      'Ouvrez Track sur le téléphone où vous avez créé le contact, avec du réseau, patientez un instant.',
      'Demandez-lui d’ouvrir Track avec du réseau et de vérifier de nouveau.',
      'Ouvrez Track dessus et patientez un instant.',
    ])
      expect(findWrongTerms([line('fr', text)], wrongTerms), text).not.toEqual([])
    expect(findWrongTerms([line('en', 'Open Track and tap the gear icon to open **Settings**.')], wrongTerms)).toEqual([])
    expect(
      findWrongTerms([line('en', 'Check that both phones are online: changes sync as soon as the connection comes back.')], wrongTerms),
    ).toEqual([])
    expect(findWrongTerms([line('fr', 'Ouvrez Track et touchez l’engrenage pour ouvrir les **Réglages**.')], wrongTerms)).toEqual([])
  })

  it('fails a page that says a product edit may reach a deal, or that fixing the product fixes its quote', () => {
    for (const text of [
      'The deal’s line may not have picked up the change. Open the deal, tap **Edit**, check the line.',
      'Check the quantity on each line, then the product’s price in the **Products** tab. Then tap **Create quote** again.',
      'When you update a product, your new quotes use the new price.',
    ])
      expect(findWrongTerms([line('en', text)], wrongTerms), text).not.toEqual([])
    for (const text of [
      'La ligne de l’affaire n’a peut-être pas repris la modification.',
      'Vérifiez la quantité, puis le prix HT et le taux de TVA du produit dans l’onglet **Produits**. Touchez ensuite de nouveau **Créer un devis**.',
      'Quand vous modifiez un produit, vos nouveaux devis reprennent le nouveau prix.',
    ])
      expect(findWrongTerms([line('fr', text)], wrongTerms), text).not.toEqual([])
    expect(
      findWrongTerms(
        [line('en', 'Check the product’s price; then remove the line, add the product again and tap **Create quote** again.')],
        wrongTerms,
      ),
    ).toEqual([])
    expect(
      findWrongTerms(
        [
          line(
            'fr',
            'Corrigez le prix du produit, retirez la ligne, ajoutez de nouveau le produit et touchez de nouveau **Créer un devis**.',
          ),
        ],
        wrongTerms,
      ),
    ).toEqual([])
  })
})

it('reads every page, data file and message file of both languages', () => {
  const files = contentFiles()
  const pages = (fs.readdirSync('content', { recursive: true }) as string[])
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `content/${f.split(path.sep).join('/')}`)
  expect(pages.length, 'MDX pages under content/').toBeGreaterThan(0)
  expect(files.filter((f) => f.endsWith('.mdx')).sort()).toEqual(pages.sort())
  expect(files).toEqual(expect.arrayContaining(['content/competitors.ts', 'content/roadmap.ts', 'messages/en.json', 'messages/fr.json']))
  expect(files).not.toContain('content/wrong-terms.ts')
})

it('no page, data file or message uses a wrong term (content/wrong-terms.ts)', () => {
  expect(findWrongTerms(contentLines(), wrongTerms)).toEqual([])
})
