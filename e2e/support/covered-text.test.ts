import { describe, expect, it } from "vitest";
import { scrollStops } from "./covered-text";

describe("scrollStops", () => {
  it("goes from the top, past 150 px, 70 % of a screen at a time, to the page's end", () => {
    expect(scrollStops(640, 2000)).toEqual([0, 150, 448, 896, 1344, 1360]);
    expect(scrollStops(800, 800)).toEqual([0, 150, 0]);
  });

  it("refuses a viewport of 0 px (or none), which would never reach the end", () => {
    expect(() => scrollStops(0, 2000)).toThrow("the viewport reads 0 px high");
    expect(() => scrollStops(Number.NaN, 2000)).toThrow("the viewport reads NaN px high");
  });

  it("refuses a page longer than 200 stops", () => {
    expect(scrollStops(640, 640 + 448 * 199).length).toBe(201);
    expect(() => scrollStops(640, 640 + 448 * 201)).toThrow("more than 200 stops");
  });
});
