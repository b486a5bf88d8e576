import { describe, expect, it } from "vitest";
import type { Register } from "@/components/ui/use-schema-form";
import { bindFields } from "./field-binding";

type Values = { email: string; phone: string };
const ref = () => {};
const onChange = () => {};
const register: Register<Values> = (name) => ({ name, ref, onChange });
const errors = { email: { message: "Enter an e-mail address", type: "format" } };

describe("bindFields", () => {
  it("names a control only once the island runs, keeping its registration", () => {
    const before = bindFields({ register, errors }, false, "apply");
    expect(before.control("email")).toEqual({ name: undefined, ref, onChange });
    const after = bindFields({ register, errors }, true, "apply");
    expect(after.control("email")).toEqual({ name: "email", ref, onChange });
    expect([before.hydrated, after.hydrated]).toEqual([false, true]);
  });

  it("gives FormField its name, prefix, copy and the field's error, none where it has none", () => {
    const fields = bindFields({ register, errors }, true, "apply");
    expect(fields.field("email", { label: "E-mail", hint: "We reply here" })).toEqual({
      name: "email",
      idPrefix: "apply",
      label: "E-mail",
      hint: "We reply here",
      error: "Enter an e-mail address",
    });
    expect(fields.field("phone", { label: "Phone" })).toEqual({
      name: "phone",
      idPrefix: "apply",
      label: "Phone",
      hint: undefined,
      error: undefined,
    });
    expect([fields.error("email"), fields.error("services")]).toEqual([
      "Enter an e-mail address",
      undefined,
    ]);
  });
});
