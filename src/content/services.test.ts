import { describe, expect, it } from "vitest";
import {
  careInAction,
  certificationBadges,
  coreValues,
  ctaBanner,
  gallery,
  heroSlides,
  heroTimings,
  homeIntro,
  homeStats,
  mission,
  partners,
  processSteps,
  testimonialFacts,
  testimonialTimings,
} from "./home";
import { factValue, isPlaceholder, placeholderAttrs } from "@/shared/placeholder";
import { imageKeys } from "./images";
import { pages } from "./pages";
import { getService, servicePage, services } from "./services";
import { servicePageCopy, servicesPageCopy } from "./services-page";
import {
  CARE_IMAGES,
  GALLERY_IMAGES,
  PROVIDER_IDS,
  SERVICE_IDS,
  SERVICES_CONTACT_CARDS,
} from "../../test/spec";

/** Spec §2, "Service detail pages", copied literally: the point of this test. */
const expectedSubServices: Record<string, readonly string[]> = {
  "skilled-nursing": [
    "Comprehensive Nursing Assessments",
    "Cardiovascular Care",
    "Diabetic Care",
    "Medication Management",
    "Wound Care",
    "Catheter Care",
    "Ostomy Care",
    "Infusion Therapy",
    "Phlebotomy Services",
    "Restorative Nursing",
  ],
  "physical-therapy": [
    "Evaluation",
    "Therapeutic Exercise",
    "Gait Training",
    "Ultrasound",
    "Transfer Training",
    "Home Exercise Program",
    "Prosthetic Training",
  ],
  "speech-therapy": [
    "Evaluation",
    "Voice Disorder",
    "Treatment",
    "Speech Articulation Disorder",
    "Dysphagia Treatment",
    "Language Disorder Treatment",
    "Aural Rehabilitation",
  ],
  "occupational-therapy": [
    "Evaluation",
    "ADL Training",
    "Muscle Re-Education",
    "Perceptual Motor Training",
    "Fine Motor Coordination",
    "Neuro-development Treatment",
    "Sensory Treatment",
    "Orthotics / Splinting",
    "Adaptive Equipment",
  ],
  "social-worker": [
    "Assessment of Social and Emotional Factors",
    "Community Resource Planning",
    "Short-Term Therapy",
    "Short-Term Counseling for Long-Range Planning",
    "Crisis Intervention",
    "Grief Counseling",
  ],
  "infusion-therapy": [
    "IV Hydration Therapy",
    "Antibiotic Infusion Therapy",
    "Chemotherapy Infusion",
    "Pain Management Infusion",
    "Nutritional & Vitamin Infusion",
    "Biologic & Immunotherapy Infusion",
    "Electrolyte Replacement Infusion",
    "Specialized Medication Infusion",
  ],
  "palliative-care": [
    "Comprehensive Pain & Symptom Management",
    "Emotional & Psychological Counseling",
    "Family & Caregiver Support Services",
    "Advance Care & Treatment Planning",
    "Medical Care Coordination",
    "Nutritional Guidance & Meal Support",
    "Spiritual Counseling & Support",
    "End-of-Life Care & Comfort Planning",
  ],
  "health-aide": [
    "Bathing",
    "Dressing",
    "Personal Care",
    "Transfer Assistance",
    "Ambulation Support",
    "Light Meal Preparation",
    "Support for Nutritional Needs",
    "Laundry",
    "Light Housekeeping",
  ],
  "specialized-care": [
    "Podiatry",
    "Wound Care",
    "IV Fusion",
    "Memory Care",
    "Chronic Disease Management",
    "Cardiac Care",
  ],
  homemaker: [
    "Personal Care & Daily Living Assistance",
    "Medication & Health Monitoring",
    "Meal Planning & Nutrition",
    "Household Support / Homemaking Tasks",
    "Appointment & Transportation Assistance",
    "Emotional / Social Support & Companionship",
    "Special Care Services",
    "Safety & Environment Management",
    "Communication & Reporting",
  ],
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("services", () => {
  it("lists the ten services in the spec's order, with slug and image from the id", () => {
    expect(services.map((service) => service.id)).toEqual(SERVICE_IDS);
    for (const service of services) {
      expect(service.slug).toBe(service.id);
      expect(service.image).toBe(`service-${service.id}`);
      expect(imageKeys).toContain(service.image);
    }
  });

  it("shows on each service page exactly the spec's sub-services, in order", () => {
    expect(Object.keys(expectedSubServices).sort()).toEqual([...SERVICE_IDS].sort());
    for (const service of services) {
      expect(
        service.subServices.map((sub) => sub.name),
        service.id,
      ).toEqual(expectedSubServices[service.id]);
      for (const sub of service.subServices) {
        expect(sub.icon, `${service.id}: ${sub.name}`).toBeTruthy();
        expect(sub.tone).toBeTruthy();
      }
    }
  });

  it("builds the sub-service heading from the topic", () => {
    const heading = (id: string) => servicePageCopy.subServicesHeading(getService(id)?.topic ?? "");
    expect(heading("skilled-nursing")).toBe("Our Skilled Nursing Services");
    expect(heading("health-aide")).toBe("Our Home Health Aide Services");
    expect(heading("social-worker")).toBe("Our Medical Social Services");
    expect(heading("homemaker")).toBe("Our Home Maker Services");
  });

  it("gives each service three paragraphs of 50 to 110 words, and card copy", () => {
    for (const service of services) {
      expect(service.paragraphs, service.id).toHaveLength(3);
      for (const paragraph of service.paragraphs) {
        expect(
          wordCount(paragraph),
          `${service.id}: ${paragraph.slice(0, 40)}`,
        ).toBeGreaterThanOrEqual(50);
        expect(
          wordCount(paragraph),
          `${service.id}: ${paragraph.slice(0, 40)}`,
        ).toBeLessThanOrEqual(110);
      }
      expect(service.features.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.features.length, service.id).toBeLessThanOrEqual(4);
      expect(service.shortTitle.length, service.id).toBeLessThanOrEqual(18);
      expect(service.description.length, service.id).toBeGreaterThan(0);
    }
  });

  it("mentions hourly, daily, overnight and live-in options for homemaker services", () => {
    const text = getService("homemaker")?.paragraphs.join(" ").toLowerCase() ?? "";
    for (const option of ["hourly", "daily", "overnight", "live-in"]) {
      expect(text).toContain(option);
    }
  });

  it("finds a service by id and rejects unknown ids", () => {
    expect(getService("palliative-care")?.title).toBe("Palliative Care");
    expect(getService("hospice")).toBeUndefined();
  });

  it("gives every service page a unique title and a description of 50 to 160 characters", () => {
    const entries = services.map(servicePage);
    const staticTitles = Object.values(pages).map((page) => page.title);
    const titles = entries.map((page) => page.title);
    expect(new Set([...titles, ...staticTitles]).size).toBe(titles.length + staticTitles.length);
    for (const [index, page] of entries.entries()) {
      expect(page.path).toBe(`/services/${SERVICE_IDS[index]}`);
      expect(page.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });
});

describe("services overview copy", () => {
  it("names the ten counties in the coverage paragraph", () => {
    expect(servicesPageCopy.coverageText).toContain(
      "Cook, Lake, DuPage, Will, McHenry, Kane, LaSalle, Grundy, Kankakee and DeKalb counties.",
    );
  });

  it("has the care plan link and the four contact cards", () => {
    expect(servicesPageCopy.carePlanCta).toEqual({ label: "Get Your Care Plan", href: "/contact" });
    expect(servicesPageCopy.contactCards.map((card) => card.id)).toEqual(SERVICES_CONTACT_CARDS);
    const area = servicesPageCopy.contactCards.find((card) => card.id === "service-area");
    expect(area?.text).toBe("Chicago Metro - 10 Counties");
    expect(area?.href).toBe("/service-areas");
  });
});

describe("home page content", () => {
  it("has ten hero slides in service order, each linking to its service page", () => {
    expect(heroSlides).toHaveLength(10);
    expect(heroSlides.map((slide) => slide.serviceId)).toEqual(SERVICE_IDS);
    for (const slide of heroSlides) {
      expect(slide.link).toBe(`/services/${slide.serviceId}`);
      expect(slide.image).toBe(`service-${slide.serviceId}`);
      expect(slide.title.length).toBeLessThanOrEqual(60);
      expect(slide.shortTitle.length).toBeLessThanOrEqual(18);
    }
    expect(heroTimings).toEqual({ slideIntervalMs: 6000, pillNavigationDelayMs: 1000 });
  });

  it("has the six core values and the four first-visit steps", () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      "Compassion",
      "Team Integrity",
      "Inclusion",
      "Trust",
      "Innovation",
      "Compliance",
    ]);
    expect(processSteps.map((step) => step.title)).toEqual([
      "Comprehensive Assessment",
      "Customized Care Plan",
      "Education & Training",
      "Ongoing Support",
    ]);
  });

  it("has the spec's four statistics and fourteen partners", () => {
    expect(homeStats.map(({ value, label }) => ({ value: factValue(value), label }))).toEqual([
      { value: "14+", label: "Insurance Partners" },
      { value: "98%", label: "Coverage Success" },
      { value: "99%", label: "Verification Accuracy" },
      { value: "150K+", label: "Claims Processed" },
    ]);
    expect(partners.map((partner) => partner.id)).toEqual([...PROVIDER_IDS]);
    for (const partner of partners) {
      expect(partner.logo).toBe(`/partners/${partner.id}.svg`);
    }
    expect(partners.find((partner) => partner.id === "bcbs")?.name).toBe("Blue Cross Blue Shield");
  });

  it("marks the four statistics' sources: the partner count from the plan list, the rest placeholders", () => {
    expect(homeStats.map(({ value }) => placeholderAttrs(value))).toEqual([
      {},
      { "data-placeholder": "figures.coverage-success" },
      { "data-placeholder": "figures.verification-accuracy" },
      { "data-placeholder": "figures.claims-processed" },
    ]);
  });

  it("has five five-star testimonials of 30 to 60 words, each an example (placeholder)", () => {
    expect(testimonialFacts.every((fact) => isPlaceholder(fact))).toBe(true);
    const testimonials = testimonialFacts.map((fact) => factValue(fact));
    expect(testimonials).toHaveLength(5);
    for (const testimonial of testimonials) {
      expect(testimonial.stars).toBe(5);
      expect(wordCount(testimonial.text), testimonial.name).toBeGreaterThanOrEqual(30);
      expect(wordCount(testimonial.text), testimonial.name).toBeLessThanOrEqual(60);
    }
    expect(testimonialTimings.autoplayDelayMs).toBe(6000);
  });

  it("has six gallery items, eight care images and four certification badges", () => {
    expect(gallery.map((item) => item.image)).toEqual(GALLERY_IMAGES);
    expect(careInAction.images).toEqual(CARE_IMAGES);
    expect(careInAction.captions).toHaveLength(8);
    expect(careInAction.intervalMs).toBe(4000);
    expect(certificationBadges.map((badge) => badge.title)).toEqual([
      "Medicare Certified",
      "State Licensed",
      "HIPAA Compliant",
      "Background Checked",
    ]);
  });

  it("names the six core counties and links the call to action to /contact", () => {
    for (const county of ["Cook", "Lake", "DuPage", "Will", "McHenry", "Kane"]) {
      expect(mission.text).toContain(county);
      expect(homeIntro.text).toContain(county);
    }
    expect(mission.text).not.toContain("LaSalle");
    expect(ctaBanner.primary).toEqual({ label: "Get Care Now", href: "/contact" });
  });
});

describe("coverage sentences on the service pages (issue 14 §4)", () => {
  const paragraphs = (id: string) => getService(id)?.paragraphs.join(" ") ?? "";

  it("says homebound is Medicare's rule, with both conditions, and not Medicaid's", () => {
    const nursing = paragraphs("skilled-nursing");
    expect(nursing).toContain(
      "Medicare may cover this care when your doctor orders it and you are homebound, which means both of these are true:",
    );
    expect(nursing).toContain("; and leaving home takes a great deal of effort");
    expect(nursing).toContain("Medicaid does not require you to be homebound");
    for (const service of services) {
      expect(service.paragraphs.join(" "), service.id).not.toContain("you must be homebound");
    }
    expect(paragraphs("health-aide")).toContain("Medicare also requires you to be homebound");
  });

  it("says occupational therapy alone does not start Medicare home health (42 CFR 409.42(c))", () => {
    expect(paragraphs("occupational-therapy")).toContain(
      "With Medicare, occupational therapy alone cannot start home health care, but it can continue",
    );
  });
});
