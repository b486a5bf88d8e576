import { describe, expect, it } from "vitest";
import { COUNTIES } from "../../test/spec";
import { chicagoMapGeometry, illinoisMapGeometry } from "./county-map";

function parseViewBox(viewBox: string) {
  const parts = viewBox.split(" ").map(Number);
  expect(parts).toHaveLength(4);
  const [x = NaN, y = NaN, width = NaN, height = NaN] = parts;
  for (const value of parts) expect(Number.isFinite(value)).toBe(true);
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  return { x, y, width, height };
}

/** Every coordinate pair of an SVG path made of M, L and Z commands. */
function pathPoints(path: string): [number, number][] {
  expect(path).toMatch(/^M[-\d.,LMZ]+$/);
  return [...path.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

const inside = (box: ReturnType<typeof parseViewBox>, [px, py]: [number, number]) =>
  px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height;

describe("chicagoMapGeometry", () => {
  const map = chicagoMapGeometry();
  const box = parseViewBox(map.viewBox);

  it("draws the ten counties in content order, each a non-empty closed path", () => {
    expect(map.counties.map((county) => county.id)).toEqual(
      COUNTIES.map((name) => name.toLowerCase()),
    );
    for (const county of map.counties) {
      expect(county.path.length, county.id).toBeGreaterThan(20);
      expect(county.path.endsWith("Z"), county.id).toBe(true);
    }
  });

  it("keeps every county point and every label inside the viewBox", () => {
    for (const county of map.counties) {
      for (const point of pathPoints(county.path)) expect(inside(box, point), county.id).toBe(true);
      expect(inside(box, [county.labelX, county.labelY]), county.id).toBe(true);
    }
  });

  it("rounds coordinates to one decimal to keep the page small", () => {
    const all = map.counties.map((county) => county.path).join("") + map.outline;
    expect(all).not.toMatch(/\d\.\d{2}/);
  });

  it("has an outline and the nearby counties we do not serve", () => {
    expect(map.outline.length).toBeGreaterThan(20);
    expect(map.context.length).toBeGreaterThan(20);
  });

  it("places counties where they are: Lake north of Will, Cook east of DeKalb", () => {
    const at = (id: string) => map.counties.find((county) => county.id === id)!;
    expect(at("lake").labelY).toBeLessThan(at("will").labelY);
    expect(at("cook").labelX).toBeGreaterThan(at("dekalb").labelX);
  });
});

describe("illinoisMapGeometry", () => {
  const map = illinoisMapGeometry();
  const box = parseViewBox(map.viewBox);

  it("has Illinois, its county borders and the metro area", () => {
    expect(map.statePath).toMatch(/^M/);
    expect(map.statePath.length).toBeGreaterThan(500);
    expect(map.countyBorders).toMatch(/^M/);
    expect(map.metroPath).toMatch(/^M.*Z$/);
  });

  it("puts the metro area inside Illinois's frame and its label inside the viewBox", () => {
    for (const point of pathPoints(map.metroPath)) expect(inside(box, point)).toBe(true);
    expect(inside(box, [map.label.x, map.label.y])).toBe(true);
    const metroTop = Math.min(...pathPoints(map.metroPath).map(([, y]) => y));
    expect(map.label.y).toBeLessThan(metroTop);
  });
});
