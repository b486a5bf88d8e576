import type { ResponseTime } from "@/content/counties";

/**
 * Fills of the two response times. Under 24 hours: solid dark green (white label). Under
 * 48 hours: light green with darker stripes (dark label), so the two differ in pattern and
 * lightness, not in colour alone. Borders: white between dark counties, dark between light ones;
 * each is over 3:1 against the fills it separates.
 */
export const responseStyles = {
  "Under 24 hours": {
    fill: "fill-brand-800",
    border: "stroke-white",
    label: "fill-white stroke-brand-900",
  },
  "Under 48 hours": {
    fill: "", // the stripe pattern, referenced by its id
    border: "stroke-brand-900",
    label: "fill-ink stroke-white",
  },
} as const satisfies Record<ResponseTime, Record<"fill" | "border" | "label", string>>;

export const isFast = (responseTime: ResponseTime) => responseTime === "Under 24 hours";

/** A valid, stable id fragment from React's `useId` (which may contain colons). */
export const svgId = (reactId: string, suffix: string) =>
  `${reactId.replace(/[^A-Za-z0-9_-]/g, "")}-${suffix}`;
