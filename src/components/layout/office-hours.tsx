import { Icon } from "@/components/ui/icon";
import { officeHours } from "@/content/agency";
import { layoutCopy } from "@/content/layout";
import { factValue, placeholderAttrs } from "@/shared/placeholder";
import { clsx } from "clsx";

/**
 * When a person answers the main line and what to do after hours, shown next to the phone
 * number (the header's contact bar, the mobile menu). Both are agency facts from `agency.ts`,
 * marked with `data-placeholder` while the agency has not confirmed them (on each line itself:
 * no <span> around a value, issue 32).
 */
export function OfficeHours({
  className,
  itemClassName,
  bare = false,
}: {
  className?: string;
  /** Classes of each line (the header lets the after-hours line take the space left). */
  itemClassName?: { hours?: string; afterHours?: string };
  /** The two lines as items of the parent's row, with no list around them (the header's
   * contact bar, issue 32). */
  bare?: boolean;
}) {
  const { hours, afterHours } = officeHours;
  const Item = bare ? "span" : "li";
  const lines = (
    <>
      <Item className={clsx("hours-item", itemClassName?.hours)} {...placeholderAttrs(hours)}>
        <Icon name="clock" className="hours-icon" />
        <span className="sr-only">{layoutCopy.officeHours}</span>
        {factValue(hours)}
      </Item>
      <Item
        className={clsx("hours-item", itemClassName?.afterHours)}
        {...placeholderAttrs(afterHours)}
      >
        <Icon name="moon" className="hours-icon" />
        {factValue(afterHours)}
      </Item>
    </>
  );
  return bare ? lines : <ul className={className}>{lines}</ul>;
}
