import { Carousel, CarouselContent, CarouselItem } from "@/components/ui/carousel";
import {
  CarouselControls,
  CarouselDots,
  CarouselLiveRegion,
  CarouselPause,
} from "@/components/ui/carousel-controls";
import type { ImageAsset } from "@/content/types";
import { Card } from "@/components/ui/card";
import { SiteImage } from "@/components/ui/site-image";

type CareInActionProps = {
  /** The pictures (8 illustrations in the content), in order. */
  images: readonly ImageAsset[];
  /** One short caption per picture, saying what it shows. */
  captions: readonly string[];
  pauseLabel: string;
  playLabel: string;
  regionLabel: string;
  previousLabel: string;
  nextLabel: string;
  intervalMs: number;
};

/**
 * The Care in Action image strip: one large captioned picture at a time, moving on every 4 s.
 * The page shows it on large screens only (wrap it in `hidden lg:block`).
 */
export function CareInAction({
  images,
  captions,
  pauseLabel,
  playLabel,
  regionLabel,
  previousLabel,
  nextLabel,
  intervalMs,
}: CareInActionProps) {
  return (
    <Card asChild padding="sm">
      <Carousel
        name="care-in-action"
        label={regionLabel}
        count={images.length}
        intervalMs={intervalMs}
        opts={{ duration: 35 }}
      >
        <CarouselPause pauseLabel={pauseLabel} playLabel={playLabel} />
        <CarouselContent focusable className="rounded-lg">
          {images.map((image, index) => (
            <CarouselItem key={image.src} index={index} className="basis-full">
              <figure className="m-0">
                <SiteImage
                  image={image}
                  className="aspect-[4/3] w-full rounded-lg bg-brand-100 object-contain p-6"
                />
                <figcaption className="mt-3 text-center font-semibold text-brand-900">
                  {captions[index]}
                </figcaption>
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls previousLabel={previousLabel} nextLabel={nextLabel} className="mt-2">
          {/* In a narrow panel the eight dots wrap to two rows instead of overflowing. */}
          <CarouselDots className="min-w-0 flex-1" />
        </CarouselControls>
        <CarouselLiveRegion kind="Picture" names={captions} />
      </Carousel>
    </Card>
  );
}
