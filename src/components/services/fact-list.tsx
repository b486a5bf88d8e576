import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/content/icons";
import { factValue, placeholderAttrs, type Fact } from "@/shared/placeholder";
import { cn } from "@/lib/utils";

/** A list of facts, each with a decorative icon; a placeholder fact carries its mark. */
export function FactList({
  items,
  icon,
  iconClassName,
  className,
}: {
  items: readonly Fact<string>[];
  icon: IconName;
  iconClassName: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-col gap-2", className)}>
      {items.map((item) => (
        <li key={factValue(item)} className="flex gap-3" {...placeholderAttrs(item)}>
          <Icon
            name={icon}
            strokeWidth={1.75}
            className={cn("mt-1 size-5 shrink-0", iconClassName)}
          />
          <span>{factValue(item)}</span>
        </li>
      ))}
    </ul>
  );
}
