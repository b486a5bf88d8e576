/**
 * Build-time geometry of the service-area maps. Reads the U.S. Census county shapes of
 * `us-atlas` (TopoJSON, longitude/latitude), projects them with d3-geo and returns SVG path
 * strings rounded to one decimal. Only Server Components call this (it reads a file with
 * node:fs); the browser receives nothing but the strings (e2e/bundles.spec.ts fails the build's
 * tests if this module or its libraries reach client JavaScript).
 *
 * Longer than 200 lines on purpose: the two maps share one loaded atlas, one projection rule and
 * the typed TopoJSON helpers; split apart, each half would re-declare those types.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  geoBounds,
  geoConicConformal,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature, merge, mesh } from "topojson-client";
import type {
  GeometryCollection,
  GeometryObject,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from "topojson-specification";
import { counties, type CountyId } from "@/content/counties";

const ILLINOIS_FIPS = "17";

/** SVG user units: the width both maps are drawn at (they scale with their container). */
const CHICAGO_WIDTH = 600;
const ILLINOIS_HEIGHT = 640;
const PADDING = 12;
/** Room above Illinois for the "Chicago Metropolitan Area" label. */
const LABEL_GUTTER = 44;
/** Nudges (in user units) where a county's centroid sits too close to a border. */
const LABEL_NUDGE: Partial<Record<CountyId, [number, number]>> = { cook: [30, 0] };

type Shape = Polygon | MultiPolygon;
type Named = { name: string };
export type AtlasTopology = Topology<{
  counties: GeometryCollection<Named>;
  states: GeometryCollection<Named>;
}>;
/** A county or state in the topology (all of them are polygons). */
type TopoShape = TopoPolygon<Named> | TopoMultiPolygon<Named>;

const isTopoShape = (geometry: GeometryObject<Named>): geometry is TopoShape =>
  geometry.type === "Polygon" || geometry.type === "MultiPolygon";

type CountyShape = {
  id: CountyId;
  name: string;
  /** SVG path data in the map's user units. */
  path: string;
  labelX: number;
  labelY: number;
};

export type ChicagoMapGeometry = {
  viewBox: string;
  width: number;
  height: number;
  counties: CountyShape[];
  /** Nearby Illinois counties we do not serve (drawn in grey for orientation). */
  context: string;
  /** Outer edge of the ten counties together. */
  outline: string;
};

export type IllinoisMapGeometry = {
  viewBox: string;
  width: number;
  height: number;
  statePath: string;
  /** Borders between Illinois counties (one mesh). */
  countyBorders: string;
  /** The ten counties merged into one shape. */
  metroPath: string;
  /** Baseline end of the metro label (draw it with text-anchor="end"), just above the area. */
  label: { x: number; y: number };
};

let atlas: AtlasTopology | undefined;

export function loadAtlas(): AtlasTopology {
  if (!atlas) {
    // Resolved from the project root by Node (not bundled: it is 800 kB and read only here).
    const require = createRequire(join(process.cwd(), "package.json"));
    const parsed: AtlasTopology = JSON.parse(
      readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8"),
    );
    atlas = parsed;
  }
  return atlas;
}

const round = (value: number) => Math.round(value * 10) / 10;

function viewBoxOf(box: [[number, number], [number, number]], padding: number) {
  const [[x0, y0], [x1, y1]] = box;
  const x = Math.floor(x0 - padding);
  const y = Math.floor(y0 - padding);
  const width = Math.ceil(x1 + padding) - x;
  const height = Math.ceil(y1 + padding) - y;
  return { viewBox: `${x} ${y} ${width} ${height}`, width, height };
}

/** A conformal conic projection centred on the shape, so north points straight up. */
function projectionFor(shape: GeoPermissibleObjects): GeoProjection {
  const [[west, south], [east, north]] = geoBounds(shape);
  return geoConicConformal()
    .rotate([-(west + east) / 2, 0])
    .parallels([south + (north - south) / 6, north - (north - south) / 6]);
}

/** One county or state as a GeoJSON feature with a polygon geometry. */
function toShape(topology: AtlasTopology, geometry: TopoShape): Feature<Shape> {
  const result = feature(topology, geometry);
  if (result.type !== "Feature") throw new Error(`${String(geometry.id)} is not one shape`);
  const shape = result.geometry;
  if (shape.type !== "Polygon" && shape.type !== "MultiPolygon") {
    throw new Error(`${String(geometry.id)} is not a polygon`);
  }
  return { type: "Feature", id: result.id, properties: result.properties, geometry: shape };
}

function illinoisCounties(topology: AtlasTopology) {
  return topology.objects.counties.geometries
    .filter(isTopoShape)
    .filter((g) => String(g.id).startsWith(ILLINOIS_FIPS));
}

function servedGeometries(topology: AtlasTopology) {
  const all = illinoisCounties(topology);
  return counties.map((county) => {
    const geometry = all.find((g) => g.id === county.fips);
    if (!geometry) throw new Error(`us-atlas has no county ${county.fips} (${county.name})`);
    return { county, geometry };
  });
}

function overlaps(
  a: [[number, number], [number, number]],
  b: [[number, number], [number, number]],
) {
  return a[0][0] <= b[1][0] && b[0][0] <= a[1][0] && a[0][1] <= b[1][1] && b[0][1] <= a[1][1];
}

let chicagoCache: ChicagoMapGeometry | undefined;

/** The ten counties, fitted to a 600-unit-wide map, each with a label point. */
export function chicagoMapGeometry(): ChicagoMapGeometry {
  if (chicagoCache) return chicagoCache;
  const topology = loadAtlas();
  const served = servedGeometries(topology).map(({ county, geometry }) => ({
    county,
    geometry,
    shape: toShape(topology, geometry),
  }));
  const collection: FeatureCollection<Shape> = {
    type: "FeatureCollection",
    features: served.map((item) => item.shape),
  };
  const projection = projectionFor(collection).fitWidth(CHICAGO_WIDTH - 2 * PADDING, collection);
  const path = geoPath(projection).digits(1);
  const frame = viewBoxOf(path.bounds(collection), PADDING);

  const servedIds = new Set<string>(counties.map((county) => county.fips));
  const area = geoBounds(collection);
  const context = illinoisCounties(topology)
    .filter((g) => !servedIds.has(String(g.id)))
    .map((g) => toShape(topology, g))
    .filter((shape) => overlaps(geoBounds(shape), area));

  return (chicagoCache = {
    ...frame,
    counties: served.map(({ county, shape }) => {
      const [x, y] = path.centroid(shape);
      const [dx, dy] = LABEL_NUDGE[county.id] ?? [0, 0];
      return {
        id: county.id,
        name: county.name,
        path: path(shape) ?? "",
        labelX: round(x + dx),
        labelY: round(y + dy),
      };
    }),
    context: path({ type: "FeatureCollection", features: context }) ?? "",
    outline:
      path(
        merge(
          topology,
          served.map((item) => item.geometry),
        ),
      ) ?? "",
  });
}

let illinoisCache: IllinoisMapGeometry | undefined;

/** Illinois with its county borders and the ten-county metro area as one shape. */
export function illinoisMapGeometry(): IllinoisMapGeometry {
  if (illinoisCache) return illinoisCache;
  const topology = loadAtlas();
  const stateGeometry = topology.objects.states.geometries
    .filter(isTopoShape)
    .find((g) => g.id === ILLINOIS_FIPS);
  if (!stateGeometry) throw new Error("us-atlas has no Illinois");
  const state = toShape(topology, stateGeometry);
  const projection = projectionFor(state).fitHeight(ILLINOIS_HEIGHT - 2 * PADDING, state);
  const path = geoPath(projection).digits(1);

  const metro = merge(
    topology,
    servedGeometries(topology).map((item) => item.geometry),
  );
  const stateBox = path.bounds(state);
  const [[, metroTop], [metroRight]] = path.bounds(metro);
  const frame = viewBoxOf([[stateBox[0][0], stateBox[0][1] - LABEL_GUTTER], stateBox[1]], PADDING);
  const borders: GeometryCollection = {
    type: "GeometryCollection",
    geometries: illinoisCounties(topology),
  };

  return (illinoisCache = {
    ...frame,
    statePath: path(state) ?? "",
    countyBorders: path(mesh(topology, borders, (a, b) => a !== b)) ?? "",
    metroPath: path(metro) ?? "",
    label: { x: round(metroRight), y: round(metroTop - 12) },
  });
}
