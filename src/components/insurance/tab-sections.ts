/**
 * Tabs that read as sections without JavaScript. The panels are always rendered (Radix
 * `forceMount`); an inactive one is hidden only when scripting is on, so the prerendered HTML
 * shows the default tab alone to a visitor with JavaScript (no shift when the island hydrates)
 * and every panel, one after another, to a visitor without it. The tab strip does nothing
 * without script, so it is hidden then.
 */
export const tabPanelClass = "[@media(scripting:enabled)]:data-[state=inactive]:hidden";

export const tabStripClass = "noscript:hidden";
