/**
 * Copy of the home page (spec §2 "Home page", §3, §4). Contact facts come from `siteConfig`,
 * the core counties from `counties.ts`; service names, links and pictures from `services`.
 */
import { figures } from "./agency";
import type { ImageKey } from "./images";
import { providers, type ProviderId, type ProviderLogo } from "./insurance/providers";
import { servicePath, services, type Service, type ServiceId } from "./services";
import { coreCountyList } from "./counties";
import { siteConfig } from "./site";
import { placeholder, type Fact } from "@/shared/placeholder";
import type { IconText, Stat } from "./types";

/** Opening of the home page. */
export const homeIntro = {
  eyebrow: siteConfig.tagline,
  title: "Skilled home health care in Chicago and the suburbs",
  text: `Nurses, therapists and aides who come to your home, work with your doctor and treat you like family. We serve the Chicago area, including ${coreCountyList} counties.`,
  primaryCta: { label: "Get Care Now", href: "/contact" },
} as const;

/**
 * The three answers of the first screen (issue 14 §2): a person to call (the number in digits
 * from `siteConfig`), the plans we take, and the ZIP or town check (its copy: `zip-check.ts`).
 */
export const heroAnswers = {
  label: "Quick answers",
  phone: "Talk to a person",
  insurance: "We take Medicare, Medicaid and most private plans.",
  insuranceLink: { label: "See the plans we accept", href: "/insurance" },
} as const;

/** Credentials the agency shows (spec §1). */
export const trustBadges = [
  "Medicare Certified",
  "State Licensed",
  "HIPAA Compliant",
  "Background Checked",
] as const;

/* ------------------------------------------------------------------ Hero carousel */

export type HeroSlide = {
  serviceId: ServiceId;
  title: string;
  subtitle: string;
  link: ReturnType<typeof servicePath>;
  shortTitle: string;
  image: ImageKey;
};

/** The words of each slide; order, links, pill labels and pictures come from `services`. */
const heroWords = {
  "skilled-nursing": {
    title: "Skilled nursing care, right at home",
    subtitle: "Nurses who work with your doctor to help you recover and stay well.",
  },
  "health-aide": {
    title: "A helping hand with everyday care",
    subtitle: "Trained aides help with bathing, dressing and moving safely, with dignity.",
  },
  "social-worker": {
    title: "Support for the hard parts of illness",
    subtitle: "Social workers help your family cope, plan ahead and find local resources.",
  },
  "physical-therapy": {
    title: "Get back on your feet with confidence",
    subtitle: "Therapists build your strength and balance in the home you move through every day.",
  },
  "speech-therapy": {
    title: "Find your words and your voice again",
    subtitle: "Speech therapists help with talking, understanding and safe swallowing.",
  },
  "occupational-therapy": {
    title: "Do more of what matters to you",
    subtitle: "Occupational therapists help you dress, bathe and cook on your own again.",
  },
  "specialized-care": {
    title: "Focused care for complex conditions",
    subtitle: "Memory, heart, wound and chronic disease care from a team that knows them well.",
  },
  "palliative-care": {
    title: "Comfort and calm through serious illness",
    subtitle: "Care that eases symptoms and supports you and your family at any stage.",
  },
  "infusion-therapy": {
    title: "IV therapy without the hospital stay",
    subtitle: "Registered nurses give the infusions your doctor orders, safely at home.",
  },
  homemaker: {
    title: "Everyday help that keeps home running",
    subtitle: "Meals, housekeeping and company, with hourly, daily, overnight or live-in help.",
  },
} as const satisfies Record<ServiceId, { title: string; subtitle: string }>;

/** One slide per service, in service order (spec §3: 10). */
/** The slides from a language's words and services (the Spanish module passes its own). */
export const heroSlidesOf = (
  words: Readonly<Record<ServiceId, { title: string; subtitle: string }>>,
  list: readonly Pick<Service, "id" | "shortTitle" | "image">[] = services,
): readonly HeroSlide[] =>
  list.map((service) => ({
    serviceId: service.id,
    title: words[service.id].title,
    subtitle: words[service.id].subtitle,
    link: servicePath(service.id),
    shortTitle: service.shortTitle,
    image: service.image,
  }));

export const heroSlides = /* @__PURE__ */ heroSlidesOf(heroWords);

export const heroCopy = {
  regionLabel: "Our services",
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  learnMore: "Learn more",
  pillsLabel: "Jump to a service",
} as const;

export const heroTimings = { slideIntervalMs: 6000, pillNavigationDelayMs: 1000 } as const;

/* ------------------------------------------------------------------ Values and first visit */

export const valuesCopy = {
  eyebrow: "What guides us",
  title: "Our Core Values",
  description: "Six promises shape every visit, every phone call and every person we hire.",
} as const;

export const coreValues = [
  {
    icon: "heart-handshake",
    title: "Compassion",
    description:
      "We treat you the way we would want our own parents treated: with patience, kindness and respect.",
  },
  {
    icon: "scale",
    title: "Team Integrity",
    description:
      "We do what we say, tell you the truth and own our mistakes. Every member of the team holds the others to it.",
  },
  {
    icon: "users",
    title: "Inclusion",
    description:
      "We welcome people of every background, culture, faith and ability, as patients and as colleagues.",
  },
  {
    icon: "handshake",
    title: "Trust",
    description:
      "We show up when we say we will, keep you informed and protect your privacy, so you can count on us.",
  },
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "We keep learning and use proven new tools and methods to make care at home safer and simpler.",
  },
  {
    icon: "clipboard-check",
    title: "Compliance",
    description:
      "We follow Medicare, state and privacy rules with care, because safe, honest care depends on them.",
  },
] as const satisfies readonly IconText[];

export const firstVisitCopy = {
  eyebrow: "Getting started",
  title: "What to Expect on Your First Visit",
  description:
    "Once your doctor refers you, a nurse or therapist comes to your home for a first visit. Here is what happens from there.",
  /** Spec §4: when services end and what comes after. */
  afterCare:
    "Home health care ends when you reach your goals, when your doctor stops the orders, or when you no longer qualify. Before that day, we help you plan what comes next, such as outpatient care, follow-up visits or private-duty help at home.",
  image: "first-visit",
} as const satisfies {
  eyebrow: string;
  title: string;
  description: string;
  afterCare: string;
  image: ImageKey;
};

/** The care lifecycle of spec §4: home assessment, care plan, scheduled visits, regular review. */
export const processSteps = [
  {
    icon: "clipboard-list",
    title: "Comprehensive Assessment",
    description:
      "A nurse or therapist visits your home to learn about your health, medicines, safety and goals.",
  },
  {
    icon: "notebook-pen",
    title: "Customized Care Plan",
    description:
      "We write a care plan with you and your doctor, then schedule visits by the right nurses, therapists and aides.",
  },
  {
    icon: "graduation-cap",
    title: "Education & Training",
    description:
      "At each visit we teach you and your family how to manage medicines, spot warning signs and stay safe.",
  },
  {
    icon: "calendar-check",
    title: "Ongoing Support",
    description:
      "We review your plan with your doctor regularly and change it as you improve, until your goals are met.",
  },
] as const satisfies readonly IconText[];

/* ------------------------------------------------------------------ Mission */

export const mission = {
  title: "Our Mission",
  text: `We help people heal, manage their health and live safely in the homes they love. Our nurses, therapists and aides bring skilled, caring help to families across the Chicago area, including ${coreCountyList} counties. We work hand in hand with your doctor and keep your family in the loop.`,
  points: [
    "Licensed, background-checked professionals",
    "A care plan built around your goals",
    "A real person to talk to when you call",
  ],
  image: "mission",
  cta: { label: "Learn more about us", href: "/about" },
} as const satisfies {
  title: string;
  text: string;
  points: readonly string[];
  image: ImageKey;
  cta: { label: string; href: string };
};

/* ------------------------------------------------------------------ Insurance */

/** The home insurance section's way to the plans (issue 14: /insurance was unreachable). */
export const insurancePlansLink = { label: "See the plans we accept", href: "/insurance" } as const;

export const insuranceCopy = {
  eyebrow: "Insurance",
  title: "We Work With Your Insurance",
  description:
    "We accept Medicare, Medicaid and many private plans. Before care begins, we check your benefits and explain what your plan covers, so you know what to expect.",
  pauseLabel: "Pause logo strip",
  playLabel: "Play logo strip",
  listLabel: "Insurance partners",
} as const;

/** The insurance strip's figures (spec §10), read from the registry (`agency.ts`). */
export const homeStats = [
  { value: figures.insurancePartners, label: "Insurance Partners" },
  { value: figures.coverageSuccess, label: "Coverage Success" },
  { value: figures.verificationAccuracy, label: "Verification Accuracy" },
  { value: figures.claimsProcessed, label: "Claims Processed" },
] as const satisfies readonly Stat[];

export type Partner = { id: ProviderId; name: string; logo: ProviderLogo };

/** The 14 insurance partners of the logo strip, derived from `providers` in the spec's order. */
export const partners: readonly Partner[] = providers.map(({ id, name, logo }) => ({
  id,
  name,
  logo,
}));

/** Shown when a partner logo fails to load (spec §8). */
export const partnerPlaceholderLogo = "/partners/placeholder.svg";

/**
 * Partner strip: seconds to move on by one logo (the spec's "speed 2000 ms" for a continuous,
 * delay 0 strip), done in CSS (partner-strip.tsx).
 */
export const partnerSecondsPerLogo = 2;

/* ------------------------------------------------------------------ Care in Action */

export const careInAction = {
  title: "Care in Action",
  description: "Illustrations of the people and everyday steps that make up care at home.",
  images: ["care-1", "care-2", "care-3", "care-4", "care-5", "care-6", "care-7", "care-8"],
  captions: [
    "A clinician writes down the medicine list",
    "Washing hands at the sink, a simple way to stop germs",
    "Light hand weights beside a chair, for strength at home",
    "Back on his feet with crutches after a broken leg",
    "A phone call to ask about care at home",
    "Out shopping again, carrying her own bag",
    "Watering the plants, one of the everyday jobs that matter",
    "Two clinicians ready for the day's visits",
  ],
  intervalMs: 4000,
  pauseLabel: "Pause pictures",
  playLabel: "Play pictures",
  regionLabel: "Care in Action pictures",
  previousLabel: "Previous picture",
  nextLabel: "Next picture",
} as const satisfies {
  title: string;
  description: string;
  images: readonly ImageKey[];
  captions: readonly string[];
  intervalMs: number;
  pauseLabel: string;
  playLabel: string;
  regionLabel: string;
  previousLabel: string;
  nextLabel: string;
};

/* ------------------------------------------------------------------ Certification badges */

export const badgesCopy = { title: "Care You Can Trust" } as const;

/**
 * The agency-wide claims of spec §1, shown with the badges: the home page's labels, the
 * registry's values (`agency.ts`: one value per figure on every page).
 */
export const homeClaims = [
  { value: figures.yearsOfService, label: "Years of Service" },
  { value: figures.patientsServed, label: "Patients Served" },
  { value: figures.professionals, label: "Licensed Professionals" },
  { value: figures.patientSatisfaction, label: "Patient Satisfaction" },
] as const satisfies readonly Stat[];

export const certificationBadges = [
  {
    icon: "badge-check",
    title: "Medicare Certified",
    description: "We meet Medicare's federal standards for home health agencies.",
  },
  {
    icon: "landmark",
    title: "State Licensed",
    description: "We are licensed by the State of Illinois to provide home health care.",
  },
  {
    icon: "lock-keyhole",
    title: "HIPAA Compliant",
    description: "We keep your health information private and secure.",
  },
  {
    icon: "user-check",
    title: "Background Checked",
    description: "Every caregiver passes a background check before their first visit.",
  },
] as const satisfies readonly IconText[];

/* ------------------------------------------------------------------ Testimonials */

export type Testimonial = {
  text: string;
  name: string;
  stars: 5;
  image: ImageKey;
  role: string;
  /** Where the person lives (the spec calls the field "company"). */
  company: string;
};

export const testimonialsCopy = {
  eyebrow: "In their words",
  title: "What Patients and Families Say",
  description: "Patients and families share what care at home with our team has meant to them.",
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause testimonials",
  play: "Play testimonials",
  regionLabel: "Patient testimonials",
} as const;

/** The section's heading while the stories are examples (16 CFR part 465: no fake reviews). */
export const exampleTestimonialsCopy = {
  eyebrow: "Example stories",
  title: "What Care at Home Can Feel Like",
  description:
    "These stories are examples of the care we give, not the words of real patients. We will share real stories once patients and families agree to it.",
} as const;

const EXAMPLE_TESTIMONIAL =
  "An example story, not a real patient's words (16 CFR part 465 bans fake reviews): replace with a real patient's or family member's words, shared with written consent, or remove it.";

/**
 * The patient stories: examples until the agency has real ones, each a placeholder, so the
 * section and every card say "Example" (`sampleCopy`) and the launch check lists them.
 */
export const testimonialFacts: readonly Fact<Testimonial>[] = [
  placeholder(
    "testimonials.margaret-t",
    {
      text: "After Dad came home from the hospital, I was scared to leave him alone. His nurse called me after every visit and explained his new medicines so we both understood. Three weeks later he was making his own breakfast again, and I finally slept through the night.",
      name: "Margaret T.",
      stars: 5,
      image: "avatar-1",
      role: "Daughter of a patient",
      company: "Arlington Heights, IL",
    },
    EXAMPLE_TESTIMONIAL,
  ),
  placeholder(
    "testimonials.robert-k",
    {
      text: "I had a knee replaced and didn't want to drive across town for therapy. My therapist came to the house twice a week and had me practicing on my own stairs. A couple of months later I was back to walking the dog around the block.",
      name: "Robert K.",
      stars: 5,
      image: "avatar-2",
      role: "Physical therapy patient",
      company: "Naperville, IL",
    },
    EXAMPLE_TESTIMONIAL,
  ),
  placeholder(
    "testimonials.linda-s",
    {
      text: "Swallowing had become hard for my husband. The speech therapist watched him eat lunch at our own table and showed us small changes that made meals calmer. The social worker helped me find a caregiver support group, too. I don't feel so alone anymore.",
      name: "Linda S.",
      stars: 5,
      image: "avatar-3",
      role: "Wife and caregiver",
      company: "Crystal Lake, IL",
    },
    EXAMPLE_TESTIMONIAL,
  ),
  placeholder(
    "testimonials.dorothy-w",
    {
      text: "I'm 84 and I want to stay in my own home. My homemaker comes three mornings a week. We do the shopping, she keeps the kitchen and laundry under control, and we always have coffee and a good talk. My kids worry a lot less, and so do I.",
      name: "Dorothy W.",
      stars: 5,
      image: "avatar-4",
      role: "Homemaker services client",
      company: "Libertyville, IL",
    },
    EXAMPLE_TESTIMONIAL,
  ),
  placeholder(
    "testimonials.james-p",
    {
      text: "Mom needed IV antibiotics for several weeks, and we thought that meant a long stay away from home. Instead, a nurse came to her apartment, set everything up and taught me what to watch for. Someone always picked up when I called the office. We felt like family.",
      name: "James P.",
      stars: 5,
      image: "avatar-5",
      role: "Son of a patient",
      company: "Joliet, IL",
    },
    EXAMPLE_TESTIMONIAL,
  ),
];

export const testimonialTimings = { autoplayDelayMs: 6000 } as const;

/* ------------------------------------------------------------------ Call to action */

export const ctaBanner = {
  title: "Ready to Talk About Care at Home?",
  text: "Call or email us. We will answer your questions, check your insurance and help you get started.",
  primary: { label: "Get Care Now", href: "/contact" },
} as const;

/* ------------------------------------------------------------------ Gallery */

export const galleryCopy = {
  title: "Everyday Life at Home",
  description:
    "Illustrations of the everyday life that care at home helps people keep: meals with friends, walks, gardens and time for themselves.",
} as const;

export type GalleryItem = { image: ImageKey; caption: string };

export const gallery = [
  { image: "gallery-1", caption: "Lunch and a good talk at the table" },
  { image: "gallery-2", caption: "A friend stops by the park bench to say hello" },
  { image: "gallery-3", caption: "Planting seedlings in the garden" },
  { image: "gallery-4", caption: "A quiet hour with a good book" },
  { image: "gallery-5", caption: "Saying hello to a friendly dog" },
  { image: "gallery-6", caption: "A walk together under the trees" },
] as const satisfies readonly GalleryItem[];
