/**
 * The forms' messages on a Spanish page. The Spanish build replaces `@/content/form-messages`
 * with the English module re-exported under the Spanish exports (scripts/lib/spanish-build.mjs);
 * this mock does the same, so the schemas below are the ones a Spanish page runs.
 */
import { describe, expect, it, vi } from "vitest";
import * as spanish from "@/content/es/form-messages";
import { calculatorSchema } from "./calculator-schema";
import { contactSchema } from "./contact-schema";
import { REACH_MESSAGES } from "./reach-rules";
import { verificationSchema } from "./verification-schema";

vi.mock("@/content/form-messages", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import("@/content/es/form-messages")),
}));

/** Each invalid field's first message. */
function messages(
  schema: typeof contactSchema | typeof verificationSchema | typeof calculatorSchema,
  values: object,
) {
  const issues = schema.safeParse(values).error?.issues ?? [];
  const first = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.join(".");
    if (!first.has(field)) first.set(field, issue.message);
  }
  return Object.fromEntries(first);
}

const contact = {
  name: "Rosa Alvarez",
  email: "",
  phone: "",
  service: "",
  message: "",
  consent: "on",
};

describe("the reach rules' messages on a Spanish page", () => {
  it("come from the Spanish module, not the English one", () => {
    expect(REACH_MESSAGES).toEqual(spanish.reachMessages);
    expect(REACH_MESSAGES.either).not.toMatch(/\bPlease\b/);
  });

  it("the contact form asks for a phone or an e-mail, and a valid one, in Spanish", () => {
    expect(messages(contactSchema, contact)).toEqual({ phone: spanish.reachMessages.either });
    expect(messages(contactSchema, { ...contact, phone: "12", email: "rosa@" })).toEqual({
      phone: spanish.reachMessages.phone,
      email: spanish.reachMessages.email,
    });
  });

  it("the contact form's own messages are Spanish too", () => {
    expect(messages(contactSchema, { ...contact, phone: "847-568-1033", name: "A" })).toEqual({
      name: "El nombre completo debe tener al menos 2 caracteres",
    });
    expect(
      messages(contactSchema, { ...contact, phone: "847-568-1033", consent: "" }).consent,
    ).toBe(spanish.contactMessages.consent);
    expect(
      messages(contactSchema, { ...contact, phone: "847-568-1033", message: "x".repeat(5000) })
        .message,
    ).toMatch(/^Su mensaje: como máximo \d+ caracteres$/);
  });

  it("the coverage check's step 1 says it in Spanish", () => {
    const step1 = messages(verificationSchema, { phoneNumber: "", email: "" });
    expect(step1.phoneNumber).toBe(spanish.reachMessages.either);
    expect(Object.values(step1).join(" ")).not.toMatch(/\b(must|Please|required)\b/);
  });
});

describe("the cost calculator's messages on a Spanish page", () => {
  it("are the Spanish module's", () => {
    const shown = messages(calculatorSchema, { coinsurance: "abc", deductible: "-5" });
    expect(shown.insuranceType).toBe(spanish.calculatorMessages.insuranceType);
    expect(shown.serviceType).toBe(spanish.calculatorMessages.serviceType);
    expect(shown.coinsurance).toBe(spanish.calculatorMessages.percentage);
    expect(shown.deductible).toBe(spanish.calculatorMessages.amountNegative);
  });
});
