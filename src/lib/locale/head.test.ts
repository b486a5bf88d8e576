import { describe, expect, it } from "vitest";
import { localeHead, webPageJsonLd, withLanguage } from "./head";
import { englishHref } from "./english-href";
import { localizedPath, splitLocale } from "./locales";
import { alternatesOf, hasSpanish, pairedPaths } from "./pairs";

const ORIGIN = "https://example.org";

describe("locale paths", () => {
  it("puts Spanish under /es and keeps English where it was", () => {
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/services/limits", "es")).toBe("/es/services/limits");
    expect(localizedPath("/services", "en")).toBe("/services");
    expect(splitLocale("/es")).toEqual({ locale: "es", path: "/" });
    expect(splitLocale("/es/contact")).toEqual({ locale: "es", path: "/contact" });
    expect(splitLocale("/estate")).toEqual({ locale: "en", path: "/estate" });
  });

  it("reads a Spanish link as its English twin (the header marks the page's own link)", () => {
    expect(englishHref("/es")).toBe("/");
    expect(englishHref("/es#values")).toBe("/#values");
    expect(englishHref("/es/services/limits")).toBe("/services/limits");
    expect(englishHref("/estate")).toBe("/estate");
    expect(englishHref("tel:+1")).toBe("tel:+1");
  });
});

describe("pairs", () => {
  it("pairs the pages the brief lists and no others", () => {
    const paired = pairedPaths([]);
    for (const path of ["/", "/services", "/services/skilled-nursing", "/services/limits"]) {
      expect(paired).toContain(path);
    }
    for (const path of ["/insurance/medicare", "/insurance/medicaid", "/insurance/verify"]) {
      expect(paired).toContain(path);
    }
    expect(paired).not.toContain("/about");
    expect(paired).not.toContain("/insurance/aetna");
    // The blog list is paired only once an article is translated.
    expect(paired).not.toContain("/blog");
    expect(pairedPaths(["3"])).toEqual(expect.arrayContaining(["/blog", "/blog/3"]));
    expect(pairedPaths(["3"])).not.toContain("/blog/4");
  });

  it("gives a paired page both languages and x-default (English)", () => {
    expect(alternatesOf("/contact", [])).toEqual([
      { hreflang: "en", path: "/contact" },
      { hreflang: "es", path: "/es/contact" },
      { hreflang: "x-default", path: "/contact" },
    ]);
    expect(alternatesOf("/about", [])).toEqual([]);
    // Pages where forms land without JavaScript are Spanish, but not indexed: no alternates.
    expect(hasSpanish("/contact/send", [])).toBe(true);
    expect(alternatesOf("/contact/send", [])).toEqual([]);
  });
});

describe("localeHead", () => {
  it("an English page with a Spanish twin: lang en, canonical English, switch to /es", () => {
    const head = localeHead({
      buildLocale: "en",
      path: "/services",
      indexed: true,
      origin: ORIGIN,
      articleIds: [],
    });
    expect(head).toMatchObject({
      locale: "en",
      lang: "en",
      ogLocale: "en_US",
      ogAlternateLocales: ["es_US"],
      canonical: `${ORIGIN}/services`,
      other: { locale: "es", path: "/es/services" },
    });
    expect(head.alternates.map((a) => a.href)).toEqual([
      `${ORIGIN}/services`,
      `${ORIGIN}/es/services`,
      `${ORIGIN}/services`,
    ]);
  });

  it("the Spanish pass: paired pages are Spanish with a Spanish canonical, others stay English", () => {
    const spanish = localeHead({
      buildLocale: "es",
      path: "/",
      indexed: true,
      origin: ORIGIN,
      articleIds: [],
    });
    expect(spanish).toMatchObject({
      lang: "es",
      ogLocale: "es_US",
      canonical: `${ORIGIN}/es`,
      other: { locale: "en", path: "/" },
    });
    const unpaired = localeHead({
      buildLocale: "es",
      path: "/about",
      indexed: true,
      origin: ORIGIN,
      articleIds: [],
    });
    expect(unpaired.lang).toBe("en");
    expect(unpaired.other).toBeUndefined();
    expect(unpaired.alternates).toEqual([]);
  });

  it("a noindex page has no canonical and no alternates", () => {
    const head = localeHead({
      buildLocale: "es",
      path: "/contact/send",
      indexed: false,
      articleIds: [],
    });
    expect(head.lang).toBe("es");
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
  });
});

describe("structured data language", () => {
  it("a WebPage carries inLanguage; creative works get it, organizations do not", () => {
    expect(webPageJsonLd({ url: "u", name: "n", description: "d", lang: "es" })).toMatchObject({
      "@type": "WebPage",
      inLanguage: "es",
    });
    expect(withLanguage({ "@type": "FAQPage" }, "es")).toEqual({
      "@type": "FAQPage",
      inLanguage: "es",
    });
    expect(withLanguage({ "@type": "MedicalClinic" }, "es")).toEqual({ "@type": "MedicalClinic" });
  });
});
