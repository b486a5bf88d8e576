import { describe, expect, it } from "vitest";
import { addMonths, ratingsCheck, sampleOpenings } from "./content-samples.mjs";

describe("addMonths", () => {
  it("keeps the day, or clamps it to the month's last", () => {
    expect(addMonths("2026-07-24", 4)).toBe("2026-11-24");
    expect(addMonths("2026-10-31", 4)).toBe("2027-02-28");
    expect(addMonths("2027-10-31", 4)).toBe("2028-02-29");
  });
});

describe("ratingsCheck", () => {
  const snapshot = { sample: false, released: "2026-07-24" };

  it("is silent for the agency's own recent snapshot", () => {
    expect(ratingsCheck(snapshot, "2026-11-24", true)).toEqual({
      placeholders: [],
      warnings: [],
      problems: [],
      released: "2026-07-24",
    });
  });

  it("warns past four months, and makes it a problem in production", () => {
    expect(ratingsCheck(snapshot, "2026-11-25", false).warnings).toHaveLength(1);
    expect(ratingsCheck(snapshot, "2026-11-25", false).problems).toEqual([]);
    expect(ratingsCheck(snapshot, "2026-11-25", true).problems[0]).toMatch(
      /released 2026-07-24, more than 4 months ago/,
    );
  });

  it("lists a sample as a placeholder; a missing file or date is a problem", () => {
    expect(ratingsCheck({ ...snapshot, sample: true }, "2026-08-01", false).placeholders).toEqual([
      expect.objectContaining({ id: "ratings.care-compare" }),
    ]);
    expect(ratingsCheck(undefined, "2026-08-01", false).problems[0]).toMatch(/missing/);
    expect(ratingsCheck({ released: "July" }, "2026-08-01", false).problems[0]).toMatch(
      /YYYY-MM-DD/,
    );
  });
});

describe("sampleOpenings", () => {
  it("lists the openings whose frontmatter says sample: true, at that line", () => {
    expect(
      sampleOpenings([
        { file: "src/content/openings/lpn.md", text: "---\ntitle: LPN\nsample: true\n---\n" },
        { file: "src/content/openings/rn.md", text: "---\ntitle: RN\n---\nsample: true\n" },
      ]),
    ).toEqual([
      expect.objectContaining({
        id: "careers.opening.lpn",
        file: "src/content/openings/lpn.md",
        line: 3,
      }),
    ]);
  });
});
