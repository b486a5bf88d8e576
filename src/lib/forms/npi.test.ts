import { describe, expect, it } from "vitest";
import { hasNpiForm, isValidNpi } from "./npi";

describe("isValidNpi", () => {
  it("accepts NPIs whose 10th digit is the Luhn check digit over 80840 and the first nine", () => {
    // CMS's own example, and two more worked by hand (80840 + 9 digits, Luhn).
    for (const npi of ["1234567893", "1245319599", "1003000126", "123 456 7893", "123-456-7893"]) {
      expect(isValidNpi(npi), npi).toBe(true);
    }
  });

  it("refuses a wrong check digit, and anything not 10 digits", () => {
    for (const npi of ["1234567890", "1234567894", "1245319598", "123456789", "12345678930"]) {
      expect(isValidNpi(npi), npi).toBe(false);
    }
    expect(isValidNpi("12345678a3")).toBe(false);
    expect(isValidNpi("")).toBe(false);
  });

  it("tells the form apart from the check digit", () => {
    expect(hasNpiForm("1234567890")).toBe(true);
    expect(hasNpiForm("12345")).toBe(false);
  });
});
