// The data-* attributes of the content's small behaviours and styling hooks (reveal-on-scroll, the table of contents,
// the docs sidebar): see ./page.ts for why they are declared here.
import { dataAttribute } from './define'

/** A section that fades in once it scrolls into view (components/marketing/reveal.tsx marks it REVEALED). */
export const REVEAL = /*#__PURE__*/ dataAttribute('data-reveal')
export const REVEALED = /*#__PURE__*/ dataAttribute('data-revealed')
/** A link of the table of contents, with the id of its heading; TOC_ACTIVE on the section being read. */
export const TOC_LINK = /*#__PURE__*/ dataAttribute('data-toc-link')
export const TOC_ACTIVE = /*#__PURE__*/ dataAttribute('data-active')
/** A sidebar category's folding list (components/docs/collapsible-category.tsx): open, whatever its state, without JavaScript. */
export const COLLAPSIBLE = /*#__PURE__*/ dataAttribute('data-collapsible')
/** Whether it is unfolded (`true` or `false`), as its button's aria-expanded says (lib/browser/collapse.ts). */
export const COLLAPSIBLE_OPEN = /*#__PURE__*/ dataAttribute('data-open')
/** The docs sidebar, whose links are styled once in CSS rather than by a class list on each. */
export const DOCS_SIDEBAR = /*#__PURE__*/ dataAttribute('data-docs-sidebar')
