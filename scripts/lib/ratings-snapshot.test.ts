// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildSnapshot, parseCsv, starsOf } from "./ratings-snapshot.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/ratings");
const agenciesCsv = readFileSync(path.join(FIXTURES, "agencies.csv"), "utf8");
const surveyCsv = readFileSync(path.join(FIXTURES, "hhcahps.csv"), "utf8");

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and CRLF line ends", () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\r\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "2", "3"],
    ]);
  });
});

describe("starsOf", () => {
  it("reads half stars and gives null where Medicare shows none", () => {
    expect(starsOf("3.5")).toBe(3.5);
    expect(starsOf("-")).toBeNull();
    expect(starsOf("Not Available")).toBeNull();
    expect(starsOf("")).toBeNull();
    expect(() => starsOf("3.3")).toThrow(/half stars/);
  });
});

describe("buildSnapshot on the fixture CSVs", () => {
  const released = "2026-10-29";

  it("takes the agency's two ratings, keeping a footnote where there are no stars", () => {
    expect(buildSnapshot({ ccn: "147001", agenciesCsv, surveyCsv, released })).toEqual({
      sample: false,
      ccn: "147001",
      providerName: "NORTHSHORE HOME CARE, INC.",
      released,
      datasets: ["6jpm-sxkc", "ccn4-8vby"],
      careCompareUrl: "https://www.medicare.gov/care-compare/details/home-health/147001",
      quality: { stars: 3.5, footnote: null },
      survey: {
        stars: null,
        footnote: "Fewer than 40 completed surveys, too few to show a star rating.",
      },
    });
    const other = buildSnapshot({ ccn: "147002", agenciesCsv, surveyCsv, released });
    expect(other.quality).toEqual({
      stars: null,
      footnote: "The number of patient episodes for this measure is too small to report.",
    });
    expect(other.survey).toEqual({ stars: 4, footnote: null });
  });

  it("finds a CCN whose leading zero a spreadsheet dropped", () => {
    expect(buildSnapshot({ ccn: "071234", agenciesCsv, surveyCsv, released }).survey.stars).toBe(
      2.5,
    );
  });

  it("refuses a bad CCN, an unknown CCN, a bad date and a file without the columns", () => {
    expect(() => buildSnapshot({ ccn: "14700", agenciesCsv, surveyCsv, released })).toThrow(
      /six digits/,
    );
    expect(() => buildSnapshot({ ccn: "149999", agenciesCsv, surveyCsv, released })).toThrow(
      "agencies CSV: no row for CCN 149999",
    );
    expect(() =>
      buildSnapshot({ ccn: "147001", agenciesCsv, surveyCsv, released: "10/29/2026" }),
    ).toThrow(/YYYY-MM-DD/);
    expect(() =>
      buildSnapshot({
        ccn: "147001",
        agenciesCsv,
        surveyCsv: "CMS Certification Number (CCN)\n147001\n",
        released,
      }),
    ).toThrow('HHCAHPS CSV: no column "HHCAHPS Survey Summary Star Rating"');
  });
});

describe("scripts/ratings-snapshot.mjs", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ratings-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the snapshot JSON from the downloaded CSVs", () => {
    const out = path.join(dir, "care-compare.json");
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "scripts/ratings-snapshot.mjs"),
        ...["--ccn", "147002", "--released", "2026-10-29", "--out", out],
        ...["--agencies", path.join(FIXTURES, "agencies.csv")],
        ...["--survey", path.join(FIXTURES, "hhcahps.csv")],
      ],
      { encoding: "utf8" },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("LAKESIDE HOME HEALTH (CCN 147002), released 2026-10-29");
    const written = JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    expect(written).toMatchObject({ sample: false, ccn: "147002", survey: { stars: 4 } });
  });

  it("exits 1 with the reason when the CCN is not in the files", () => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "scripts/ratings-snapshot.mjs"),
        ...["--ccn", "149999", "--released", "2026-10-29", "--out", path.join(dir, "x.json")],
        ...["--agencies", path.join(FIXTURES, "agencies.csv")],
        ...["--survey", path.join(FIXTURES, "hhcahps.csv")],
      ],
      { encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no row for CCN 149999");
  });
});
