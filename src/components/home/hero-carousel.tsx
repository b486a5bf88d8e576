import { Icon } from "@/components/ui/icon";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  useCarousel,
  type StringsOnly,
} from "@/components/ui/carousel";
import {
  CarouselControls,
  CarouselDots,
  CarouselLiveRegion,
  CarouselPause,
  CarouselPosition,
  type CarouselControlsCopy,
} from "@/components/ui/carousel-controls";
import type { ImageAsset } from "@/content/types";
import { uiCopy } from "@/content/ui";
import { SiteImage } from "@/components/ui/site-image";
import { useHydrated } from "@/components/ui/use-hydrated";
import { navigateTo } from "@/lib/navigate";

type HeroSlideData = {
  serviceId: string;
  title: string;
  subtitle: string;
  link: string;
  shortTitle: string;
  image: ImageAsset;
};

type HeroCopy = CarouselControlsCopy & {
  learnMore: string;
  pillsLabel: string;
};

type HeroCarouselProps = {
  slides: readonly HeroSlideData[];
  copy: StringsOnly<HeroCopy>;
  intervalMs: number;
  /** Delay between a pill click and opening the service page. */
  pillNavigationDelayMs: number;
  /** Id of the element a pill click scrolls to first. */
  scrollTargetId?: string;
};

/** One slide per service (image, h2 title, subtitle, "Learn more"), rotating every 6 s. */
export function HeroCarousel({
  slides,
  copy,
  intervalMs,
  pillNavigationDelayMs,
  scrollTargetId = "services",
}: HeroCarouselProps) {
  const hydrated = useHydrated();
  return (
    <Carousel
      name="hero"
      label={copy.regionLabel}
      count={slides.length}
      intervalMs={intervalMs}
      opts={{ duration: 30 }}
    >
      <CarouselPause pauseLabel={copy.pause} playLabel={copy.play} />
      <CarouselContent className="rounded-xl bg-brand-50 shadow-soft">
        {slides.map((slide, index) => {
          const { image } = slide;
          const first = index === 0;
          return (
            <CarouselItem
              key={slide.serviceId}
              index={index}
              tabIndex={-1}
              className="grid basis-full grid-cols-1 lg:grid-cols-2"
            >
              <div className="flex flex-col items-start justify-center gap-4 p-6 sm:p-10 lg:min-h-[28rem] lg:p-14">
                <h2 className="text-3xl leading-tight sm:text-4xl">{slide.title}</h2>
                <p className="max-w-prose text-base text-muted sm:text-xl">{slide.subtitle}</p>
                <a href={slide.link} className={clsx(buttonVariants({ size: "lg" }), "mt-2")}>
                  {copy.learnMore}
                  <span className="sr-only">{uiCopy.about(slide.shortTitle)}</span>
                  <Icon name="arrow-right" strokeWidth={1.75} />
                </a>
              </div>
              <div
                className={clsx(
                  "relative order-first aspect-[16/10] bg-brand-100 sm:aspect-[16/9] lg:order-none lg:aspect-auto",
                  // Until the island runs, another slide's picture is drawn, and fetched, only
                  // as its slide comes into view: not beside the first screen (issue 32).
                  !first && !hydrated && "[content-visibility:auto]",
                )}
              >
                <SiteImage
                  image={image}
                  priority={first}
                  later={!first}
                  className="absolute inset-0 size-full object-contain p-4 sm:p-6"
                />
              </div>
            </CarouselItem>
          );
        })}
      </CarouselContent>

      <CarouselControls previousLabel={copy.previous} nextLabel={copy.next} className="mt-4">
        <CarouselPosition className="min-w-20 text-center font-semibold text-brand-900 sm:hidden" />
        <CarouselDots className="hidden sm:flex" />
      </CarouselControls>
      <CarouselLiveRegion kind="Slide" names={slides.map((slide) => slide.title)} />

      <ServicePills
        slides={slides}
        label={copy.pillsLabel}
        navigationDelayMs={pillNavigationDelayMs}
        scrollTargetId={scrollTargetId}
      />
    </Carousel>
  );
}

type ServicePillsProps = {
  slides: readonly HeroSlideData[];
  label: string;
  navigationDelayMs: number;
  scrollTargetId: string;
};

/**
 * One link per service under the slides; the current slide's pill is filled. A click selects
 * its slide, scrolls to the services section and opens the service page `navigationDelayMs`
 * later. A modified click (new tab, download) keeps the link's own behaviour.
 */
function ServicePills({ slides, label, navigationDelayMs, scrollTargetId }: ServicePillsProps) {
  const { selected, goTo, reducedMotion } = useCarousel();
  const navigation = useRef<number | undefined>(undefined);
  const labelId = useId();

  useEffect(() => () => window.clearTimeout(navigation.current), []);

  const onPill = (event: MouseEvent<HTMLAnchorElement>, index: number, link: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    goTo(index);
    document
      .getElementById(scrollTargetId)
      ?.scrollIntoView({ behavior: reducedMotion ? "instant" : "smooth", block: "start" });
    window.clearTimeout(navigation.current);
    navigation.current = window.setTimeout(() => navigateTo(link), navigationDelayMs);
  };

  return (
    <div className="mt-6">
      <p id={labelId} className="text-sm font-semibold text-muted">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {slides.map((slide, index) => (
          <li key={slide.serviceId}>
            <a
              href={slide.link}
              onClick={(event) => onPill(event, index, slide.link)}
              data-hero-pill={slide.serviceId}
              className={clsx(
                "inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 py-1.5 text-sm font-semibold no-underline motion-safe:transition-colors",
                index === selected
                  ? "bg-brand-700 text-white hover:bg-brand-800"
                  : "bg-canvas text-brand-800 hover:bg-brand-50",
              )}
            >
              {slide.shortTitle}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
