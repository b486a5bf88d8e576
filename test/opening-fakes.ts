import type { Opening } from "@/lib/careers/opening-entries";

/** One real (not sample) opening as the careers pages read it: an LPN paid by the visit. */
export const lpnOpening: Opening = {
  slug: "lpn",
  title: "Licensed Practical Nurse (LPN)",
  discipline: "nursing",
  employmentType: "PER_DIEM",
  schedule: "Weekdays",
  pay: { min: 55, max: 65, per: "visit", hoursPerVisit: 1.25 },
  benefits: "Paid sick time.",
  mileage: "IRS rate.",
  counties: ["cook"],
  requirements: ["Illinois LPN license"],
  datePosted: "2026-11-09",
  validThrough: "2027-02-28",
  sample: false,
  html: "<p>Skilled nursing visits.</p>",
};
