import { describe, expect, it } from "vitest";
import { siteConfig } from "./site";
import { languageAssistanceCopy, taglineParts, taglineText, taglines } from "./language-assistance";
import { factValue, isPlaceholder } from "@/shared/placeholder";

/**
 * HHS Office for Civil Rights, top 15 languages spoken by individuals with limited English
 * proficiency in Illinois (2016), in rank order. Written out here as the oracle.
 */
const ILLINOIS_TOP_15 = [
  ["Spanish", "es"],
  ["Polish", "pl"],
  ["Chinese", "zh-Hans"],
  ["Korean", "ko"],
  ["Tagalog", "tl"],
  ["Arabic", "ar"],
  ["Russian", "ru"],
  ["Gujarati", "gu"],
  ["Urdu", "ur"],
  ["Vietnamese", "vi"],
  ["Italian", "it"],
  ["Hindi", "hi"],
  ["French", "fr"],
  ["Greek", "el"],
  ["German", "de"],
] as const;

/** The script each language is written in (Unicode Script property). */
const SCRIPT: Record<string, RegExp> = {
  en: /\p{Script=Latin}/u,
  es: /\p{Script=Latin}/u,
  pl: /\p{Script=Latin}/u,
  "zh-Hans": /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  tl: /\p{Script=Latin}/u,
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  gu: /\p{Script=Gujarati}/u,
  ur: /\p{Script=Arabic}/u,
  vi: /\p{Script=Latin}/u,
  it: /\p{Script=Latin}/u,
  hi: /\p{Script=Devanagari}/u,
  fr: /\p{Script=Latin}/u,
  el: /\p{Script=Greek}/u,
  de: /\p{Script=Latin}/u,
};

describe("language assistance taglines", () => {
  it("has 16 entries: English first, then Illinois' top 15 languages in rank order", () => {
    expect(taglines).toHaveLength(16);
    expect(taglines[0]).toMatchObject({ language: "English", lang: "en" });
    expect(taglines.slice(1).map((t) => [t.language, t.lang])).toEqual(ILLINOIS_TOP_15);
  });

  it("marks Arabic and Urdu right to left and every other language left to right", () => {
    for (const tagline of taglines) {
      expect(tagline.dir, tagline.language).toBe(
        tagline.lang === "ar" || tagline.lang === "ur" ? "rtl" : "ltr",
      );
    }
  });

  it("has valid, unique BCP 47 language tags", () => {
    const tags = taglines.map((t) => t.lang);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) {
      expect(() => Intl.getCanonicalLocales(tag)).not.toThrow();
      expect(tag).toMatch(/^[a-z]{2}(-Hans)?$/); // ISO 639-1 code (+ script for Chinese)
    }
  });

  it("puts the agency phone and the 711 relay in every sentence, once each", () => {
    expect(taglineParts({ template: "{phone} {tty}" })).toEqual([
      { kind: "phone", phone: { display: "847-568-1033", e164: "+18475681033" } },
      { kind: "text", text: " " },
      { kind: "phone", phone: { display: "711", e164: "711" } },
    ]);
    for (const tagline of taglines) {
      const template = factValue(tagline.template);
      expect(template.match(/\{phone\}/g), tagline.language).toHaveLength(1);
      expect(template.match(/\{tty\}/g), tagline.language).toHaveLength(1);
      const text = taglineText(tagline);
      expect(text).toContain(siteConfig.phone.display);
      expect(text).toContain("711");
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/x{3}/i); // no "1-xxx-xxx-xxxx" left from the samples
    }
  });

  it("writes each sentence and native name in its own script, in composed (NFC) form", () => {
    for (const tagline of taglines) {
      const text = taglineText(tagline);
      const letters = [...text].filter((char) => /\p{L}/u.test(char));
      const own = letters.filter((char) => SCRIPT[tagline.lang]!.test(char));
      // Most letters are the language's own; "TTY" and the like are the only Latin ones.
      expect(own.length / letters.length, tagline.language).toBeGreaterThan(0.85);
      expect(tagline.nativeName).toMatch(SCRIPT[tagline.lang]!);
      expect(text.normalize("NFC")).toBe(text);
      expect(tagline.nativeName.normalize("NFC")).toBe(tagline.nativeName);
    }
  });

  it("uses Simplified Chinese characters, matching lang zh-Hans", () => {
    const chinese = taglines.find((t) => t.language === "Chinese")!;
    expect(chinese.template).toContain("如果您说中文");
    expect(chinese.template).not.toMatch(/[繁體語務請電費獲說們為協輔與資]/);
  });

  it("names the language in the Arabic sentence (not the HHS placeholder)", () => {
    const arabic = taglines.find((t) => t.lang === "ar")!;
    expect(arabic.template).toContain("اللغة العربية");
    expect(arabic.template).not.toContain("اذكر اللغة");
  });

  it("says, in English, that language help and auxiliary aids are free (2024 rule, 45 CFR 92.11)", () => {
    expect(taglines[0].template).toBe(
      "ATTENTION: Free language assistance services are available to you. Appropriate auxiliary aids and services to provide information in accessible formats are also available free of charge. Call {phone} (TTY: {tty}) or speak to your provider.",
    );
    expect(languageAssistanceCopy.intro).toMatch(/free of charge/);
  });

  it("uses HHS's 2024 wording where copied in, and marks the 2016 taglines still to replace", () => {
    const awaiting = taglines.filter((t) => isPlaceholder(t.template)).map((t) => t.lang);
    expect(awaiting).toEqual(["pl", "tl", "gu", "ur", "hi", "el"]);
    for (const tagline of taglines) {
      if (isPlaceholder(tagline.template)) {
        expect(tagline.template.id).toBe(`legal.tagline-${tagline.lang}`);
      } else {
        // Each 2024 sentence has three parts: language help, auxiliary aids, call or ask.
        expect(tagline.template, tagline.language).toMatch(/\{tty\}[^{}]+\S/u);
      }
    }
    const spanish = taglines.find((t) => t.lang === "es")!;
    expect(spanish.template).toContain("servicios auxiliares apropiados");
    expect(spanish.template).toContain("de forma gratuita");
  });

  it("splits a sentence into text and phone parts, in order", () => {
    const numbers = {
      phone: { display: "312-555-0100", e164: "+13125550100" },
      tty: { display: "711", e164: "711" },
    };
    expect(taglineParts({ template: "Call {phone} (TTY: {tty})." }, numbers)).toEqual([
      { kind: "text", text: "Call " },
      { kind: "phone", phone: numbers.phone },
      { kind: "text", text: " (TTY: " },
      { kind: "phone", phone: numbers.tty },
      { kind: "text", text: ")." },
    ]);
    expect(taglineParts({ template: "{phone}" }, numbers)).toEqual([
      { kind: "phone", phone: numbers.phone },
    ]);
    expect(taglineText({ template: "Call {phone}." }, numbers)).toBe("Call 312-555-0100.");
  });
});
