import type { ComponentProps, ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";
import { careInAction } from "@/content/home";
import { images } from "@/content/images";
import type { CareInAction } from "./care-in-action";

/**
 * The strip's props, for the page to render it as an island inside `CareInActionSection`: the
 * pictures resolved here, so the image manifest stays on the server.
 */
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

/**
 * #care-in-action: the heading and (as `children`) the rotating picture strip island, on large
 * screens only (spec §2).
 */
export function CareInActionSection({ children }: { children: ReactNode }) {
  const { title, description } = careInAction;
  return (
    <section
      id="care-in-action"
      aria-labelledby="care-in-action-title"
      className="hidden py-16 lg:block lg:py-24"
    >
      <div className="container-page">
        <SectionHeading id="care-in-action-title" title={title} description={description} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
