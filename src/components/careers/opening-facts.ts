import { counties, countyTitle } from "@/content/counties";
import { formatList } from "@/content/format";

/** "Cook County and Lake County" from county ids, in the site's county order. */
export const countyNames = (ids: readonly string[]): string =>
  formatList(
    counties.filter((county) => ids.includes(county.id)).map((county) => countyTitle(county.name)),
  );
