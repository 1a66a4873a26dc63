// How each data-* attribute is declared: its name, a selector for it, and the prop that writes it (see ./page.ts).

/** A data-* attribute: its name, a selector for it, and the prop that writes it in a component. */
export interface DataAttribute<Name extends `data-${string}`> {
  /** `data-navbar` */
  readonly name: Name
  /** `[data-navbar]`, or `[data-action="open-search"]` with a value. */
  selector(value?: string): string
  /** The attribute as props: `<header {...NAVBAR.prop()}>`, `<button {...ACTION.prop('open-search')}>`. */
  prop(value?: string): Record<Name, string>
}

export function dataAttribute<Name extends `data-${string}`>(name: Name): DataAttribute<Name> {
  return {
    name,
    selector: (value) => (value === undefined ? `[${name}]` : `[${name}="${value}"]`),
    prop: (value = '') => ({ [name]: value }) as Record<Name, string>,
  }
}
