// The browser's storage, or null where the browser refuses it: with cookies blocked (a privacy mode, a browser's
// setting, a sandboxed iframe), merely reading window.localStorage or window.sessionStorage throws a SecurityError.
// Then the site remembers nothing (the consent choice, the theme, a dismissed announcement hold for the page at hand)
// and everything else works as before. Any other error is a bug, and is thrown. The head script carries this
// function's source (lib/head-script.ts), so it stands alone: no imports, no closures.
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind]
  } catch (error) {
    if (error instanceof DOMException && error.name === 'SecurityError') return null
    throw error
  }
}
