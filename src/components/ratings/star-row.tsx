import { Icon } from "@/components/ui/icon";
import { starShapes } from "@/lib/ratings";
import { cn } from "@/lib/utils";

/**
 * Five stars drawn for a rating (whole and half), hidden from assistive technology: the rating
 * is always written next to it in words. The outline keeps 3:1 contrast on white.
 */
export function StarRow({ value }: { value: number }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5" data-star-row>
      {starShapes(value).map((shape, index) => (
        <span key={index} className="relative size-7" data-star={shape}>
          <Icon name="star" className="absolute inset-0 size-7 text-accent-700" strokeWidth={1.5} />
          {shape !== "empty" && (
            <Icon
              name="star"
              className={cn(
                "absolute inset-0 size-7 text-accent-700",
                shape === "half" && "[clip-path:inset(0_50%_0_0)]",
              )}
              fill="currentColor"
              strokeWidth={1.5}
            />
          )}
        </span>
      ))}
    </span>
  );
}
