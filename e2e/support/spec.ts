/**
 * What ../shared/SPEC.md §2 fixes, written out as the tests' oracle (deliberately not imported
 * from src/content, so a wrong content change fails the tests).
 */

export const HEADER_ITEMS = [
  "Home",
  "About Us",
  "Services",
  "Service Areas",
  "Awards",
  "Blog",
  "Careers",
] as const;

export const HEADER_HREFS = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/awards",
  "/blog",
  "/careers",
] as const;

export const HOME_ANCHOR_LABELS = ["What to Expect", "Our Values", "Insurance", "Care in Action"];
export const HOME_ANCHOR_HREFS = ["/#whatToExpect", "/#values", "/#insurance", "/#care-in-action"];

export const SERVICE_PATHS = [
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
].map((id) => `/services/${id}`);
