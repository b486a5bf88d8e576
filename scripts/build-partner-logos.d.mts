// Types for build-partner-logos.mjs (the project's tsconfig has `allowJs: false`).
export const WORDMARK_FONT: string;
export const PARTNERS: Record<string, readonly string[]>;
export function partnerFiles(): Record<string, string>;
