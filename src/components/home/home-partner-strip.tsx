import type { ComponentProps } from "react";
import {
  insuranceCopy,
  partnerPlaceholderLogo,
  partners,
  partnerSecondsPerLogo,
} from "@/content/home";
import { PartnerStrip } from "./partner-strip";

const { eyebrow: _eyebrow, title: _title, description: _description, ...stripCopy } = insuranceCopy;

/** The strip's props, from the home page's content. */
const partnerStripProps = {
  partners,
  copy: stripCopy,
  secondsPerLogo: partnerSecondsPerLogo,
  placeholderLogo: partnerPlaceholderLogo,
} satisfies ComponentProps<typeof PartnerStrip>;

/** The partner strip island, with no props: it reads its content itself (issue 32). */
export function HomePartnerStrip() {
  return <PartnerStrip {...partnerStripProps} />;
}
