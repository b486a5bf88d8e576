import { useId } from "react";
import { serviceAreasCopy } from "@/content/service-areas";
import type { IllinoisMapGeometry } from "@/lib/county-map";
import { svgId } from "./map-styles";
import { Swatch } from "./map-legend";

const copy = serviceAreasCopy.usa;

/** Illinois with its counties, the ten-county metro area shaded and labelled. */
export function IllinoisMap({ geometry }: { geometry: IllinoisMapGeometry }) {
  const id = useId();
  const titleId = svgId(id, "title");
  const descId = svgId(id, "desc");
  return (
    <div className="flex flex-col gap-4">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={geometry.viewBox}
        className="mx-auto h-auto w-full max-w-md"
        data-illinois-map
      >
        <title id={titleId}>{copy.mapTitle}</title>
        <desc id={descId}>{copy.mapDescription}</desc>
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
      </svg>
      <p className="flex items-center gap-2">
        <Swatch className="fill-brand-800 stroke-brand-950" />
        {copy.legend}
      </p>
    </div>
  );
}
