// Types for brand-marks.mjs (the project's tsconfig has `allowJs: false`).
export const BRAND_MARKS: { facebook: string; x: string; linkedin: string };
