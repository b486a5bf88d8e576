"use client";

import useEmblaCarousel from "embla-carousel-react";
import { images, type ImageKey } from "@/content/images";
import { uiCopy } from "@/content/ui";
import { CARE_IN_ACTION_INTERVAL_MS } from "@/lib/carousel";
import { CarouselRegion, Dots, LiveRegion, PrevNextButtons } from "./carousel-controls";
import { useCarousel } from "./use-carousel";
import { useReducedMotion } from "./use-reduced-motion";

type CareInActionProps = {
  /** The photos (8 in the content), in order. */
  images: readonly ImageKey[];
  /** One short caption per photo. */
  captions: readonly string[];
  pauseLabel: string;
  playLabel: string;
  regionLabel: string;
  previousLabel: string;
  nextLabel: string;
  intervalMs?: number;
};

/**
 * The Care in Action image strip: one large captioned photo at a time, moving on every 4 s.
 * The page shows it on large screens only (wrap it in `hidden lg:block`).
 */
export function CareInAction({
  images: keys,
  captions,
  pauseLabel,
  playLabel,
  regionLabel,
  previousLabel,
  nextLabel,
  intervalMs = CARE_IN_ACTION_INTERVAL_MS,
}: CareInActionProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 35 });
  const carousel = useCarousel({ api, intervalMs, reducedMotion });
  const count = keys.length;
  const caption = (index: number) => captions[index] ?? "";

  return (
    <CarouselRegion
      name="care-in-action"
      label={regionLabel}
      carousel={carousel}
      pauseLabel={pauseLabel}
      playLabel={playLabel}
      className="rounded-xl border border-line bg-canvas p-4 shadow-soft"
    >
      <div ref={viewportRef} className="overflow-hidden rounded-lg">
        <div className="flex touch-pan-y touch-pinch-zoom">
          {keys.map((key, index) => {
            const image = images[key];
            return (
              <div
                key={key}
                role="group"
                aria-roledescription="slide"
                aria-label={uiCopy.slidePosition(index + 1, count)}
                inert={index !== carousel.selected}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <figure className="m-0">
                  {/* eslint-disable-next-line @next/next/no-img-element -- static export, sized by the manifest */}
                  <img
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full rounded-lg bg-brand-100 object-contain p-6"
                  />
                  <figcaption className="mt-3 text-center font-semibold text-brand-900">
                    {caption(index)}
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      <PrevNextButtons
        onPrevious={carousel.previous}
        onNext={carousel.next}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        className="mt-2"
      >
        {/* In a narrow panel the eight dots wrap to two rows instead of overflowing. */}
        <Dots
          count={count}
          selected={carousel.selected}
          onSelect={carousel.goTo}
          className="min-w-0 flex-1"
        />
      </PrevNextButtons>
      <LiveRegion mode={carousel.liveMode}>
        {uiCopy.slideStatus("Photo", carousel.selected + 1, count, caption(carousel.selected))}
      </LiveRegion>
    </CarouselRegion>
  );
}
