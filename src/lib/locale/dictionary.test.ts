/**
 * The dictionaries' type check: a Spanish module `satisfies Translation<typeof en.x>`, so a
 * missing key is a type error (`npm run typecheck` runs tsc on this file: if the incomplete
 * object below were accepted, the `@ts-expect-error` would be unused, itself an error).
 */
import { describe, expect, it } from "vitest";
import type { Translation } from "@/content/es/translation";
import * as en from "@/content/languages";
import * as es from "@/content/es/languages";

type LanguageCopy = Translation<typeof en.languageCopy>;

const incomplete = {
  switchTo: { label: "English", lang: "en", title: "This page in English" },
  reviewNotice: { label: "Sobre esta traducción", text: "…" },
  translate: "Otros idiomas",
  // translateNote is missing.
  untranslatedArticles: { text: "…", link: "…" },
};

// @ts-expect-error: the Spanish dictionary lacks `translateNote`.
const missingKey: LanguageCopy = incomplete;

// @ts-expect-error: a key the English does not have is refused too.
const extraKey: LanguageCopy = { ...es.languageCopy, stray: "¿?" };

describe("dictionaries", () => {
  it("the Spanish frame copy has the English keys, and the refused objects are what they say", () => {
    expect(Object.keys(es.languageCopy)).toEqual(Object.keys(en.languageCopy));
    expect(missingKey).not.toHaveProperty("translateNote");
    expect(extraKey).toHaveProperty("stray");
  });
});
