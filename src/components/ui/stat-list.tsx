import { factValue, placeholderAttrs } from "@/shared/placeholder";
import type { Stat } from "@/content/types";
import { cn } from "@/lib/utils";

type StatListProps = {
  stats: readonly Stat[];
  /** `inverse` for dark (brand-800/900) panels. */
  tone?: "default" | "inverse";
  className?: string;
};

/** A row of big figures with their labels (a description list: label, then value). */
export function StatList({ stats, tone = "default", className }: StatListProps) {
  const inverse = tone === "inverse";
  return (
    <dl
      data-stats
      className={cn(
        "grid grid-cols-2 gap-4",
        stats.length === 3 ? "sm:grid-cols-3" : "lg:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          data-stat
          className={cn(
            "flex flex-col-reverse items-center gap-1 rounded-xl p-6 text-center",
            inverse ? "bg-canvas/10" : "bg-canvas shadow-soft",
            stats.length === 3 && "last:col-span-2 sm:last:col-span-1",
          )}
        >
          <dt className={cn("font-semibold", inverse ? "text-brand-50" : "text-muted")}>
            {stat.label}
          </dt>
          <dd
            {...placeholderAttrs(stat.value)}
            className={cn(
              "text-4xl font-bold sm:text-5xl",
              inverse ? "text-white" : "text-brand-700",
            )}
          >
            {factValue(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
