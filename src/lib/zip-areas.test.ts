import { describe, expect, it } from "vitest";
import { checkArea, decodeZipTable, normalizeTown } from "./zip-areas";

/** Cook is county 0, DeKalb 9; "Boone County" is index 10. */
const table = decodeZipTable(
  [
    "Boone County",
    "0=6009060004;0.1.4.5=60010;9.10=60135;10=61008",
    "Wheeling=60090;Arlington Heights=60004;Barrington=60010;Genoa=60135;Belvidere=61008;Saint Charles=60174",
  ].join("\n"),
);
const names = (typed: string) => {
  const result = checkArea(table, typed);
  if (!("answer" in result)) throw new Error(`no answer for ${typed}`);
  return result.answer;
};

describe("checkArea", () => {
  it("serves 60090 in Cook, under 24 hours", () => {
    const answer = names("60090");
    expect(answer.status).toBe("served");
    if (answer.status !== "served") return;
    expect(answer.place).toBe("60090 (Wheeling)");
    expect(answer.area).toBe("60090");
    expect(answer.counties.map((c) => [c.name, c.responseTime])).toEqual([
      ["Cook", "Under 24 hours"],
    ]);
  });

  it("accepts ZIP+4 and spaces around", () => {
    expect(names(" 60090-1234 ")).toMatchObject({ status: "served" });
  });

  it("answers a border ZIP with all its counties, largest share first", () => {
    const answer = names("60010");
    expect(answer.status === "served" && answer.counties.map((c) => c.name)).toEqual([
      "Cook",
      "Lake",
      "McHenry",
      "Kane",
    ]);
    expect(names("60135")).toMatchObject({ status: "partly", others: ["Boone County"] });
    expect(names("61008")).toMatchObject({ status: "not-served", place: "61008 (Belvidere)" });
  });

  it("tells an unknown ZIP with our prefix from one far away", () => {
    expect(names("60011")).toEqual({ status: "unlisted", place: "60011" });
    expect(names("61801")).toEqual({ status: "outside", place: "61801" });
    expect(names("46320")).toEqual({ status: "outside", place: "46320" });
  });

  it("reads nonsense as an error", () => {
    expect(checkArea(table, "")).toEqual({ error: "empty" });
    expect(checkArea(table, "   ")).toEqual({ error: "empty" });
    expect(checkArea(table, "123")).toEqual({ error: "zip-digits" });
    expect(checkArea(table, "600901")).toEqual({ error: "zip-digits" });
    expect(checkArea(table, "6009a")).toEqual({ error: "characters" });
    expect(checkArea(table, "!!!")).toEqual({ error: "characters" });
    expect(checkArea(table, "abc")).toEqual({ error: "unknown-town" });
    expect(checkArea(table, "Springfield")).toEqual({ error: "unknown-town" });
  });

  it("finds a town however it is written, or by a unique start", () => {
    for (const typed of ["Arlington Heights", "arlington hts", "ARLINGTON HTS., IL", "Arlington"])
      expect(names(typed)).toMatchObject({ status: "served", place: "Arlington Heights" });
    expect(names("Genoa, Illinois")).toMatchObject({ status: "partly", place: "Genoa" });
    expect(names("arlington hts")).toMatchObject({ area: "Arlington Heights" });
  });

  it("answers a town in two counties like a border ZIP", () => {
    const twoCounties = decodeZipTable("\n2=60540;2.3=60564\nNaperville=6054060564");
    const result = checkArea(twoCounties, "naperville");
    expect("answer" in result && result.answer).toMatchObject({
      status: "served",
      place: "Naperville",
    });
    if ("answer" in result && result.answer.status === "served")
      expect(result.answer.counties.map((c) => c.name)).toEqual(["DuPage", "Will"]);
  });
});

describe("a town of another state", () => {
  // "Lake County, Indiana" is index 10; Hebron is a town in McHenry (4) and in Indiana.
  const nearby = decodeZipTable(
    [
      "Lake County, Indiana",
      "4=60034;10=4632046324",
      "Hebron=60034;Hebron, IN=46341;Hammond, IN=4632046324",
    ].join("\n"),
  );
  const answer = (typed: string) => {
    const result = checkArea(nearby, typed);
    return "answer" in result ? result.answer : result;
  };

  it("is found by its name alone, and answered as outside our counties", () => {
    for (const typed of ["Hammond", "hammond", "Hammond, IN", "Hammond Indiana"])
      expect(answer(typed), typed).toEqual({
        status: "not-served",
        place: "Hammond, IN",
        others: ["Lake County, Indiana"],
      });
    expect(answer("46320")).toMatchObject({ status: "not-served", place: "46320 (Hammond, IN)" });
  });

  it("never hides an Illinois town of the same name", () => {
    expect(answer("Hebron")).toMatchObject({ status: "served", place: "Hebron" });
    expect(answer("Hebron, IL")).toMatchObject({ status: "served", place: "Hebron" });
  });
});

describe("normalizeTown", () => {
  it("spells out short forms and drops the state", () => {
    expect(normalizeTown("St. Charles")).toBe("saint charles");
    expect(normalizeTown("Mt Prospect IL")).toBe("mount prospect");
    expect(normalizeTown("  O'Fallon ")).toBe("ofallon");
    expect(normalizeTown("Gary, Indiana")).toBe("gary in");
    expect(normalizeTown("Kenosha Wisconsin")).toBe("kenosha wi");
    expect(normalizeTown("Indiana")).toBe("indiana");
  });
});
