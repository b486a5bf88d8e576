"use client";

import useEmblaCarousel from "embla-carousel-react";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { images, type ImageKey } from "@/content/images";
import { HERO_INTERVAL_MS, PILL_NAVIGATION_DELAY_MS } from "@/lib/carousel";
import { CarouselRegion, Dots, LiveRegion, PrevNextButtons } from "./carousel-controls";
import { useCarousel, type StringsOnly } from "./use-carousel";
import { useReducedMotion } from "./use-reduced-motion";
import { uiCopy } from "@/content/ui";

export type HeroSlideData = {
  serviceId: string;
  title: string;
  subtitle: string;
  link: string;
  shortTitle: string;
  image: ImageKey;
};

export type HeroCopy = {
  regionLabel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  learnMore: string;
  pillsLabel: string;
};

type HeroCarouselProps = {
  slides: readonly HeroSlideData[];
  copy: StringsOnly<HeroCopy>;
  intervalMs?: number;
  /** Delay between a pill click and opening the service page. */
  pillNavigationDelayMs?: number;
  /** Id of the element a pill click scrolls to first. */
  scrollTargetId?: string;
};

/** One slide per service (image, h2 title, subtitle, "Learn more"), rotating every 6 s. */
export function HeroCarousel({
  slides,
  copy,
  intervalMs = HERO_INTERVAL_MS,
  pillNavigationDelayMs = PILL_NAVIGATION_DELAY_MS,
  scrollTargetId = "services",
}: HeroCarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 30 });
  const carousel = useCarousel({ api, intervalMs, reducedMotion });
  const router = useRouter();
  const navigation = useRef<number | undefined>(undefined);
  const pillsLabelId = useId();
  const count = slides.length;
  const current = slides[carousel.selected];

  useEffect(() => () => window.clearTimeout(navigation.current), []);

  // Pill: select its slide, scroll to the services section, open the service page 1 s later.
  // A modified click (new tab, download) keeps the link's own behaviour.
  const onPill = (event: MouseEvent<HTMLAnchorElement>, index: number, link: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    carousel.goTo(index);
    document
      .getElementById(scrollTargetId)
      ?.scrollIntoView({ behavior: reducedMotion ? "instant" : "smooth", block: "start" });
    window.clearTimeout(navigation.current);
    navigation.current = window.setTimeout(() => router.push(link), pillNavigationDelayMs);
  };

  return (
    <CarouselRegion
      name="hero"
      label={copy.regionLabel}
      carousel={carousel}
      pauseLabel={copy.pause}
      playLabel={copy.play}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-xl bg-brand-50 shadow-soft">
        <div className="flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => {
            const image = images[slide.image];
            const first = index === 0;
            return (
              <div
                key={slide.serviceId}
                role="group"
                aria-roledescription="slide"
                aria-label={uiCopy.slidePosition(index + 1, count)}
                inert={index !== carousel.selected}
                tabIndex={-1}
                className="grid min-w-0 shrink-0 grow-0 basis-full grid-cols-1 lg:grid-cols-2"
              >
                <div className="flex flex-col items-start justify-center gap-4 p-6 sm:p-10 lg:min-h-[28rem] lg:p-14">
                  <h2 className="text-3xl leading-tight sm:text-4xl">{slide.title}</h2>
                  <p className="max-w-prose text-base text-muted sm:text-xl">{slide.subtitle}</p>
                  <Link
                    prefetch={false}
                    href={slide.link}
                    className={clsx(buttonVariants({ size: "lg" }), "mt-2")}
                  >
                    {copy.learnMore}
                    <span className="sr-only">{uiCopy.about(slide.shortTitle)}</span>
                    <ArrowRight aria-hidden="true" strokeWidth={1.75} />
                  </Link>
                </div>
                <div className="relative order-first aspect-[16/10] bg-brand-100 sm:aspect-[16/9] lg:order-none lg:aspect-auto">
                  {/* eslint-disable-next-line @next/next/no-img-element -- static export, sized by the manifest */}
                  <img
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                    loading={first ? "eager" : "lazy"}
                    fetchPriority={first ? "high" : undefined}
                    decoding="async"
                    className="absolute inset-0 size-full object-contain p-4 sm:p-6"
                  />
                </div>
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
        <p className="min-w-20 text-center font-semibold text-brand-900 sm:hidden">
          {carousel.selected + 1} of {count}
        </p>
        <Dots
          count={count}
          selected={carousel.selected}
          onSelect={carousel.goTo}
          className="hidden sm:flex"
        />
      </PrevNextButtons>
      <LiveRegion mode={carousel.liveMode}>
        {current ? uiCopy.slideStatus("Slide", carousel.selected + 1, count, current.title) : ""}
      </LiveRegion>

      <div className="mt-6">
        <p id={pillsLabelId} className="text-sm font-semibold text-muted">
          {copy.pillsLabel}
        </p>
        <ul aria-labelledby={pillsLabelId} className="mt-2 flex flex-wrap gap-2">
          {slides.map((slide, index) => (
            <li key={slide.serviceId}>
              <Link
                prefetch={false}
                href={slide.link}
                onClick={(event) => onPill(event, index, slide.link)}
                data-hero-pill={slide.serviceId}
                className={clsx(
                  "inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 py-1.5 text-sm font-semibold no-underline motion-safe:transition-colors",
                  index === carousel.selected
                    ? "bg-brand-700 text-white hover:bg-brand-800"
                    : "bg-canvas text-brand-800 hover:bg-brand-50",
                )}
              >
                {slide.shortTitle}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </CarouselRegion>
  );
}
