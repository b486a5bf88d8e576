/** The fifteen blog categories (spec §3), in the spec's order: article "N" is in category N. */
export const blogCategories = [
  "Healthcare Innovation",
  "Insurance & Benefits",
  "Patient Safety",
  "Mental Health",
  "Nutrition",
  "Physical Therapy",
  "Chronic Care",
  "Skilled Nursing",
  "Medication Management",
  "Cardiac Care",
  "Respiratory Care",
  "Post-Surgical Care",
  "Palliative Care",
  "Infusion Therapy",
  "Geriatric Care",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/**
 * Each category as the pages show it: the English name here; the Spanish module
 * (`es/blog/categories.ts`) gives its words, keyed by this name, which stays the articles' and
 * the filter's value.
 */
export const categoryLabels = {
  "Healthcare Innovation": "Healthcare Innovation",
  "Insurance & Benefits": "Insurance & Benefits",
  "Patient Safety": "Patient Safety",
  "Mental Health": "Mental Health",
  Nutrition: "Nutrition",
  "Physical Therapy": "Physical Therapy",
  "Chronic Care": "Chronic Care",
  "Skilled Nursing": "Skilled Nursing",
  "Medication Management": "Medication Management",
  "Cardiac Care": "Cardiac Care",
  "Respiratory Care": "Respiratory Care",
  "Post-Surgical Care": "Post-Surgical Care",
  "Palliative Care": "Palliative Care",
  "Infusion Therapy": "Infusion Therapy",
  "Geriatric Care": "Geriatric Care",
} as const satisfies Record<BlogCategory, string>;
