/**
 * Copy of /careers (spec §2 "Careers"): the page's figures (professionals, employee
 * satisfaction, years, insurance partners; values from the registry in ./agency), four
 * culture values, four benefit categories, the roles we hire and how to apply. The spec shows
 * no application form, so applicants email a résumé or call. The agency should check the
 * benefit details below against its current employee handbook.
 */
import type { IconName } from "./icons";
import { figures } from "./agency";
import { mailtoHref, siteConfig, telHref } from "./site";
import type { IconText, Stat, Tone } from "./types";

export const careersIntro = {
  eyebrow: "Careers",
  title: "Build a Career in Home Health Care",
  description:
    "Join nurses, therapists, aides and social workers who care for patients one home at a time. At Beyond Care, you get the time to do your job well and a team that has your back.",
  applyLink: { label: "How to apply", href: "#apply" },
} as const;

/** The Careers page's figures (spec §2): its labels, the registry's values (`agency.ts`). */
export const careersStats = [
  { value: figures.professionals, label: "Healthcare Professionals" },
  { value: figures.employeeSatisfaction, label: "Employee Satisfaction" },
  { value: figures.yearsOfService, label: "Years of Service" },
  { value: figures.insurancePartners, label: "Insurance Partners" },
] as const satisfies readonly Stat[];

export const cultureCopy = {
  eyebrow: "Why work with us",
  title: "Our Culture",
  description: "Four things our team says make Beyond Care a good place to work.",
} as const;

export const cultureValues = [
  {
    icon: "hand-heart",
    title: "Patients Come First",
    description:
      "We schedule visits so you have time to listen, teach and do the job right, not rush to the next door.",
  },
  {
    icon: "users",
    title: "Teamwork",
    description:
      "Nurses, therapists, aides and office staff talk every day. You are never alone with a hard case.",
  },
  {
    icon: "sprout",
    title: "Growth",
    description:
      "We help you learn new skills, earn certifications and move into the role you want next.",
  },
  {
    icon: "scale",
    title: "Respect",
    description: "We value every role and every background, and leaders listen when you speak up.",
  },
] as const satisfies readonly IconText[];

export type BenefitCategory = {
  id: "health" | "development" | "compensation" | "balance";
  icon: IconName;
  tone: Tone;
  title: string;
  items: readonly string[];
};

export const benefitsCopy = {
  eyebrow: "Benefits",
  title: "Benefits That Support You",
  description:
    "Full-time team members receive the benefits below; part-time and as-needed roles include many of them.",
} as const;

export const benefitCategories = [
  {
    id: "health",
    icon: "heart-pulse",
    tone: "accent",
    title: "Health & Wellness",
    items: [
      "Medical, dental and vision insurance",
      "Life and disability insurance",
      "Free, confidential employee assistance program",
      "Paid sick time",
    ],
  },
  {
    id: "development",
    icon: "graduation-cap",
    tone: "brand",
    title: "Professional Development",
    items: [
      "Paid orientation and a mentor for your first weeks",
      "Continuing education and CEU support",
      "Help paying for new certifications",
      "Paths into case management and leadership",
    ],
  },
  {
    id: "compensation",
    icon: "wallet",
    tone: "sand",
    title: "Compensation",
    items: [
      "Competitive pay per visit or per hour",
      "Mileage reimbursement for travel between visits",
      "401(k) retirement plan",
      "Bonuses for referring new team members",
    ],
  },
  {
    id: "balance",
    icon: "sun",
    tone: "sky",
    title: "Work-Life Balance",
    items: [
      "Full-time, part-time and as-needed schedules",
      "Visits planned close to where you live",
      "Paid time off and paid holidays",
      "Weekend and on-call shifts shared fairly",
    ],
  },
] as const satisfies readonly BenefitCategory[];

export type Role = { id: string; title: string; description: string };

export const rolesCopy = {
  eyebrow: "Open roles",
  title: "Who We Hire",
  description:
    "We hire throughout the year for these roles. Illinois licensure or certification is required where the role calls for it.",
} as const;

export const roles = [
  {
    id: "rn",
    title: "Registered Nurse (RN)",
    description: "Assessments, care plans and skilled nursing visits.",
  },
  {
    id: "lpn",
    title: "Licensed Practical Nurse (LPN)",
    description: "Skilled nursing visits under an RN's plan of care.",
  },
  {
    id: "pt",
    title: "Physical Therapist and Assistant (PT/PTA)",
    description: "Strength, balance and walking at home.",
  },
  {
    id: "ot",
    title: "Occupational Therapist and Assistant (OT/COTA)",
    description: "Everyday tasks like dressing, bathing and cooking.",
  },
  {
    id: "slp",
    title: "Speech-Language Pathologist (SLP)",
    description: "Speech, language, memory and swallowing.",
  },
  {
    id: "msw",
    title: "Medical Social Worker (MSW)",
    description: "Counseling, planning and community resources.",
  },
  {
    id: "hha",
    title: "Home Health Aide (HHA)",
    description: "Personal care, bathing and safe moving.",
  },
  {
    id: "homemaker",
    title: "Homemaker",
    description: "Meals, light housekeeping and companionship.",
  },
] as const satisfies readonly Role[];

const applySubject = "Job application";

export const applyCopy = {
  title: "How to Apply",
  text: "Email us your résumé and tell us which role you are interested in, or call us to talk it over. We read every application and will contact you about next steps.",
  email: {
    label: "Email your résumé",
    address: siteConfig.email,
    href: `${mailtoHref(siteConfig.email)}?subject=${encodeURIComponent(applySubject)}`,
  },
  phone: {
    label: "Call us",
    number: siteConfig.phone.display,
    href: telHref(siteConfig.phone),
  },
  equalOpportunity: `${siteConfig.name} is an equal opportunity employer. We welcome applicants of every race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability and veteran status.`,
} as const;
