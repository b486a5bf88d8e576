import { describe, expect, it } from "vitest";
import { readSearchText, toParams, toQueryString, writeSearchText } from "./url-query";

describe("toParams", () => {
  it("reads a query string with or without '?' and passes URLSearchParams through", () => {
    expect(toParams("?a=1&b=x+y").get("b")).toBe("x y");
    expect(toParams("a=1").get("a")).toBe("1");
    const params = new URLSearchParams("a=1");
    expect(toParams(params)).toBe(params);
  });
});

describe("readSearchText", () => {
  it("keeps the text as typed, drops a blank one and cuts it to 100 characters", () => {
    expect(readSearchText(new URLSearchParams("q=+Heart+care"), "q")).toBe(" Heart care");
    expect(readSearchText(new URLSearchParams("q=+++"), "q")).toBe("");
    expect(readSearchText(new URLSearchParams(""), "q")).toBe("");
    expect(readSearchText(new URLSearchParams(`q=${"a".repeat(300)}`), "q")).toBe("a".repeat(100));
    expect(readSearchText(new URLSearchParams(`q=${"+".repeat(100)}a`), "q")).toBe("");
  });
});

describe("writeSearchText and toQueryString", () => {
  it("writes non-blank text cut to 100 characters, in the order set", () => {
    const params = new URLSearchParams();
    params.set("tab", "benefits");
    writeSearchText(params, "q", "falls & safety");
    expect(toQueryString(params)).toBe("?tab=benefits&q=falls+%26+safety");
    const long = new URLSearchParams();
    writeSearchText(long, "q", "b".repeat(150));
    expect(toQueryString(long)).toBe(`?q=${"b".repeat(100)}`);
  });

  it("writes nothing for blank text, and '' for no parameters", () => {
    const params = new URLSearchParams();
    writeSearchText(params, "q", "   ");
    writeSearchText(params, "q", "");
    expect(toQueryString(params)).toBe("");
  });
});
