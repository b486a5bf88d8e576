"use client";

import useEmblaCarousel from "embla-carousel-react";
import { Star } from "lucide-react";
import { images, type ImageKey } from "@/content/images";
import { TESTIMONIAL_INTERVAL_MS } from "@/lib/carousel";
import { CarouselRegion, Dots, LiveRegion, PrevNextButtons } from "./carousel-controls";
import { useCarousel, type StringsOnly } from "./use-carousel";
import { useReducedMotion } from "./use-reduced-motion";
import { uiCopy } from "@/content/ui";

export type TestimonialData = {
  text: string;
  name: string;
  stars: number;
  image: ImageKey;
  role: string;
  company: string;
};

export type TestimonialsCopy = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  regionLabel: string;
};

type TestimonialCarouselProps = {
  testimonials: readonly TestimonialData[];
  copy: StringsOnly<TestimonialsCopy>;
  intervalMs?: number;
};

/*
 * Slides per view 1 / 2 / 3 below 768 / from 768 / from 1024 px, with 20 / 30 / 40 px between
 * them (spec §9; src/lib/carousel.ts holds the same table). Each slide is exactly
 * (viewport - (n - 1) x gap) / n wide with the gap as its right margin, which Embla measures
 * (a margin keeps the gap between the last and first slide when looping).
 */
const slideClass = [
  "min-w-0 shrink-0 grow-0 basis-full mr-[20px]",
  "md:basis-[calc((100%_-_30px)/2)] md:mr-[30px]",
  "lg:basis-[calc((100%_-_80px)/3)] lg:mr-[40px]",
].join(" ");

/** Patient stories: five-star cards that loop, advancing every 6 s; pause on hover and focus. */
export function TestimonialCarousel({
  testimonials,
  copy,
  intervalMs = TESTIMONIAL_INTERVAL_MS,
}: TestimonialCarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start", duration: 30 });
  const carousel = useCarousel({ api, intervalMs, reducedMotion });
  const count = testimonials.length;
  const current = testimonials[carousel.selected];

  return (
    <CarouselRegion
      name="testimonials"
      label={copy.regionLabel}
      carousel={carousel}
      pauseLabel={copy.pause}
      playLabel={copy.play}
    >
      {/* Vertical padding keeps the cards' shadows inside the clipping viewport. */}
      <div ref={viewportRef} className="overflow-hidden py-3">
        <div className="flex touch-pan-y touch-pinch-zoom">
          {testimonials.map((item, index) => {
            const avatar = images[item.image];
            return (
              <div
                key={`${index}-${item.name}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                data-testimonial-slide=""
                className={slideClass}
              >
                <figure className="flex h-full flex-col gap-4 rounded-lg border border-line bg-canvas p-6 shadow-soft">
                  <div
                    role="img"
                    aria-label={`Rated ${item.stars} out of 5`}
                    className="flex gap-1 text-accent-600"
                  >
                    {Array.from({ length: item.stars }, (_, star) => (
                      <Star
                        key={star}
                        aria-hidden="true"
                        strokeWidth={1.75}
                        className="size-5 fill-current"
                      />
                    ))}
                  </div>
                  <blockquote className="flex-1">
                    <p>&ldquo;{item.text}&rdquo;</p>
                  </blockquote>
                  <figcaption className="flex items-center gap-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- static export; the name beside it says who it is */}
                    <img
                      src={avatar.src}
                      width={avatar.width}
                      height={avatar.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-14 shrink-0 rounded-full bg-brand-100 object-cover"
                    />
                    <span>
                      <span className="block font-bold text-brand-900">{item.name}</span>
                      <span className="block text-sm text-muted">
                        {item.role}, {item.company}
                      </span>
                    </span>
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
        previousLabel={copy.previous}
        nextLabel={copy.next}
        className="mt-4"
      >
        <Dots count={count} selected={carousel.selected} onSelect={carousel.goTo} />
      </PrevNextButtons>
      <LiveRegion mode={carousel.liveMode}>
        {current ? uiCopy.slideStatus("Slide", carousel.selected + 1, count, current.name) : ""}
      </LiveRegion>
    </CarouselRegion>
  );
}
