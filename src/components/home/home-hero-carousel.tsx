import type { ComponentProps } from "react";
import { heroCopy, heroSlides, heroTimings } from "@/content/home";
import { images } from "@/content/images";
import { HeroCarousel } from "./hero-carousel";

/**
 * @internal Exported for its test. The carousel's props: the slides with their pictures
 * resolved from the image manifest.
 */
export const heroCarouselProps = {
  slides: heroSlides.map((slide) => ({ ...slide, image: images[slide.image] })),
  copy: heroCopy,
  intervalMs: heroTimings.slideIntervalMs,
  pillNavigationDelayMs: heroTimings.pillNavigationDelayMs,
} satisfies ComponentProps<typeof HeroCarousel>;

/**
 * The home page's hero carousel island, with no props: it reads its content itself, so the
 * page does not carry the slides twice (drawn, and again as 6.6 kB of island props; issue 32).
 * Its script loads only when a visitor comes to it (client:interact), then from the cache.
 */
export function HomeHeroCarousel() {
  return <HeroCarousel {...heroCarouselProps} />;
}
