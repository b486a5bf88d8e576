import { describe, expect, it } from "vitest";
import { saveRequestArea, takeRequestArea } from "./request-care";

describe("the ZIP check's hand-off to the contact form", () => {
  it("gives the saved ZIP or town once, then nothing", () => {
    saveRequestArea(sessionStorage, "60090");
    expect(takeRequestArea(sessionStorage)).toBe("60090");
    expect(takeRequestArea(sessionStorage)).toBeUndefined();
    saveRequestArea(sessionStorage, "Saint Charles");
    expect(takeRequestArea(sessionStorage)).toBe("Saint Charles");
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps nothing that is not a ZIP code or a town name", () => {
    saveRequestArea(sessionStorage, "<img src=x>");
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem("request-care-area", "60090; drop");
    expect(takeRequestArea(sessionStorage)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it("does without storage that throws or is missing", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveRequestArea(broken, "60090")).not.toThrow();
    expect(takeRequestArea(broken)).toBeUndefined();
    expect(takeRequestArea(undefined)).toBeUndefined();
  });
});
