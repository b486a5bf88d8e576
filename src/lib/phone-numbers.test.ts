import { describe, expect, it } from "vitest";
import { splitPhoneNumbers, telHrefOf } from "./phone-numbers";

describe("splitPhoneNumbers", () => {
  it("cuts the text around each number and gives the number its tel: address", () => {
    expect(
      splitPhoneNumbers("Call 847-568-1033, or the Poison Help line at 1-800-222-1222."),
    ).toEqual([
      "Call ",
      { display: "847-568-1033", href: "tel:+18475681033" },
      ", or the Poison Help line at ",
      { display: "1-800-222-1222", href: "tel:+18002221222" },
      ".",
    ]);
  });

  it("reads the ways people write a number", () => {
    for (const [written, href] of [
      ["(847) 568-1033", "tel:+18475681033"],
      ["(847)568-1033", "tel:+18475681033"],
      ["847.568.1033", "tel:+18475681033"],
      ["847 568 1033", "tel:+18475681033"],
      ["1 800 633 4227", "tel:+18006334227"],
    ] as const)
      expect(splitPhoneNumbers(`at ${written}`)).toEqual(["at ", { display: written, href }]);
  });

  it("leaves text without a number whole, and a number at either end without empty parts", () => {
    expect(splitPhoneNumbers("Call 911 in an emergency.")).toEqual(["Call 911 in an emergency."]);
    expect(splitPhoneNumbers("")).toEqual([""]);
    expect(splitPhoneNumbers("847-568-1033")).toEqual([
      { display: "847-568-1033", href: "tel:+18475681033" },
    ]);
  });

  it("does not take dates, longer digit runs or decimals for numbers", () => {
    for (const text of [
      "Revised 2020-06-25.",
      "Claim 12847-568-1033 is open.",
      "Order 847-568-10334.",
      "847-568-1033-2",
      "A ratio of 847.568.1033.5",
    ])
      expect(splitPhoneNumbers(text)).toEqual([text]);
  });
});

describe("telHrefOf", () => {
  it("dials +1 and the ten digits, with or without the leading 1", () => {
    expect(telHrefOf("847-568-1033")).toBe("tel:+18475681033");
    expect(telHrefOf("1-877-486-2048")).toBe("tel:+18774862048");
  });
});
