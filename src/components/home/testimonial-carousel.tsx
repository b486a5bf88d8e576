import { Icon } from "@/components/ui/icon";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  type StringsOnly,
} from "@/components/ui/carousel";
import {
  CarouselControls,
  CarouselDots,
  CarouselLiveRegion,
  CarouselPause,
  type CarouselControlsCopy,
} from "@/components/ui/carousel-controls";
import type { ImageAsset } from "@/content/types";
import { uiCopy } from "@/content/ui";

type TestimonialData = {
  text: string;
  name: string;
  stars: number;
  /** The avatar, decorative (alt=""). */
  image: Omit<ImageAsset, "alt">;
  role: string;
  company: string;
  /** `data-placeholder` while the story is an example: the card then shows `copy.example`. */
  example: { "data-placeholder"?: string };
};

type TestimonialsCopy = CarouselControlsCopy & {
  /** The label of an example story. */
  example: string;
};

type TestimonialCarouselProps = {
  testimonials: readonly TestimonialData[];
  copy: StringsOnly<TestimonialsCopy>;
  intervalMs: number;
};

/*
 * Slides per view 1 / 2 / 3 below 768 / from 768 / from 1024 px, with 20 / 30 / 40 px between
 * them (spec §9; e2e/home.spec.ts measures them). Each slide is exactly
 * (viewport - (n - 1) x gap) / n wide with the gap as its right margin, which Embla measures
 * (a margin keeps the gap between the last and first slide when looping).
 */
const slideClass = [
  "basis-full mr-[20px]",
  "md:basis-[calc((100%_-_30px)/2)] md:mr-[30px]",
  "lg:basis-[calc((100%_-_80px)/3)] lg:mr-[40px]",
].join(" ");

/** Patient stories: cards (five stars once a story is confirmed) that loop, advancing every 6 s; pause on hover and focus. */
export function TestimonialCarousel({ testimonials, copy, intervalMs }: TestimonialCarouselProps) {
  return (
    <Carousel
      name="testimonials"
      label={copy.regionLabel}
      count={testimonials.length}
      intervalMs={intervalMs}
      opts={{ align: "start", duration: 30 }}
    >
      <CarouselPause pauseLabel={copy.pause} playLabel={copy.play} />
      {/* Vertical padding keeps the cards' shadows inside the clipping viewport. */}
      <CarouselContent focusable className="py-3">
        {testimonials.map((item, index) => (
          <CarouselItem
            key={`${index}-${item.name}`}
            index={index}
            reachable
            data-testimonial-slide=""
            className={slideClass}
          >
            <figure className="flex h-full flex-col gap-4 rounded-lg border border-line bg-canvas p-6 shadow-soft">
              {item.example["data-placeholder"] && (
                <p
                  {...item.example}
                  data-example-label=""
                  className="w-fit rounded-sm bg-surface px-2 py-0.5 text-sm font-bold text-ink"
                >
                  {copy.example}
                </p>
              )}
              {/* An example story shows no rating: an invented rating is a fake review too
                  (16 CFR 465.2). A confirmed story shows its stars. */}
              {item.example["data-placeholder"] ? null : (
                <div
                  role="img"
                  aria-label={uiCopy.starRating(item.stars)}
                  className="flex gap-1 text-accent-600"
                >
                  {Array.from({ length: item.stars }, (_, star) => (
                    <Icon
                      key={star}
                      name="star"
                      strokeWidth={1.75}
                      fill="currentColor"
                      className="size-5"
                    />
                  ))}
                </div>
              )}
              <blockquote className="flex-1">
                <p>{uiCopy.quoted(item.text)}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <img
                  src={item.image.src}
                  width={item.image.width}
                  height={item.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-14 shrink-0 rounded-full bg-brand-100 object-cover"
                />
                <span>
                  <span className="block font-bold text-brand-900">{item.name}</span>
                  <span className="block text-sm text-muted">
                    {uiCopy.attribution(item.role, item.company)}
                  </span>
                </span>
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>

      <CarouselControls previousLabel={copy.previous} nextLabel={copy.next} className="mt-4">
        <CarouselDots />
      </CarouselControls>
      <CarouselLiveRegion kind="Slide" names={testimonials.map((item) => item.name)} />
    </Carousel>
  );
}
