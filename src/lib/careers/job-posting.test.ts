import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "./job-posting";
import type { Opening } from "./opening-entries";
import { lpnOpening } from "../../../test/opening-fakes";

const opening: Opening = { ...lpnOpening, sample: true };

describe("jobPostingJsonLd", () => {
  it("carries every property Google's job results read", () => {
    const data = jobPostingJsonLd(opening, "https://example.org");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Licensed Practical Nurse (LPN)",
      description: "<p>Skilled nursing visits.</p>",
      datePosted: "2026-11-09",
      validThrough: "2027-02-28T23:59:59-06:00",
      employmentType: "PER_DIEM",
      hiringOrganization: { "@type": "Organization", name: "Beyond Care Home Health" },
      jobLocation: { address: { addressLocality: "Wheeling", addressRegion: "IL" } },
      identifier: { "@type": "PropertyValue", value: "lpn" },
      directApply: true,
      url: "https://example.org/careers/lpn",
    });
  });

  it("gives pay per visit as its hourly estimate, and a salary by the year", () => {
    expect(jobPostingJsonLd(opening).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 44, maxValue: 52, unitText: "HOUR" },
    });
    const salaried = { ...opening, pay: { min: 88000, max: 102000, per: "year" as const } };
    expect(jobPostingJsonLd(salaried).baseSalary).toMatchObject({
      value: { minValue: 88000, maxValue: 102000, unitText: "YEAR" },
    });
  });
});
