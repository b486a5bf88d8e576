import { describe, expect, it } from "vitest";
import {
  age,
  exactTime,
  fieldLabel,
  fieldValue,
  formTypeLabel,
  requestFields,
  timeAgo,
} from "./format";

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
