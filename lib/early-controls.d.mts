/** The controls that answer from the first paint (lib/early-controls.mjs). */
export function earlyControls(names: { themeKey: string; announcementKey: string; behaviours: string }): void
