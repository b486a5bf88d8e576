import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema";
import { CONTACT_SERVICES as SERVICES } from "../../../test/spec";

const valid = {
  name: "Rosa Alvarez",
  email: "rosa@example.com",
  phone: "847-568-1033",
  service: "",
  message: "",
  consent: "on",
};

/** Whether a form holding `values` passes the schema. */
const passes = (values: Record<string, string | undefined>) =>
  contactSchema.safeParse(values).success;

/** Each invalid field's first message. */
function messages(values: Record<string, string>) {
  const result = contactSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("the contact form's rules", () => {
  it("accepts the required fields alone (service and message are optional)", () => {
    expect(passes(valid)).toBe(true);
  });

  it("asks for a name of at least 2 characters", () => {
    expect(messages({ ...valid, name: "A" })).toEqual({
      name: "Full name must be at least 2 characters",
    });
  });

  it("needs the consent box ticked", () => {
    expect(passes({ ...valid, consent: "" })).toBe(false);
  });

  it("refuses a phone number that is not 10 digits, with the coverage form's message", () => {
    for (const phone of ["12", "call after 5", "2-847-568-1033", "847-568-103"]) {
      expect(messages({ ...valid, phone }), phone).toEqual({
        phone: "Please enter a 10-digit phone number (an extension is welcome, like x214)",
      });
    }
    for (const phone of ["(847) 568-1033", "847.568.1033", "8475681033"]) {
      expect(passes({ ...valid, phone }), phone).toBe(true);
    }
  });

  it("refuses an e-mail a call back cannot use, with the coverage form's message", () => {
    for (const email of ["a@b", "rosa", "rosa@", "@example.com", "ro sa@x.com"]) {
      expect(messages({ ...valid, email }), email).toEqual({
        email: "Please enter a valid email address",
      });
    }
  });

  it("takes a phone number or an e-mail address: either is enough, one is needed", () => {
    expect(passes({ ...valid, email: "" })).toBe(true);
    expect(passes({ ...valid, phone: "" })).toBe(true);
    expect(messages({ ...valid, phone: "", email: " " })).toEqual({
      phone: "Please enter a phone number or an email address, so we can reach you",
    });
  });

  it("accepts each of the thirteen services, and nothing else", () => {
    for (const service of SERVICES) {
      expect(passes({ ...valid, service }), service).toBe(true);
    }
    expect(passes({ ...valid, service: "Surgery" })).toBe(false);
  });
});

describe("contactSchema", () => {
  it("returns the spec's five values trimmed, and the consent", () => {
    const result = contactSchema.safeParse({
      ...valid,
      name: " Rosa Alvarez ",
      service: "Wound Care",
    });
    expect(result.data).toEqual({ ...valid, service: "Wound Care" });
  });
});
