import { describe, expect, it } from "vitest";
import {
  PARTNER_SLIDES_PER_VIEW,
  TESTIMONIAL_GAP_PX,
  TESTIMONIAL_SLIDES_PER_VIEW,
  nextIndex,
  previousIndex,
  slideWidth,
  valueAtWidth,
  wrapIndex,
} from "./carousel";

describe("next and previous index with wrap", () => {
  it("advances one slide and wraps from the last (9) to the first (0)", () => {
    expect(nextIndex(0, 10)).toBe(1);
    expect(nextIndex(8, 10)).toBe(9);
    expect(nextIndex(9, 10)).toBe(0);
  });

  it("goes back one slide and wraps from the first (0) to the last (9)", () => {
    expect(previousIndex(5, 10)).toBe(4);
    expect(previousIndex(0, 10)).toBe(9);
  });

  it("folds any index into range and copes with empty or single lists", () => {
    expect(wrapIndex(23, 10)).toBe(3);
    expect(wrapIndex(-11, 10)).toBe(9);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe("values at a viewport width (min-width breakpoints)", () => {
  it("testimonials: 1 per view below 768 px, 2 from 768, 3 from 1024", () => {
    expect(valueAtWidth(375, TESTIMONIAL_SLIDES_PER_VIEW)).toBe(1);
    expect(valueAtWidth(767, TESTIMONIAL_SLIDES_PER_VIEW)).toBe(1);
    expect(valueAtWidth(768, TESTIMONIAL_SLIDES_PER_VIEW)).toBe(2);
    expect(valueAtWidth(1023, TESTIMONIAL_SLIDES_PER_VIEW)).toBe(2);
    expect(valueAtWidth(1024, TESTIMONIAL_SLIDES_PER_VIEW)).toBe(3);
    expect(valueAtWidth(2560, TESTIMONIAL_SLIDES_PER_VIEW)).toBe(3);
  });

  it("testimonial gaps: 20, 30 from 768, 40 from 1024", () => {
    expect(valueAtWidth(320, TESTIMONIAL_GAP_PX)).toBe(20);
    expect(valueAtWidth(768, TESTIMONIAL_GAP_PX)).toBe(30);
    expect(valueAtWidth(1280, TESTIMONIAL_GAP_PX)).toBe(40);
  });

  it("partners: 2, 4 from 640, 6 from 1024, 9 from 1440, 12 from 1920", () => {
    const at = (width: number) => valueAtWidth(width, PARTNER_SLIDES_PER_VIEW);
    expect([at(320), at(639), at(640), at(1023), at(1024)]).toEqual([2, 2, 4, 4, 6]);
    expect([at(1439), at(1440), at(1919), at(1920), at(3840)]).toEqual([6, 9, 9, 12, 12]);
  });

  it("ignores key order and rejects an empty table", () => {
    expect(valueAtWidth(800, { 1024: 3, 0: 1, 768: 2 })).toBe(2);
    expect(() => valueAtWidth(800, {})).toThrow();
  });
});

describe("slide width", () => {
  it("splits the viewport minus the gaps between the slides", () => {
    expect(slideWidth(335, 1, 20)).toBe(335);
    expect(slideWidth(720, 2, 30)).toBe(345);
    expect(slideWidth(960, 3, 40)).toBeCloseTo(293.333, 3);
    expect(slideWidth(1200, 6)).toBe(200);
  });
});
