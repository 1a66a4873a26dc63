import { expect, it } from 'vitest'
import { extractFaq } from './faq'

it('takes h3 questions and the text up to the next heading as answers', () => {
  const mdx = `Intro.

## About Track

### Is Track free?

Yes. The app is free.

It has an optional subscription: [the coach](/docs/intro).

### Not a question

Ignored text.

## Your data

### Est-ce que ça marche hors ligne ?

- Oui
- Toujours
`
  expect(extractFaq(mdx, { supportEmail: 'help@example.com' })).toEqual([
    { question: 'Is Track free?', answer: 'Yes. The app is free.\n\nIt has an optional subscription: the coach.' },
    { question: 'Est-ce que ça marche hors ligne ?', answer: 'Oui Toujours' },
  ])
})

it('shows the support address where the page shows it', () => {
  const mdx = '### How do I reach you?\n\nWrite to <SupportEmail /> from any mail app.\n\n<SupportEmail />\n'
  expect(extractFaq(mdx, { supportEmail: 'help@example.com' })).toEqual([
    { question: 'How do I reach you?', answer: 'Write to help@example.com from any mail app.\n\nhelp@example.com' },
  ])
})
