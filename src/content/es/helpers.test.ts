/** The Spanish helpers: lists, counties, the words merged into English lists, translated facts. */
import { describe, expect, it } from "vitest";
import { isPlaceholder, placeholder } from "@/shared/placeholder";
import { footerNav as englishFooter, mainNav as englishNav } from "../navigation";
import { countWord, countyTitle, formatList } from "./format";
import { footerNav, mainNav } from "./navigation";
import { pages as spanishPages } from "./pages";
import { translatedFact, withWords } from "./translation";
import { zipCheckCopy } from "./zip-check";

describe("formatList", () => {
  it("joins with commas and a final y", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["Cook"])).toBe("Cook");
    expect(formatList(["Cook", "Lake"])).toBe("Cook y Lake");
    expect(formatList(["Cook", "Lake", "DuPage"])).toBe("Cook, Lake y DuPage");
  });

  it("says e before an i sound, and y before a diphthong", () => {
    expect(formatList(["agua", "hielo"])).toBe("agua y hielo");
    expect(formatList(["Cook", "Iroquois"])).toBe("Cook e Iroquois");
    expect(formatList(["Cook", "Ida"])).toBe("Cook e Ida");
    expect(formatList(["Lake", "Hidalgo"])).toBe("Lake e Hidalgo");
  });
});

describe("county words", () => {
  it("names one county or several inside a sentence", () => {
    expect(countyTitle("Cook")).toBe("Condado de Cook");
    const cook = { name: "Cook", responseTime: "Under 24 hours" } as const;
    const lake = { name: "Lake", responseTime: "Under 24 hours" } as const;
    expect(zipCheckCopy.answers.served("Wheeling", [cook], false)).toContain(
      "en el condado de Cook.",
    );
    expect(zipCheckCopy.answers.served("60060", [cook, lake], false)).toContain(
      "Está en los condados de Cook y Lake,",
    );
  });

  it("turns the ZIP table's English county names into Spanish", () => {
    const answer = zipCheckCopy.answers["not-served"];
    expect(answer("Belvidere", ["Boone County"])).toMatch(
      /^Belvidere está en el condado de Boone,/,
    );
    expect(answer("X", ["Kendall County", "Lake County, Indiana"])).toMatch(
      /^X está en el condado de Kendall y el condado de Lake \(Indiana\),/,
    );
    expect(answer("Y", ["Somewhere"])).toMatch(/^Y está en Somewhere,/);
  });

  it("counts in words up to twenty, in digits beyond", () => {
    expect(countWord(10)).toBe("diez");
    expect(countWord(21)).toBe("21");
  });
});

describe("the ZIP check in Spanish", () => {
  const cook = { name: "Cook", responseTime: "Under 24 hours" } as const;
  const kane = { name: "Kane", responseTime: "Under 48 hours" } as const;

  it("answers with the counties and when the first visit can be there", () => {
    expect(zipCheckCopy.answers.served("Wheeling", [cook], false)).toBe(
      "Sí, damos servicio en Wheeling, en el condado de Cook. Primera visita en un plazo de 24 horas.",
    );
    expect(zipCheckCopy.answers.served("60010", [cook, kane], true)).toBe(
      "Sí, damos servicio en 60010. Está principalmente en el condado de Cook y en parte en el condado de Kane, y damos servicio en todos ellos. Primera visita en un plazo de 24 horas en Cook; de 48 horas en Kane.",
    );
    expect(zipCheckCopy.answers["not-served"]("Rockford", ["Winnebago County"])).toBe(
      "Rockford está en el condado de Winnebago, fuera de los 10 condados donde damos servicio. Llámenos para preguntar de todos modos.",
    );
  });
});

describe("withWords", () => {
  const icon = () => null;
  const english = [
    { id: "a", icon, title: "One" },
    { id: "b", icon, title: "Two" },
  ] as const;

  it("puts the Spanish words on the English items, keeping the rest", () => {
    const spanish = withWords(english, [{ title: "Uno" }, { title: "Dos" }]);
    expect(spanish).toEqual([
      { id: "a", icon, title: "Uno" },
      { id: "b", icon, title: "Dos" },
    ]);
  });

  it("refuses a list shorter than the English", () => {
    // @ts-expect-error one entry per English item
    expect(() => withWords(english, [{ title: "Uno" }])).toThrow("No Spanish words for item 1");
  });
});

describe("translatedFact", () => {
  it("keeps a placeholder's id and note, with the Spanish value", () => {
    const fact = placeholder("test.hours", "Monday to Friday", "The hours.");
    const spanish = translatedFact(fact, "De lunes a viernes");
    expect(spanish).toEqual({ ...fact, value: "De lunes a viernes" });
    expect(isPlaceholder(spanish)).toBe(true);
  });

  it("shows the confirmed English value rather than the translation of an example", () => {
    expect(translatedFact("Monday to Saturday", "De lunes a viernes")).toBe("Monday to Saturday");
  });
});

describe("Spanish menus", () => {
  const hrefsOf = (links: readonly { href: string }[]) => links.map((link) => link.href);

  it("link where the English menus link", () => {
    expect(hrefsOf(mainNav)).toEqual(hrefsOf(englishNav));
    expect(mainNav.map((item) => hrefsOf(item.children ?? []))).toEqual(
      englishNav.map((item) => hrefsOf(item.children ?? [])),
    );
    expect(hrefsOf(footerNav.support.links)).toEqual(hrefsOf(englishFooter.support.links));
    expect(hrefsOf(footerNav.company.links)).toEqual(hrefsOf(englishFooter.company.links));
  });
});

describe("Spanish page metadata", () => {
  it.each(Object.entries(spanishPages))(
    "%s has a description of 50 to 160 characters",
    (_, page) => {
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    },
  );
});
