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
