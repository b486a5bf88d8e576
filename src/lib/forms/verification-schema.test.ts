import { afterEach, describe, expect, it, vi } from "vitest";
import type { VerificationField } from "@/content/verification";
import { calculatorOptions } from "@/content/calculator";
import { insuranceCompanyChoices } from "@/content/insurance/provider-choices";
import { providers } from "@/content/insurance/providers";
import { verificationDefaults } from "./verification-steps";
import { verificationSchema, type VerificationInput } from "./verification-schema";
import { CARE_SERVICE_TYPES, PROVIDER_IDS } from "../../../test/spec";
import { rosaCheck } from "../../../test/verification-fakes";

const valid: VerificationInput = {
  ...rosaCheck,
  phoneNumber: "(847) 568-1033",
  insuranceCompany: "medicare",
};

/** The phone fields' one message (an extension is welcome since issue 31). */
const TEN_DIGITS = "Please enter a 10-digit phone number (an extension is welcome, like x214)";

/** The messages zod reports for one field when it holds `value` (everything else valid). */
function messagesFor(field: VerificationField, value: string): string[] {
  const parsed = verificationSchema.safeParse({ ...valid, [field]: value });
  if (parsed.success) return [];
  return parsed.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("verificationSchema", () => {
  it("accepts a complete, valid request and trims the text", () => {
    const parsed = verificationSchema.parse({
      ...valid,
      firstName: "  Rosa  ",
      email: " rosa@example.com ",
    });
    expect(parsed.firstName).toBe("Rosa");
    expect(parsed.email).toBe("rosa@example.com");
    expect(parsed.serviceType).toBe("physical-therapy");
  });

  it("reports every required field of an empty form with the spec's messages", () => {
    const parsed = verificationSchema.safeParse(verificationDefaults());
    expect(parsed.success).toBe(false);
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(byField).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      dateOfBirth: "Please enter a valid date (YYYY-MM-DD)",
      // Neither a phone number nor an e-mail: one of them is asked for, on the phone field.
      phoneNumber: "Please enter a phone number or an email address, so we can reach you",
      insuranceCompany: "Please choose your insurance company",
      insuranceId: "Insurance ID is required",
      serviceType: "Please select a service type",
      physicianName: "Physician name is required",
      physicianPhone: TEN_DIGITS,
      medicalCondition:
        "Please provide details about your medical condition (at least 10 characters)",
    });
  });

  it("takes a phone number without an e-mail, and an e-mail without a phone number", () => {
    expect(verificationSchema.safeParse({ ...valid, email: "" }).success).toBe(true);
    expect(verificationSchema.safeParse({ ...valid, phoneNumber: "" }).success).toBe(true);
  });

  it.each([
    ["firstName", "R", "First name must be at least 2 characters"],
    ["firstName", "  R  ", "First name must be at least 2 characters"],
    ["lastName", "A", "Last name must be at least 2 characters"],
    ["dateOfBirth", "1948-3-27", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "02/30/1948", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "13/01/1948", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "03/27/48", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "03/27-1948", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "01/01/2999", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "27 March 1948", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "2023-02-30", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "1950-13-01", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "2999-01-01", "Please enter a valid date (YYYY-MM-DD)"],
    ["dateOfBirth", "1850-01-01", "Please enter a valid date (YYYY-MM-DD)"],
    ["phoneNumber", "847-568-103", TEN_DIGITS],
    ["phoneNumber", "2-847-568-1033", TEN_DIGITS],
    ["phoneNumber", "+44 20 7946 0958", TEN_DIGITS],
    ["phoneNumber", "847-CALL-NOW", TEN_DIGITS],
    ["email", "rosa@", "Please enter a valid email address"],
    ["email", "rosa example.com", "Please enter a valid email address"],
    ["insuranceCompany", "", "Please choose your insurance company"],
    ["insuranceCompany", "acme", "Please choose your insurance company"],
    ["insuranceId", "   ", "Insurance ID is required"],
    ["serviceType", "", "Please select a service type"],
    ["serviceType", "hospice", "Please select a service type"],
    ["physicianName", "D", "Physician name is required"],
    ["physicianPhone", "555-0100", TEN_DIGITS],
    [
      "medicalCondition",
      "Hip pain",
      "Please provide details about your medical condition (at least 10 characters)",
    ],
  ] satisfies [VerificationField, string, string][])("%s %j -> %s", (field, value, message) => {
    expect(messagesFor(field, value)).toEqual([message]);
  });

  it.each([
    ["03/27/1948", "1948-03-27"],
    ["3/27/1948", "1948-03-27"],
    ["03-27-1948", "1948-03-27"],
    [" 12/1/1930 ", "1930-12-01"],
    ["1948-03-27", "1948-03-27"],
  ])("accepts the date of birth %j and keeps it as %s", (typed, stored) => {
    expect(verificationSchema.parse({ ...valid, dateOfBirth: typed }).dateOfBirth).toBe(stored);
  });

  it("offers each insurance provider by its name, then Other", () => {
    expect(insuranceCompanyChoices.map((choice) => choice.value)).toEqual([
      ...PROVIDER_IDS,
      "other",
    ]);
    expect(insuranceCompanyChoices.slice(0, -1).map((choice) => choice.label)).toEqual(
      providers.map((provider) => provider.name),
    );
    expect(insuranceCompanyChoices.at(-1)?.label).toBe("Other");
    for (const choice of insuranceCompanyChoices) {
      expect(messagesFor("insuranceCompany", choice.value)).toEqual([]);
    }
  });

  it("leaves group number and additional notes optional", () => {
    expect(messagesFor("groupNumber", "")).toEqual([]);
    expect(messagesFor("additionalNotes", "")).toEqual([]);
    expect(messagesFor("groupNumber", "GRP-42")).toEqual([]);
  });

  it.each(["8475681033", "847-568-1033", "(847) 568-1033", "847.568.1033", " 847 568 1033 "])(
    "accepts the phone number %j",
    (value) => {
      expect(messagesFor("phoneNumber", value)).toEqual([]);
      expect(messagesFor("physicianPhone", value)).toEqual([]);
    },
  );

  it("accepts real past dates up to today, in the visitor's time zone", () => {
    // Late on 29 February 2024, local time: still "today" for the visitor.
    vi.useFakeTimers({ now: new Date(2024, 1, 29, 23, 30) });
    const dateError = ["Please enter a valid date (YYYY-MM-DD)"];
    expect(messagesFor("dateOfBirth", "2024-02-29")).toEqual([]);
    expect(messagesFor("dateOfBirth", "02/29/2024")).toEqual([]);
    expect(messagesFor("dateOfBirth", "2024-03-01")).toEqual(dateError);
    expect(messagesFor("dateOfBirth", "03/01/2024")).toEqual(dateError);
    expect(messagesFor("dateOfBirth", "2023-02-29")).toEqual(dateError);
    expect(messagesFor("dateOfBirth", "1900-01-01")).toEqual([]);
    expect(messagesFor("dateOfBirth", "1899-12-31")).toEqual(dateError);
  });

  it("offers every service type with a label", () => {
    const values = calculatorOptions.serviceType.map((option) => option.value);
    expect(values).toEqual(CARE_SERVICE_TYPES);
    for (const type of CARE_SERVICE_TYPES) expect(messagesFor("serviceType", type)).toEqual([]);
    for (const option of calculatorOptions.serviceType) expect(option.label).toMatch(/^[A-Z]/);
  });

  // Issue 15: a 100,000-character name was accepted. Each text field has a maximum (the same as
  // its maxLength attribute), counted after trimming.
  it.each([
    ["firstName", 100, "First name must be 100 characters or fewer"],
    ["lastName", 100, "Last name must be 100 characters or fewer"],
    ["physicianName", 100, "Physician name must be 100 characters or fewer"],
    ["insuranceId", 50, "Insurance ID must be 50 characters or fewer"],
    ["groupNumber", 50, "Group number must be 50 characters or fewer"],
    ["medicalCondition", 2000, "Medical condition must be 2000 characters or fewer"],
    ["additionalNotes", 2000, "Additional notes must be 2000 characters or fewer"],
  ] satisfies [VerificationField, number, string][])(
    "%s takes %i characters, not one more",
    (field, max, message) => {
      expect(messagesFor(field, "a".repeat(max))).toEqual([]);
      expect(messagesFor(field, ` ${"a".repeat(max)} `)).toEqual([]);
      expect(messagesFor(field, "a".repeat(max + 1))).toEqual([message]);
      expect(messagesFor(field, "a".repeat(100_000))).toEqual([message]);
    },
  );

  it("limits the date, phone numbers and e-mail address too", () => {
    expect(messagesFor("dateOfBirth", `03/27/1948${" 0".repeat(10)}`)).toContain(
      "Date of birth must be 20 characters or fewer",
    );
    expect(messagesFor("phoneNumber", `847 568 1033${" ".repeat(19)}.`)).toContain(
      "Phone number must be 30 characters or fewer",
    );
    expect(messagesFor("physicianPhone", "(".repeat(31))).toContain(
      "Physician phone number must be 30 characters or fewer",
    );
    const local = "a".repeat(64);
    const longEmail = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
    expect(longEmail.length).toBeGreaterThan(254);
    expect(messagesFor("email", longEmail)).toEqual([
      "Email address must be 254 characters or fewer",
    ]);
  });
});
