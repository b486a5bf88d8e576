import { describe, expect, it } from "vitest";
import { z } from "@/shared/wire/zod";
import {
  optionalEmailField,
  optionalPhoneField,
  phoneOrEmail,
  REACH_MESSAGES,
} from "./reach-rules";

// A form of the application's and the contact form's kind: a phone number or an e-mail address.
const schema = z
  .object({
    phone: optionalPhoneField(z.string().check(z.trim(), z.maxLength(30, "too long"))),
    email: optionalEmailField(z.string().check(z.trim())),
  })
  .check(phoneOrEmail("phone", "email"));
const issues = (values: { phone: string; email: string }) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path[0], message]);
};

describe("optionalPhoneField and optionalEmailField", () => {
  it("take either one alone, the phone number sent in the one form staff dial", () => {
    expect(schema.parse({ phone: " (847) 568-1033 ", email: "" })).toEqual({
      phone: "847-568-1033",
      email: "",
    });
    expect(schema.parse({ phone: "", email: "rosa@example.com" }).email).toBe("rosa@example.com");
  });

  it("refuse what is given and not valid, with the shared messages; neither is one message", () => {
    expect(issues({ phone: "847-568-103", email: "rosa@" })).toEqual([
      ["phone", REACH_MESSAGES.phone],
      ["email", REACH_MESSAGES.email],
    ]);
    expect(issues({ phone: "x".repeat(31), email: "" })[0]).toEqual(["phone", "too long"]);
    expect(issues({ phone: " ", email: "" })).toEqual([["phone", REACH_MESSAGES.either]]);
  });
});
