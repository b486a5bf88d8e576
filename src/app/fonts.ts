import localFont from "next/font/local";

/**
 * Atkinson Hyperlegible Next, self-hosted from @fontsource-variable (no font CDN).
 * Designed by the Braille Institute for low-vision readers: distinct letterforms for
 * older visitors and anyone reading on a small screen.
 */
export const fontSans = localFont({
  src: "../../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  variable: "--font-sans-family",
  // No late swap: the metric-matched fallback stays if the preloaded file is not there in time.
  display: "optional",
  preload: true,
  fallback: ["system-ui", "Segoe UI", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});
