/**
 * The blog categories' Spanish labels, keyed by the English category (the articles'
 * frontmatter and the filter's values stay the English ones).
 */
import type { BlogCategory } from "../../blog/categories";

export const review = { state: "pending", translator: null, date: null } as const;

export const categoryLabels = {
  "Healthcare Innovation": "Innovación en la atención médica",
  "Insurance & Benefits": "Seguros y beneficios",
  "Patient Safety": "Seguridad del paciente",
  "Mental Health": "Salud mental",
  Nutrition: "Nutrición",
  "Physical Therapy": "Terapia física",
  "Chronic Care": "Cuidado de enfermedades crónicas",
  "Skilled Nursing": "Enfermería especializada",
  "Medication Management": "Manejo de medicamentos",
  "Cardiac Care": "Cuidado cardíaco",
  "Respiratory Care": "Cuidado respiratorio",
  "Post-Surgical Care": "Cuidado después de una cirugía",
  "Palliative Care": "Cuidados paliativos",
  "Infusion Therapy": "Terapia de infusión",
  "Geriatric Care": "Cuidado geriátrico",
} as const satisfies Record<BlogCategory, string>;
