import { describe, expect, it } from "vitest";
import { TOC_OBSERVER_DELAY_MS, TOC_OBSERVER_OPTIONS, chooseActiveHeading } from "./toc";

describe("chooseActiveHeading", () => {
  it("picks the intersecting heading nearest the top", () => {
    expect(
      chooseActiveHeading(
        [
          { id: "heading-3", isIntersecting: true, top: 240 },
          { id: "heading-2", isIntersecting: true, top: 130 },
          { id: "heading-1", isIntersecting: false, top: -400 },
        ],
        "heading-1",
      ),
    ).toBe("heading-2");
  });

  it("keeps the current heading when headings only leave the band", () => {
    expect(
      chooseActiveHeading([{ id: "heading-4", isIntersecting: false, top: 600 }], "heading-3"),
    ).toBe("heading-3");
    expect(chooseActiveHeading([], null)).toBeNull();
  });

  it("ignores entries without an id", () => {
    expect(chooseActiveHeading([{ id: "", isIntersecting: true, top: 150 }], "heading-1")).toBe(
      "heading-1",
    );
  });
});

describe("observer settings (spec §4)", () => {
  it("excludes 100 px at the top and the bottom 66 %, after a 100 ms delay", () => {
    expect(TOC_OBSERVER_OPTIONS.rootMargin).toBe("-100px 0px -66% 0px");
    expect(TOC_OBSERVER_DELAY_MS).toBe(100);
  });
});
