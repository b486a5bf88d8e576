/**
 * The ten services. Issue 3 adds the descriptive copy, images and sub-services;
 * the header, footer, sitemap and JSON-LD already read this list.
 */

export type ServiceSummary = {
  /** Route id: `/services/{id}`. */
  id: string;
  /** Full name, as on the service page. */
  title: string;
  /** One sentence for menus, cards and structured data. */
  summary: string;
};

export const services = [
  {
    id: "skilled-nursing",
    title: "Skilled Nursing",
    summary:
      "Registered and licensed practical nurses provide assessments, wound care, medication management and disease care at home.",
  },
  {
    id: "health-aide",
    title: "Home Health Aide",
    summary:
      "Certified aides help with bathing, dressing, moving safely and other personal care under a nurse's plan.",
  },
  {
    id: "social-worker",
    title: "Medical Social Services",
    summary:
      "Medical social workers help with the emotional, social and financial sides of an illness and connect families to community resources.",
  },
  {
    id: "physical-therapy",
    title: "Physical Therapy",
    summary:
      "Physical therapists rebuild strength, balance and walking so you can move safely around your home.",
  },
  {
    id: "speech-therapy",
    title: "Speech Therapy",
    summary:
      "Speech-language pathologists treat problems with speech, language, voice and swallowing.",
  },
  {
    id: "occupational-therapy",
    title: "Occupational Therapy",
    summary:
      "Occupational therapists help you get back to daily tasks like dressing, cooking and bathing, with adaptive equipment when needed.",
  },
  {
    id: "specialized-care",
    title: "Specialized Care",
    summary:
      "Focused programs for memory care, chronic disease, cardiac care, wound care and podiatry.",
  },
  {
    id: "palliative-care",
    title: "Palliative Care",
    summary:
      "Comfort-focused care that eases pain and symptoms and supports patients and families through serious illness.",
  },
  {
    id: "infusion-therapy",
    title: "Infusion Therapy",
    summary:
      "Nurses give IV fluids, antibiotics and other infusions safely at home, as your doctor orders.",
  },
  {
    id: "homemaker",
    title: "Homemaker Services",
    summary:
      "Help with meals, light housekeeping, errands and companionship, with flexible hourly, daily, overnight or live-in options.",
  },
] as const satisfies readonly ServiceSummary[];

export type ServiceId = (typeof services)[number]["id"];

export const servicePath = (id: ServiceId) => `/services/${id}` as const;
