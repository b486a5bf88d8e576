import { readFileSync } from "node:fs";
import { join } from "node:path";
import { geoCentroid } from "d3-geo";
import { feature } from "topojson-client";
import { describe, expect, it } from "vitest";
import {
  coreCountyList,
  counties,
  countyById,
  countyCount,
  countyCountWord,
  countyList,
  countyNames,
  countyTitle,
  serviceAreaLabel,
} from "./counties";
import { COUNTIES, COUNTY_FACTS } from "../../test/spec";

describe("counties", () => {
  it("are the spec's ten counties, in its order, with unique ids", () => {
    expect(counties.map((county) => county.name)).toEqual(COUNTIES);
    expect(countyNames).toEqual(COUNTIES);
    const ids = counties.map((county) => county.id);
    expect(ids).toEqual(COUNTIES.map((name) => name.toLowerCase()));
    expect(new Set(ids).size).toBe(10);
  });

  it("mark the spec's six core counties (the first six)", () => {
    const core = counties.filter((county) => county.core).map((county) => county.name);
    expect(core).toEqual(COUNTIES.slice(0, 6));
    expect(coreCountyList).toBe("Cook, Lake, DuPage, Will, McHenry and Kane");
  });

  it("give the count, the list and the service-area label every page prints", () => {
    expect(countyCount).toBe(10);
    expect(countyCountWord).toBe("ten");
    expect(countyList).toBe(
      "Cook, Lake, DuPage, Will, McHenry, Kane, LaSalle, Grundy, Kankakee and DeKalb",
    );
    expect(serviceAreaLabel).toBe("Chicago Metro - 10 Counties");
  });

  it("have the spec's population text and response time, word for word", () => {
    for (const county of counties) {
      expect({ population: county.population, responseTime: county.responseTime }).toEqual(
        COUNTY_FACTS[county.name],
      );
    }
  });

  it("list 3 to 5 distinct major cities each", () => {
    for (const county of counties) {
      expect(county.cities.length).toBeGreaterThanOrEqual(3);
      expect(county.cities.length).toBeLessThanOrEqual(5);
      expect(new Set(county.cities).size).toBe(county.cities.length);
    }
  });

  it("name the matching Census shape by FIPS code, with x/y at its geographic centre", () => {
    const atlas = JSON.parse(
      readFileSync(join(process.cwd(), "node_modules/us-atlas/counties-10m.json"), "utf8"),
    );
    for (const county of counties) {
      const geometry = atlas.objects.counties.geometries.find(
        (g: { id: string }) => g.id === county.fips,
      );
      expect(geometry?.properties.name, county.fips).toBe(county.name);
      const [x, y] = geoCentroid(feature(atlas, geometry));
      expect(county.coordinates.x).toBeCloseTo(x, 1);
      expect(county.coordinates.y).toBeCloseTo(y, 1);
    }
  });

  it("are found by id and titled with the word County", () => {
    expect(countyById("dupage")?.name).toBe("DuPage");
    expect(countyTitle("DeKalb")).toBe("DeKalb County");
  });
});
