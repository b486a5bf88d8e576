import { Icon } from "@/components/ui/icon";
import { officeHours } from "@/content/agency";
import { layoutCopy } from "@/content/layout";
import { factValue, placeholderAttrs } from "@/shared/placeholder";
import { clsx } from "clsx";

/**
 * When a person answers the main line and what to do after hours, shown next to the phone
 * number (the header's contact bar, the mobile menu). Both are agency facts from `agency.ts`,
 * marked with `data-placeholder` while the agency has not confirmed them.
 */
export function OfficeHours({
  className,
  itemClassName,
}: {
  className?: string;
  /** Classes of each line (the header lets the after-hours line take the space left). */
  itemClassName?: { hours?: string; afterHours?: string };
}) {
  const { hours, afterHours } = officeHours;
  return (
    <ul className={className} data-office-hours>
      <li className={clsx("hours-item", itemClassName?.hours)}>
        <Icon name="clock" className="hours-icon" />
        <span className="sr-only">{layoutCopy.officeHours}</span>
        <span {...placeholderAttrs(hours)}>{factValue(hours)}</span>
      </li>
      <li
        className={clsx("hours-item", itemClassName?.afterHours)}
        {...placeholderAttrs(afterHours)}
      >
        <Icon name="moon" className="hours-icon" />
        {factValue(afterHours)}
      </li>
    </ul>
  );
}
