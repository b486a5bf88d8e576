import type { ReactNode } from "react";
import { clsx } from "clsx";

type LabelledControlProps = {
  /** The control's id: give the same one to the control inside. */
  id: string;
  label: ReactNode;
  /** Extra classes on the column (a width, say). */
  className?: string;
  /** The one control the label names. */
  children: ReactNode;
};

/**
 * A search box's or a filter's label above its control, for the controls that narrow a list
 * (nothing to check, so no hint or error: a form's fields use FormField for those).
 */
export function LabelledControl({ id, label, className, children }: LabelledControlProps) {
  return (
    <div className={clsx("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}
