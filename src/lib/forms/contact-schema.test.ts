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

describe("the contact form's rules", () => {
  it("accepts the required fields alone (service and message are optional)", () => {
    expect(passes(valid)).toBe(true);
  });

  it.each(["name", "email", "phone"])("rejects an empty %s", (key) => {
    expect(passes({ ...valid, [key]: "" })).toBe(false);
  });

  it("needs the consent box ticked", () => {
    expect(passes({ ...valid, consent: "" })).toBe(false);
  });

  it("checks email the way type=email does", () => {
    for (const email of ["a@b", "first.last+care@mail.example.org", "x@localhost"]) {
      expect(passes({ ...valid, email }), email).toBe(true);
    }
    for (const email of ["rosa", "rosa@", "@example.com", "rosa@@example.com", "ro sa@x.com"]) {
      expect(passes({ ...valid, email }), email).toBe(false);
    }
  });

  it("has no length or format rules beyond the input types", () => {
    const loose = { ...valid, name: "R", phone: "call after 5", message: "x" };
    expect(passes(loose)).toBe(true);
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
