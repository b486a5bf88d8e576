import { describe, expect, it } from "vitest";
import { fieldLabel, fieldValue, requestFields } from "./field-format";
import { age, exactTime, formTypeLabel, timeAgo } from "./format";

const now = Date.parse("2026-11-25T18:00:00Z");

describe("timeAgo and age", () => {
  it("words elapsed time in whole units", () => {
    expect(timeAgo("2026-11-25T17:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-25T17:55:00Z", now)).toBe("5 min ago");
    expect(timeAgo("2026-11-25T14:40:00Z", now)).toBe("3 h ago");
    expect(timeAgo("2026-11-24T17:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2026-11-22T18:00:00Z", now)).toBe("3 days ago");
    expect(timeAgo("2026-11-25T18:05:00Z", now)).toBe("just now");
    expect(age("2026-11-25T14:40:00Z", now)).toBe("3 h");
  });

  it("gives the exact time in Chicago with its zone", () => {
    expect(exactTime("2026-11-25T21:04:00Z")).toBe("Nov 25, 2026, 3:04 PM CST");
    expect(exactTime("2026-07-01T15:30:00Z")).toBe("Jul 1, 2026, 10:30 AM CDT");
  });
});

describe("labels", () => {
  it("names form types and fields", () => {
    expect(formTypeLabel("contact")).toBe("Care request");
    expect(formTypeLabel("verification")).toBe("Coverage check");
    expect(fieldLabel("physicianPhone")).toBe("Physician phone");
    expect(fieldLabel("emergency_contact_name")).toBe("Emergency contact name");
  });
});

describe("fieldValue", () => {
  it("links phone numbers and e-mail addresses, and nothing else", () => {
    expect(fieldValue("phone", "847-555-0142")).toEqual({
      kind: "tel",
      text: "847-555-0142",
      href: "tel:+18475550142",
    });
    expect(fieldValue("email", "ada@example.com")).toEqual({
      kind: "email",
      text: "ada@example.com",
      href: "mailto:ada@example.com",
    });
    expect(fieldValue("email", "not an address").kind).toBe("text");
    expect(fieldValue("message", "call 847-555-0142").kind).toBe("text");
    expect(fieldValue("phone", "12").kind).toBe("text");
  });

  it("words booleans, lists and the language", () => {
    expect(fieldValue("consent", true).text).toBe("Yes");
    expect(fieldValue("days", ["Mon", "Tue"]).text).toBe("Mon, Tue");
    expect(fieldValue("language", "es").text).toBe("Spanish");
  });

  it("keeps markup as text (the component renders text nodes)", () => {
    expect(fieldValue("message", "<img src=x onerror=alert(1)>").text).toBe(
      "<img src=x onerror=alert(1)>",
    );
  });
});

describe("requestFields", () => {
  it("keeps the form's order and leaves out empty fields", () => {
    expect(
      requestFields({ name: "Ada", service: "", phone: "8475550142" }).map((f) => f.label),
    ).toEqual(["Name", "Phone"]);
  });
});

describe("hostile keys and values (a payload is whatever JSON a visitor sealed)", () => {
  const hostile = JSON.parse(
    `{"__proto__": {"x": 1}, "constructor": "c", "toString": "t", "valueOf": "v",
      "hasOwnProperty": "h", "language": "__proto__", "careType": "__proto__",
      "insurancePlan": "constructor", "nested": {"a": [1, {"b": null}], "c": true}}`,
  ) as Record<string, unknown>;

  it("words every key and value as a string, never a prototype's object or function", () => {
    const fields = requestFields(hostile);
    for (const field of fields) {
      expect(typeof field.label).toBe("string");
      expect(typeof field.value.text).toBe("string");
    }
    expect(fields.map((f) => f.label)).toEqual([
      "Proto",
      "Constructor",
      "To string",
      "Value of",
      "Has own property",
      "Language",
      "Start or resumption of care",
      "Insurance",
      "Nested",
    ]);
    expect(fields.map((f) => f.value.text)).toEqual([
      "x: 1",
      "c",
      "t",
      "v",
      "h",
      "__proto__",
      "__proto__",
      "constructor",
      "a: (1, (b: )); c: Yes",
    ]);
  });

  it("looks labels and choices up as own entries only", () => {
    expect(fieldLabel("__proto__")).toBe("Proto");
    expect(fieldLabel("toString")).toBe("To string");
    expect(formTypeLabel("__proto__")).toBe("__proto__");
    expect(formTypeLabel("constructor")).toBe("constructor");
    expect(fieldValue("language", "toString").text).toBe("toString");
    expect(fieldValue("careType", "start").text).toMatch(/^Start of care/);
    expect(fieldValue("insurancePlan", "hasOwnProperty").text).toBe("hasOwnProperty");
  });

  it("strips bidi and zero-width characters from labels", () => {
    expect(fieldLabel("na\u202Eme\u200B")).toBe("Name");
    expect(fieldLabel("__\u200B")).toBe("Unnamed field");
  });

  it("caps the fields shown", () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, "x"]));
    expect(requestFields(many)).toHaveLength(200);
  });
});

describe("links carry the address or number only", () => {
  it.each([
    "a@b.co?body=Call%20me",
    "a@b.co&cc=x@y.co",
    "a@b.co#x",
    "a%40b@b.co",
    "a b@b.co",
    "a@b.co,c@d.co",
    "a@b@c.co",
    "a@b.co\nbcc: x@y.co",
    "ada@localhost",
  ])("%s stays text", (address) => {
    expect(fieldValue("email", address)).toEqual({ kind: "text", text: address });
  });

  it("links a plain address and a US number, digits only", () => {
    expect(fieldValue("referrerEmail", "o'brien+care@mail.example.org").kind).toBe("email");
    expect(fieldValue("phone", "+1 (847) 555-0142;ext=9")).toMatchObject({
      kind: "text",
    });
    expect(fieldValue("phone", "1 (847) 555-0142")).toMatchObject({
      kind: "tel",
      href: "tel:+18475550142",
    });
    expect(fieldValue("phone", "44 20 7946 0958 1").kind).toBe("text");
  });
});
