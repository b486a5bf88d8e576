/**
 * Copy of /awards (spec §2 "Awards", §3 "Award"): six award cards and the page's figures
 * (awards, years, patient satisfaction, professionals; the last three from ./agency).
 *
 * PLACEHOLDERS: the six awards below are sample regional recognitions, not real programs the
 * agency is known to hold, each marked with `placeholder()` (the page shows a "Sample" mark on
 * its picture). Before launch the agency replaces each entry (title, description, year,
 * issuer) with an award it has actually received, as a plain `Award` without the
 * `placeholder(...)` call, and the picture in /public/awards/award-N.svg with a photo of it
 * (then updates that entry in ./images.ts), or removes the entry.
 * `scripts/build-award-images.mjs` draws the sample pictures with these years.
 */
import { derivedFact, figures } from "./agency";
import { images, type ImageKey } from "./images";
import { placeholder, type Fact } from "@/shared/placeholder";
import type { Stat } from "./types";

export type Award = {
  id: string;
  title: string;
  description: string;
  image: ImageKey;
  /** The picture's alt text: the manifest's, so there is one source for it. */
  alt: string;
  year: number;
  issuer: string;
};

export const awardsIntro = {
  eyebrow: "Awards & Recognition",
  title: "Recognized for Care That Goes Beyond",
  description:
    "Awards are not why we do this work, but they tell families that others have noticed the care our team gives every day. Here are some of the honors we are proud of.",
  listTitle: "Our Awards",
  issuerLabel: "Awarded by",
} as const;

const SAMPLE_AWARD =
  "A sample award: replace with an award the agency holds (title, year, issuer, what it was for, a photo), or remove it.";

/** The award cards, newest first; each a placeholder until the agency confirms it. */
export const awardFacts: readonly Fact<Award>[] = [
  placeholder(
    "awards.patient-experience-2024",
    {
      id: "patient-experience-2024",
      title: "Top Patient Experience Rating",
      description:
        "Given for placing in the top tier of the area's home health agencies in an independent survey of patients about communication, respect and the care they received.",
      image: "award-1",
      alt: images["award-1"].alt,
      year: 2024,
      issuer: "Regional Patient Experience Survey",
    },
    SAMPLE_AWARD,
  ),
  placeholder(
    "awards.provider-of-the-year-2023",
    {
      id: "provider-of-the-year-2023",
      title: "Home Care Provider of the Year",
      description:
        "Presented by fellow home care providers for outstanding clinical quality, safe hospital-to-home transitions and service to families across the northern suburbs.",
      image: "award-2",
      alt: images["award-2"].alt,
      year: 2023,
      issuer: "Northern Illinois Home Care Association",
    },
    SAMPLE_AWARD,
  ),
  placeholder(
    "awards.community-partner-2022",
    {
      id: "community-partner-2022",
      title: "Community Health Partner Award",
      description:
        "Recognizes our free health talks, fall-prevention checks and blood pressure screenings at senior centers and places of worship in our community.",
      image: "award-3",
      alt: images["award-3"].alt,
      year: 2022,
      issuer: "Northwest Suburban Chamber of Commerce",
    },
    SAMPLE_AWARD,
  ),
  placeholder(
    "awards.frontline-caregiving-2020",
    {
      id: "frontline-caregiving-2020",
      title: "Frontline Caregiving Honor",
      description:
        "Honors our nurses, therapists and aides for keeping home visits going safely for homebound patients throughout the COVID-19 pandemic.",
      image: "award-4",
      alt: images["award-4"].alt,
      year: 2020,
      issuer: "Chicagoland Senior Services Council",
    },
    SAMPLE_AWARD,
  ),
  placeholder(
    "awards.clinical-quality-2018",
    {
      id: "clinical-quality-2018",
      title: "Clinical Quality Recognition",
      description:
        "Awarded for our fall-prevention and medication safety program, which helped patients stay safely at home and out of the hospital.",
      image: "award-5",
      alt: images["award-5"].alt,
      year: 2018,
      issuer: "Illinois Home Health Quality Forum",
    },
    SAMPLE_AWARD,
  ),
  placeholder(
    "awards.great-place-to-work-2015",
    {
      id: "great-place-to-work-2015",
      title: "Great Place to Work in Home Health",
      description:
        "Based on a confidential survey of our own staff, for the training, support and respect our team members say they receive.",
      image: "award-6",
      alt: images["award-6"].alt,
      year: 2015,
      issuer: "Chicago-Area Healthcare Workforce Council",
    },
    SAMPLE_AWARD,
  ),
];

/** The Awards page's figures (spec §2): its labels, the registry's values. */
export const awardsStats = [
  {
    value: derivedFact(awardFacts, (list) => `${list.length}+`),
    label: "Awards & Recognitions",
  },
  { value: figures.yearsOfService, label: "Years of Service" },
  { value: figures.patientSatisfaction, label: "Patient Satisfaction" },
  { value: figures.professionals, label: "Healthcare Professionals" },
] as const satisfies readonly Stat[];
