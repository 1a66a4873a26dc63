// jsdom has no window.matchMedia: tests/setup.ts installs this stub answering "no preference", and a test
// can install another answer (e.g. prefers-reduced-motion).
export function stubMatchMedia(matches: (query: string) => boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
