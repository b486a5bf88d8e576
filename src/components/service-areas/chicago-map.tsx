import { useId, type KeyboardEvent } from "react";
import { clsx } from "clsx";
import { counties, type CountyId } from "@/content/counties";
import { serviceAreasCopy } from "@/content/service-areas";
import type { ChicagoMapGeometry } from "@/lib/county-map";
import { MapLegend, StripePattern } from "./map-legend";
import { MapFigure } from "./map-figure";
import { isFast, responseStyles, svgId } from "./map-styles";

type ChicagoMapProps = {
  geometry: ChicagoMapGeometry;
  selected: CountyId | null;
  onSelect: (id: CountyId) => void;
  /** False before hydration: the counties are labelled pictures (role img), not yet buttons. */
  interactive: boolean;
};

const copy = serviceAreasCopy.local;
/** Rings are hidden until focus (yellow band, thin dark centre) or selection (white, orange). */
const RING = "fill-none [vector-effect:non-scaling-stroke]";
const FOCUSED = "invisible group-focus-visible:visible";

/**
 * Our county map: each county is a keyboard-operable toggle button (Enter or Space selects),
 * drawn in layers so focus and selection rings are never hidden under a neighbour.
 */
export function ChicagoMap({ geometry, selected, onSelect, interactive }: ChicagoMapProps) {
  const stripeId = svgId(useId(), "stripes");
  const shapes = geometry.counties.flatMap((shape) => {
    const county = counties.find((c) => c.id === shape.id);
    return county ? [{ ...shape, county }] : [];
  });

  const onKeyDown = (countyId: CountyId) => (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(countyId);
    }
  };

  return (
    <MapFigure
      role="group"
      copy={copy}
      viewBox={geometry.viewBox}
      className="mx-auto h-auto w-full max-w-xl"
      data="data-county-map"
      legend={<MapLegend stripeId={stripeId} />}
    >
      <defs>
        <StripePattern id={stripeId} />
      </defs>
      <g aria-hidden="true">
        <path d={geometry.context} className="fill-line stroke-muted" strokeWidth={1} />
        {shapes.map((shape) => {
          const style = responseStyles[shape.county.responseTime];
          return (
            <path
              key={shape.id}
              d={shape.path}
              fill={isFast(shape.county.responseTime) ? undefined : `url(#${stripeId})`}
              className={clsx(style.fill, style.border, "[vector-effect:non-scaling-stroke]")}
              strokeWidth={1.5}
            />
          );
        })}
        <path
          d={geometry.outline}
          className="fill-none stroke-brand-950 [vector-effect:non-scaling-stroke]"
          strokeWidth={2.5}
        />
        {shapes.map((shape) => (
          <text
            key={shape.id}
            data-county-label={shape.id}
            x={shape.labelX}
            y={shape.labelY}
            textAnchor="middle"
            dominantBaseline="middle"
            strokeWidth={4}
            strokeLinejoin="round"
            className={clsx(
              "pointer-events-none text-[23px] font-bold [paint-order:stroke]",
              responseStyles[shape.county.responseTime].label,
            )}
          >
            {shape.name}
          </text>
        ))}
      </g>
      {shapes.map((shape) => {
        const pressed = selected === shape.id;
        return (
          <g
            key={shape.id}
            // A button once the island runs; before (and without JavaScript) a labelled
            // picture of the county, not a control that cannot work.
            role={interactive ? "button" : "img"}
            tabIndex={interactive ? 0 : undefined}
            aria-label={copy.countyLabel(shape.county.name, shape.county.responseTime)}
            aria-pressed={interactive ? pressed : undefined}
            data-county={shape.id}
            onClick={() => onSelect(shape.id)}
            onKeyDown={onKeyDown(shape.id)}
            className="group cursor-pointer outline-none"
          >
            <path d={shape.path} className="fill-transparent group-hover:fill-white/25" />
            <path d={shape.path} className={clsx(RING, FOCUSED, "stroke-focus")} strokeWidth={12} />
            <path
              d={shape.path}
              className={clsx(RING, pressed ? "visible" : "invisible", "stroke-white")}
              strokeWidth={7}
            />
            <path
              d={shape.path}
              className={clsx(RING, pressed ? "visible" : "invisible", "stroke-accent-700")}
              strokeWidth={3.5}
            />
            <path d={shape.path} className={clsx(RING, FOCUSED, "stroke-ink")} strokeWidth={1.5} />
          </g>
        );
      })}
    </MapFigure>
  );
}
