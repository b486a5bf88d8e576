import type { ComponentProps } from "react";
import { careInAction } from "@/content/home";
import { images } from "@/content/images";
import { CareInAction } from "./care-in-action";

/** @internal Exported for its test. The pictures' props, resolved from the image manifest. */
export const careInActionProps = {
  images: careInAction.images.map((key) => images[key]),
  captions: careInAction.captions,
  intervalMs: careInAction.intervalMs,
  pauseLabel: careInAction.pauseLabel,
  playLabel: careInAction.playLabel,
  regionLabel: careInAction.regionLabel,
  previousLabel: careInAction.previousLabel,
  nextLabel: careInAction.nextLabel,
} satisfies ComponentProps<typeof CareInAction>;

/** The Care in Action island, with no props: it reads its content itself (issue 32). */
export function HomeCareInAction() {
  return <CareInAction {...careInActionProps} />;
}
