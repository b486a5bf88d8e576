"use client";

import type { ComponentProps } from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { clsx } from "clsx";

/** Visible label above its field. Say what to enter; mark optional fields "(optional)". */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={clsx("block text-base leading-snug font-semibold text-ink", className)}
      {...props}
    />
  );
}
