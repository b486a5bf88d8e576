import { Icon } from "@/components/ui/icon";
import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { fieldControlClasses } from "@/components/ui/input";

/** A choice: a string is both its value and its label. */
type SelectOption = string | { value: string; label: string };

type NativeSelectProps = ComponentProps<"select"> & {
  /** The first, empty choice ("Choose…", "All Categories"): its value is "". */
  placeholder?: string;
  options?: readonly SelectOption[];
};

/**
 * A styled native `<select>` (phones open their own picker): the placeholder, then the options.
 * Uses `clsx`, not `cn`: forms are client components and tailwind-merge stays out of the bundle.
 */
export function NativeSelect({
  className,
  placeholder,
  options = [],
  children,
  ...props
}: NativeSelectProps) {
  return (
    <div data-slot="native-select" className="relative w-full">
      <select
        className={clsx(
          fieldControlClasses,
          "min-h-12 cursor-pointer appearance-none pr-12",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </select>
      <Icon
        name="chevron-down"
        strokeWidth={1.75}
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink"
      />
    </div>
  );
}
