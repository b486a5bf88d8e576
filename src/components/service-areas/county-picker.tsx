import { Icon } from "@/components/ui/icon";
import { useId } from "react";
import { clsx } from "clsx";
import { counties, countyTitle, type CountyId } from "@/content/counties";
import { serviceAreasCopy } from "@/content/service-areas";

type CountyPickerProps = {
  selected: CountyId | null;
  onSelect: (id: CountyId) => void;
  /** False before hydration: the buttons are disabled. */
  interactive: boolean;
};

/**
 * The ten counties as plain toggle buttons: the same choice as the map, without a map. Hidden
 * without JavaScript, where no button could choose (the map still names every county).
 */
export function CountyPicker({ selected, onSelect, interactive }: CountyPickerProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3 noscript:hidden">
      <p id={labelId} className="font-semibold">
        {serviceAreasCopy.local.listLabel}
      </p>
      <ul aria-labelledby={labelId} className="grid grid-cols-2 gap-2" data-county-list>
        {counties.map((county) => {
          const pressed = selected === county.id;
          return (
            <li key={county.id} className="flex">
              <button
                type="button"
                aria-pressed={pressed}
                disabled={!interactive}
                onClick={() => onSelect(county.id)}
                className={clsx(
                  "flex min-h-12 w-full cursor-pointer items-center gap-2 rounded-md border-2 px-3 py-2 text-left font-semibold",
                  "motion-safe:transition-colors",
                  pressed
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-brand-700 bg-canvas text-brand-900 hover:bg-brand-50",
                )}
              >
                {/* The tick shows the choice without relying on the colour change. */}
                {pressed ? <Icon name="check" strokeWidth={3} className="size-5 shrink-0" /> : null}
                {countyTitle(county.name)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
