import { describe, expect, it } from "vitest";
import { PHONES_ACCEPTED, PHONES_REFUSED } from "../../../test/spec";
import { isValidPhone, normalPhone, parsePhone, phoneTelHref } from "./phone";

describe("a phone number, with or without an extension (issue 31)", () => {
  it.each(PHONES_ACCEPTED)("takes %j and sends it as %j", (typed, sent) => {
    expect(isValidPhone(typed)).toBe(true);
    expect(normalPhone(typed)).toBe(sent);
    // Already normal: normalising again changes nothing.
    expect(normalPhone(sent)).toBe(sent);
  });

  it.each(PHONES_REFUSED)("refuses %j", (typed) => {
    expect(parsePhone(typed)).toBeNull();
    expect(normalPhone(typed)).toBe(typed);
    expect(phoneTelHref(typed)).toBeUndefined();
  });

  it("dials the main number with the extension as RFC 3966's ;ext=", () => {
    expect(phoneTelHref("630-555-0177 ext. 214")).toBe("tel:+16305550177;ext=214");
    expect(phoneTelHref("+1 (630) 555-0177 #9")).toBe("tel:+16305550177;ext=9");
    expect(phoneTelHref("630.555.0177")).toBe("tel:+16305550177");
  });

  it("keeps the number and its extension apart", () => {
    expect(parsePhone(" 1 (630) 555-0177 ext 0042 ")).toEqual({
      digits: "6305550177",
      extension: "0042",
    });
  });
});
