import type { Tone } from "@/content/types";

/** Tailwind classes for each content tone: a soft tile with a dark icon (≥ 4.5:1). */
export const toneClasses: Record<Tone, { tile: string; soft: string }> = {
  brand: { tile: "bg-brand-100 text-brand-800", soft: "bg-brand-50" },
  accent: { tile: "bg-accent-100 text-accent-800", soft: "bg-accent-50" },
  sky: { tile: "bg-sky-100 text-sky-900", soft: "bg-sky-50" },
  plum: { tile: "bg-fuchsia-100 text-fuchsia-900", soft: "bg-fuchsia-50" },
  sage: { tile: "bg-emerald-100 text-emerald-900", soft: "bg-emerald-50" },
  sand: { tile: "bg-amber-100 text-amber-900", soft: "bg-amber-50" },
};
