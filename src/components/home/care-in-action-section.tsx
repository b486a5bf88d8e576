import { SectionHeading } from "@/components/ui/section-heading";
import { careInAction } from "@/content/home";
import { images } from "@/content/images";
import { CareInAction } from "./care-in-action";

/** The photos resolved here, so the image manifest stays on the server. */
const photos = careInAction.images.map((key) => images[key]);

/** #care-in-action: the rotating photo strip, on large screens only (spec §2). */
export function CareInActionSection() {
  const { title, description, captions, intervalMs, pauseLabel, playLabel } = careInAction;
  return (
    <section
      id="care-in-action"
      aria-labelledby="care-in-action-title"
      className="hidden py-16 lg:block lg:py-24"
    >
      <div className="container-page">
        <SectionHeading id="care-in-action-title" title={title} description={description} />
        <div className="mt-10">
          <CareInAction
            images={photos}
            captions={captions}
            intervalMs={intervalMs}
            pauseLabel={pauseLabel}
            playLabel={playLabel}
            regionLabel={careInAction.regionLabel}
            previousLabel={careInAction.previousLabel}
            nextLabel={careInAction.nextLabel}
          />
        </div>
      </div>
    </section>
  );
}
