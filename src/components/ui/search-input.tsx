import { Icon } from "@/components/ui/icon";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * A `type="search"` field with a magnifier icon; pair it with a visible `<label>`. Used in client
 * components (list filters), so it joins classes with `clsx`.
 */
export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className="relative">
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        autoComplete="off"
        className={clsx(
          "min-h-12 w-full rounded-md border-2 border-muted bg-canvas py-2 pr-3 pl-11 text-lg placeholder:text-muted hover:border-ink",
          className,
        )}
        {...props}
      />
    </div>
  );
}
