import { describe, expect, it } from "vitest";
import { matchesSearch, previewOf } from "./list-preview";

describe("previewOf: the name and first words of each form type", () => {
  it("reads a care request, a coverage check, a referral and a job application", () => {
    expect(
      previewOf(
        { name: "Ada Lovelace", phone: "(847) 555-0142", message: "Mom needs wound care." },
        "contact",
      ),
    ).toMatchObject({ name: "Ada Lovelace", firstWords: "Mom needs wound care." });
    expect(
      previewOf(
        { firstName: "María", lastName: "Gómez", medicalCondition: "Knee replacement" },
        "verification",
      ),
    ).toMatchObject({ name: "María Gómez", firstWords: "Knee replacement" });
    const referral = previewOf(
      {
        patientFirstName: "Lee",
        patientLastName: "Park",
        patientZip: "60601",
        reason: "CHF, new meds",
        referrerEmail: "dp@hospital.org",
      },
      "referral",
    );
    expect(referral).toMatchObject({ name: "Lee Park", firstWords: "CHF, new meds" });
    expect(referral.haystack).toContain("60601");
    expect(referral.haystack).toContain("dp@hospital.org");
    expect(previewOf({ name: "Sam RN", note: "Weekends too" }, "application")).toMatchObject({
      name: "Sam RN",
      firstWords: "Weekends too",
    });
  });

  it("cuts the message to its first words, on one line", () => {
    const long =
      "one two three four five six seven\n\neight nine ten eleven twelve thirteen fourteen fifteen";
    expect(previewOf({ name: "A", message: long }, "contact").firstWords).toBe(
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen…",
    );
  });

  it("words hostile values as text, and never reads the prototype", () => {
    const payload = JSON.parse(
      '{"__proto__": {"name": "Proto"}, "name": {"first": "Ada"}, "message": ["a\\u202Eb", 1]}',
    ) as Record<string, unknown>;
    expect(previewOf(payload, "contact")).toMatchObject({
      name: "first: Ada",
      firstWords: "ab, 1",
    });
    expect(previewOf({}, "constructor")).toMatchObject({ name: "", firstWords: "" });
    expect(previewOf({}, "contact").name).toBe("");
  });
});

describe("matchesSearch", () => {
  const preview = previewOf(
    { name: "Ada Lovelace", phone: "(847) 555-0142", email: "Ada@Example.com" },
    "contact",
  );
  it("finds a name, an e-mail, a phone typed any way, and the reference", () => {
    expect(matchesSearch("lovelace", "BC-7K2QX", preview)).toBe(true);
    expect(matchesSearch("ada@example", "BC-7K2QX", preview)).toBe(true);
    expect(matchesSearch("8475550142", "BC-7K2QX", preview)).toBe(true);
    expect(matchesSearch("847-555", "BC-7K2QX", preview)).toBe(true);
    expect(matchesSearch("bc-7k2", "BC-7K2QX", preview)).toBe(true);
    expect(matchesSearch("  ", "BC-7K2QX", undefined)).toBe(true);
    expect(matchesSearch("babbage", "BC-7K2QX", preview)).toBe(false);
    expect(matchesSearch("ada", "BC-7K2QX", "locked")).toBe(false);
  });
});
