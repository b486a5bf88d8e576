import { describe, expect, it } from "vitest";
import { fieldValue } from "./field-format";

describe("a phone number with an extension in the inbox (issue 31)", () => {
  it("shows it as sent and dials the main number, then the extension (RFC 3966)", () => {
    expect(fieldValue("referrerPhone", "630-555-0177 ext. 214")).toEqual({
      kind: "tel",
      text: "630-555-0177 ext. 214",
      href: "tel:+16305550177;ext=214",
    });
  });

  it("reads an extension typed before this round's forms normalised it", () => {
    expect(fieldValue("phone", "(630) 555-0177 x 9")).toMatchObject({
      href: "tel:+16305550177;ext=9",
    });
  });

  it("links no number that is not a US one, even with an extension", () => {
    expect(fieldValue("phone", "+44 20 7946 0958 x1").kind).toBe("text");
  });
});
