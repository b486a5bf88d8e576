import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** A list of points, each after a decorative check mark (the tones come from the panel it sits on). */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={cn(className, "flex flex-col gap-3")}>
      {items.map((point) => (
        <li key={point} className={cn("flex gap-3", itemClassName)}>
          <Icon name="circle-check" className={cn("mt-1 size-5 shrink-0", iconClassName)} />
          {point}
        </li>
      ))}
    </ul>
  );
}
