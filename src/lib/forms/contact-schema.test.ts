import { describe, expect, it } from "vitest";
import { parseContactForm } from "./contact-schema";
import { CONTACT_SERVICES as SERVICES } from "../../../test/spec";

const valid = {
  name: "Rosa Alvarez",
  email: "rosa@example.com",
  phone: "847-568-1033",
  service: "",
  message: "",
  consent: "on",
};

function formData(values: Record<string, string | undefined>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) data.set(key, value);
  return data;
}

/** Whether a form holding `values` passes the schema (what parseContactForm reads). */
const passes = (values: Record<string, string | undefined>) =>
  parseContactForm(formData(values)) !== null;

describe("the contact form's rules", () => {
  it("accepts the required fields alone (service and message are optional)", () => {
    expect(passes(valid)).toBe(true);
  });

  it.each(["name", "email", "phone"])("rejects an empty %s (the browser's `required`)", (key) => {
    expect(passes({ ...valid, [key]: "" })).toBe(false);
  });

  it("needs the consent box ticked", () => {
    expect(passes({ ...valid, consent: undefined })).toBe(false);
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

describe("parseContactForm", () => {
  it("returns the spec's five values (without the consent flag)", () => {
    const values = parseContactForm(
      formData({ ...valid, service: "Wound Care", message: "Help after surgery" }),
    );
    expect(values).toEqual({
      name: "Rosa Alvarez",
      email: "rosa@example.com",
      phone: "847-568-1033",
      service: "Wound Care",
      message: "Help after surgery",
    });
  });

  it("treats a missing service or message as empty", () => {
    const values = parseContactForm(formData({ ...valid, service: undefined, message: undefined }));
    expect(values).toMatchObject({ service: "", message: "" });
  });

  it("returns null when a rule is broken", () => {
    expect(parseContactForm(formData({ ...valid, consent: undefined }))).toBeNull();
    expect(parseContactForm(formData({ ...valid, email: "nope" }))).toBeNull();
  });
});
