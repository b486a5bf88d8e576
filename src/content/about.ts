/**
 * Copy of /about (spec §2 "About"): mission, four values, employee development, cost-effective
 * care, the page's figures (counties, specialized services and clients, the last two read from
 * the registry in ./agency) and links to /services and /contact. The FAQ lives in
 * ./faq; the service-area section is its own module.
 */
import { figures } from "./agency";
import { countyCount } from "./counties";
import type { ImageKey } from "./images";
import { siteConfig } from "./site";
import type { IconText, Stat } from "./types";

type Link = { label: string; href: string };

export const aboutIntro = {
  eyebrow: siteConfig.tagline,
  title: "About Beyond Care Home Health",
  description: `We are a Medicare-certified, state-licensed home health agency based in ${siteConfig.address.locality}, Illinois. Our nurses, therapists, aides and social workers bring skilled, caring help to people recovering at home across the Chicago area, and we work closely with each patient's doctor and family.`,
  links: {
    services: { label: "Explore Our Services", href: "/services" },
    contact: { label: "Contact Us", href: "/contact" },
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  description: string;
  links: { services: Link; contact: Link };
};

/** The About page's figures (spec §2): counties, specialized services, clients (`agency.ts`). */
export const aboutStats = [
  { value: String(countyCount), label: "Counties Served" },
  { value: figures.specializedServices, label: "Specialized Services" },
  { value: figures.patientsServed, label: "Clients Cared For" },
] as const satisfies readonly Stat[];

export const aboutMission = {
  title: "Our Mission",
  paragraphs: [
    "Our mission is to help people heal, stay safe and live with dignity in the homes they love. We believe the best care is personal: it fits your goals, your culture and the way you live.",
    "Every plan of care starts with listening. We learn what matters to you, work hand in hand with your doctor, and keep your family informed, so that everyone pulls in the same direction.",
  ],
  image: "mission",
} as const satisfies { title: string; paragraphs: readonly string[]; image: ImageKey };

export const aboutValuesCopy = {
  eyebrow: "What we stand for",
  title: "Our Values",
  description: "Four values guide how we care for patients and how we treat each other.",
} as const;

export const aboutValues = [
  {
    icon: "heart-handshake",
    title: "Compassion",
    description:
      "We meet every patient with patience and warmth, and we listen to families as closely as we listen to the chart.",
  },
  {
    icon: "award",
    title: "Excellence",
    description:
      "We hold our clinical work to high standards, follow proven practice and measure how well our patients do.",
  },
  {
    icon: "scale",
    title: "Integrity",
    description:
      "We are honest about what care can do and what it costs, and we do what we say we will do.",
  },
  {
    icon: "users",
    title: "Respect",
    description:
      "We honor each person's choices, privacy, culture and faith, in their home and in every conversation.",
  },
] as const satisfies readonly IconText[];

export type AboutCommitment = {
  id: "development" | "cost";
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
};

/** Employee development and cost-effective care. */
export const aboutCommitments = [
  {
    id: "development",
    eyebrow: "Our people",
    title: "Employee Development",
    text: "Great care comes from people who keep learning. We invest in our team so that every visit is led by a confident, up-to-date professional.",
    points: [
      "Paid orientation and mentoring with an experienced clinician",
      "Ongoing training in wound care, fall prevention, infection control and more",
      "Support for continuing education and new certifications",
      "Clear paths to grow into leadership and specialty roles",
    ],
  },
  {
    id: "cost",
    eyebrow: "Value for families",
    title: "Cost-Effective Care",
    text: "Care at home often costs less than a hospital or nursing-home stay, and it can help prevent a return trip to the hospital. We help you get the most from your benefits.",
    points: [
      "We check your insurance benefits before care begins",
      "Covered Medicare home health services cost you nothing",
      "Early warning signs are caught at home, before they become emergencies",
      "We explain what you may owe in plain words, before your first visit",
    ],
  },
] as const satisfies readonly AboutCommitment[];
