import type { ComponentProps } from "react";
import { fieldControlClasses } from "@/components/ui/input";
import { clsx } from "clsx";

export function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={clsx(fieldControlClasses, "min-h-32 resize-y", className)}
      {...props}
    />
  );
}
