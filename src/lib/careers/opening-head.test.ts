import { describe, expect, it } from "vitest";
import { isIndexedOpening, openingHead, openingJsonLd } from "./opening-head";
import type { Opening } from "./opening-entries";
import { lpnOpening } from "../../../test/opening-fakes";

const real = lpnOpening;
const sample: Opening = { ...real, sample: true };

describe("an opening's page for search engines", () => {
  it("publishes a real opening: JobPosting data, indexed, with its canonical URL", () => {
    expect(isIndexedOpening(real)).toBe(true);
    expect(openingJsonLd(real)).toEqual([expect.objectContaining({ "@type": "JobPosting" })]);
    const head = openingHead(real);
    expect(head.noindex).toBeUndefined();
    expect(head.canonical).toMatch(/\/careers\/lpn$/);
  });

  it("keeps a sample out of job results: no JobPosting, noindex, no canonical URL", () => {
    expect(isIndexedOpening(sample)).toBe(false);
    expect(openingJsonLd(sample)).toEqual([]);
    const head = openingHead(sample);
    expect(head).toMatchObject({
      noindex: true,
      title: expect.stringContaining("LPN"),
      description: expect.stringContaining("Licensed Practical Nurse (LPN) at Beyond Care"),
    });
    expect(head.canonical).toBeUndefined();
    expect(head.openGraph).toBeUndefined();
  });
});
