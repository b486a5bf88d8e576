import { responseTimes } from "@/content/counties";
import { serviceAreasCopy } from "@/content/service-areas";
import { isFast } from "./map-styles";

const copy = serviceAreasCopy.local;

/** Light green with darker diagonal stripes: the fill of 'Under 48 hours' counties. */
export function StripePattern({ id }: { id: string }) {
  return (
    <pattern
      id={id}
      width="10"
      height="10"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <rect width="10" height="10" className="fill-brand-100" />
      <line x1="0" y1="0" x2="0" y2="10" className="stroke-brand-400" strokeWidth="6" />
    </pattern>
  );
}

/** A small filled box: a colour class, or the stripe pattern when `patternId` is given. */
export function Swatch({ className, patternId }: { className?: string; patternId?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 28 20" className="h-5 w-7 shrink-0">
      <rect
        x="1"
        y="1"
        width="26"
        height="18"
        fill={patternId ? `url(#${patternId})` : undefined}
        className={className}
        strokeWidth="2"
      />
    </svg>
  );
}

/** What the fills mean, in words next to each swatch. */
export function MapLegend({ stripeId }: { stripeId: string }) {
  return (
    <div className="flex flex-col gap-2" data-map-legend>
      <p className="font-semibold">{copy.legendTitle}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {responseTimes.map((time) => (
          <li key={time} className="flex items-center gap-2">
            {isFast(time) ? (
              <Swatch className="fill-brand-800 stroke-brand-900" />
            ) : (
              <Swatch patternId={stripeId} className="stroke-brand-900" />
            )}
            {copy.legend[time]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <Swatch className="fill-line stroke-muted" />
          {copy.legend.outside}
        </li>
      </ul>
    </div>
  );
}
