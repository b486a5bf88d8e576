/**
 * What ../shared/SPEC.md fixes, written out as the tests' oracle (deliberately not imported
 * from src/content, so a wrong content change fails the tests). Unit tests (the *.test.ts files in src) and
 * end-to-end specs (e2e/) both import it from here; nothing in src/ outside tests may.
 */

/** §2's seven items, and Insurance after Services (issue 14: /insurance was unreachable). */
export const HEADER_ITEMS = [
  "Home",
  "About Us",
  "Services",
  "Insurance",
  "Service Areas",
  "Awards",
  "Blog",
  "Careers",
] as const;

export const HEADER_HREFS = [
  "/",
  "/about",
  "/services",
  "/insurance",
  "/service-areas",
  "/awards",
  "/blog",
  "/careers",
] as const;

export const HOME_ANCHOR_LABELS = ["What to Expect", "Our Values", "Insurance", "Care in Action"];
export const HOME_ANCHOR_HREFS = ["/#whatToExpect", "/#values", "/#insurance", "/#care-in-action"];

/** §2: the ten service ids, in the spec's order. */
export const SERVICE_IDS = [
  "skilled-nursing",
  "health-aide",
  "social-worker",
  "physical-therapy",
  "speech-therapy",
  "occupational-therapy",
  "specialized-care",
  "palliative-care",
  "infusion-therapy",
  "homemaker",
] as const;

export const SERVICE_PATHS = SERVICE_IDS.map((id) => `/services/${id}`);

/** §4: the fourteen insurance provider ids, in the spec's order. */
export const PROVIDER_IDS = [
  "medicare",
  "medicaid",
  "bcbs",
  "aetna",
  "cigna",
  "humana",
  "united",
  "anthem",
  "kaiser",
  "tricare",
  "centene",
  "molina",
  "wellcare",
  "independence",
] as const;

/** §4: the fourteen providers' names as visitors read them, in the same order. */
export const PROVIDER_NAMES = [
  "Medicare",
  "Medicaid",
  "Blue Cross Blue Shield",
  "Aetna",
  "Cigna",
  "Humana",
  "United Healthcare",
  "Anthem",
  "Kaiser Permanente",
  "TRICARE",
  "Centene",
  "Molina Healthcare",
  "WellCare",
  "Independence Blue Cross",
] as const;

const numbered = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name}-${index + 1}`);

/** The home page's six gallery pictures and eight "care in action" pictures, and the six awards'. */
export const GALLERY_IMAGES = numbered("gallery", 6);
export const CARE_IMAGES = numbered("care", 8);
export const AWARD_IMAGES = numbered("award", 6);

/** §4: a provider page's tabs, in order. */
export const PROVIDER_TABS = ["Overview", "Coverage", "Verification", "Calculator", "Contact"];

/** The services page's four contact cards, in order. */
export const SERVICES_CONTACT_CARDS = ["phone", "email", "service-area", "hours"];

/** §9: the ten counties, in the spec's order (the first six are the "core" ones). */
export const COUNTIES = [
  "Cook",
  "Lake",
  "DuPage",
  "Will",
  "McHenry",
  "Kane",
  "LaSalle",
  "Grundy",
  "Kankakee",
  "DeKalb",
];

/** §9: each county's population text and response time, word for word. */
export const COUNTY_FACTS: Record<string, { population: string; responseTime: string }> = {
  Cook: { population: "5.2M", responseTime: "Under 24 hours" },
  Lake: { population: "714K", responseTime: "Under 24 hours" },
  DuPage: { population: "932K", responseTime: "Under 24 hours" },
  Will: { population: "696K", responseTime: "Under 48 hours" },
  McHenry: { population: "310K", responseTime: "Under 48 hours" },
  Kane: { population: "516K", responseTime: "Under 48 hours" },
  LaSalle: { population: "109K", responseTime: "Under 48 hours" },
  Grundy: { population: "52K", responseTime: "Under 48 hours" },
  Kankakee: { population: "107K", responseTime: "Under 48 hours" },
  DeKalb: { population: "104K", responseTime: "Under 48 hours" },
};

/** §5: the contact form's Service of Interest options, in order. */
export const CONTACT_SERVICES = [
  "Skilled Nursing",
  "Palliative Care",
  "Wound Care",
  "Infusion Therapy",
  "Podiatry",
  "Physical Therapy",
  "Occupational Therapy",
  "Speech Therapy",
  "Home Health Aide",
  "DME Assistance",
  "Medical Social Worker",
  "Home Care",
  "Dietician",
];

/** §5: the contact form's required privacy checkbox. */
export const CONTACT_CONSENT =
  "I agree to the privacy policy and consent to being contacted about healthcare services.";

/** §3: the verification form's and the cost calculator's service types, in order. */
export const CARE_SERVICE_TYPES = [
  "skilled-nursing",
  "home-health-aide",
  "physical-therapy",
  "occupational-therapy",
  "speech-therapy",
  "medical-social-services",
  "multiple-services",
];

/**
 * Issue 31: phone numbers every phone field takes (an extension welcome, +1 optional), each
 * with the one form it is sent in; and numbers it refuses (not 10 US digits, or not a number).
 */
export const PHONES_ACCEPTED: readonly (readonly [typed: string, sent: string])[] = [
  ["630-555-0177", "630-555-0177"],
  ["(630) 555-0177", "630-555-0177"],
  ["630.555.0177", "630-555-0177"],
  ["6305550177", "630-555-0177"],
  ["1-630-555-0177", "630-555-0177"],
  ["+1 630 555 0177", "630-555-0177"],
  ["630-555-0177 x214", "630-555-0177 ext. 214"],
  ["630-555-0177 ext. 214", "630-555-0177 ext. 214"],
  ["(630) 555-0177 ext 214", "630-555-0177 ext. 214"],
  ["630.555.0177 #214", "630-555-0177 ext. 214"],
  ["+1 630 555 0177 x 214", "630-555-0177 ext. 214"],
  ["630-555-0177 Extension 2140", "630-555-0177 ext. 2140"],
  ["630-555-0177x214", "630-555-0177 ext. 214"],
];

export const PHONES_REFUSED: readonly string[] = [
  "12",
  "630-555-017",
  "630-555-01777",
  "2-630-555-0177",
  "+44 20 7946 0958",
  "+6305550177",
  "630-CALL-NOW",
  "call 630-555-0177",
  "630-555-0177 x",
  "630-555-0177 ext. 21a",
  "630-555-0177 x 1234567",
  "x214",
  "630-555-0177 x214 x215",
];

/**
 * Issue 31: the status page's closing line per outcome (the words for the patient's
 * outcomes; the others plain and non-clinical) and the stage sentence per form type and status.
 */
export const STATUS_CLOSING_LINES: readonly (readonly [outcome: string, line: string])[] = [
  ["admitted", "Care has started."],
  ["referred_elsewhere", "We referred you to another agency."],
  ["not_reachable", "We could not reach you: please call us."],
  ["not_eligible", "We could not offer care this time. Call us if you have questions."],
  ["duplicate", "This request was joined with another one you sent."],
  ["hired", "You were hired. Welcome to the team!"],
  ["not_hired", "We chose another applicant this time. Thank you for applying."],
  ["withdrawn", "The application was withdrawn."],
];

export const STATUS_STAGE_SENTENCES: readonly (readonly [
  formType: string,
  status: string,
  sentence: string,
])[] = [
  ["contact", "new", "We have your request."],
  ["verification", "new", "We have your request."],
  ["referral", "new", "We have your referral."],
  ["application", "new", "We have your application."],
  ["contact", "contacted", "We called you about your request."],
  ["verification", "contacted", "We called you about your request."],
  ["referral", "contacted", "We are reviewing your referral."],
  ["application", "contacted", "We are reviewing your application."],
  ["contact", "closed", "Your request is closed."],
  ["referral", "closed", "Your request is closed."],
  ["application", "closed", "Your application is closed."],
];
