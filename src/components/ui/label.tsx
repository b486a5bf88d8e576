import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * Visible label above its field. Say what to enter; mark optional fields "(optional)".
 * A double click on the label's text does not select it (as Radix's Label, which this replaces).
 */
export function Label({ className, onMouseDown, htmlFor, ...props }: ComponentProps<"label">) {
  return (
    // The handler only keeps a double click from selecting the label's text; the label itself
    // stays a plain label (a click focuses its control).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <label
      data-slot="label"
      className={clsx("block text-base leading-snug font-semibold text-ink", className)}
      htmlFor={htmlFor}
      onMouseDown={(event) => {
        // A press on a control inside the label is the control's own.
        if (
          event.target instanceof Element &&
          event.target.closest("button, input, select, textarea")
        )
          return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
