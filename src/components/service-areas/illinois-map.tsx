import { serviceAreasCopy } from "@/content/service-areas";
import type { IllinoisMapGeometry } from "@/lib/county-map";
import { Swatch } from "./map-legend";
import { MapFigure } from "./map-figure";

const copy = serviceAreasCopy.usa;

/** Illinois with its counties, the ten-county metro area shaded and labelled. */
export function IllinoisMap({ geometry }: { geometry: IllinoisMapGeometry }) {
  return (
    <MapFigure
      role="img"
      copy={copy}
      viewBox={geometry.viewBox}
      className="mx-auto h-auto w-full max-w-md"
      data="data-illinois-map"
      legend={
        <p className="flex items-center gap-2">
          <Swatch className="fill-brand-800 stroke-brand-950" />
          {copy.legend}
        </p>
      }
    >
      <path d={geometry.statePath} className="fill-brand-50" />
      <path
        d={geometry.countyBorders}
        className="fill-none stroke-brand-300 [vector-effect:non-scaling-stroke]"
        strokeWidth={1}
      />
      <path
        d={geometry.metroPath}
        className="fill-brand-800 stroke-brand-950 [vector-effect:non-scaling-stroke]"
        strokeWidth={1.5}
      />
      <path
        d={geometry.statePath}
        className="fill-none stroke-brand-900 [vector-effect:non-scaling-stroke]"
        strokeWidth={2}
      />
      <text
        x={geometry.label.x}
        y={geometry.label.y}
        textAnchor="end"
        className="fill-brand-900 text-[22px] font-bold"
        data-metro-label
      >
        {copy.metroLabel}
      </text>
    </MapFigure>
  );
}
