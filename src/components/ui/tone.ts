import type { Tone } from "@/content/types";

/**
 * Tailwind classes for each content tone: a soft icon tile with a dark icon (≥ 4.5:1). Cards
 * themselves have one tint (Card's `tint`); the tones only colour icon tiles.
 */
export const toneClasses: Record<Tone, { tile: string }> = {
  brand: { tile: "bg-brand-100 text-brand-800" },
  accent: { tile: "bg-accent-100 text-accent-800" },
  sky: { tile: "bg-sky-100 text-sky-900" },
  plum: { tile: "bg-fuchsia-100 text-fuchsia-900" },
  sage: { tile: "bg-emerald-100 text-emerald-900" },
  sand: { tile: "bg-amber-100 text-amber-900" },
};
