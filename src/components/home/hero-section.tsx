import { ShieldCheck } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { heroCopy, heroSlides, heroTimings, homeIntro, trustBadges } from "@/content/home";
import { images } from "@/content/images";
import { uiCopy } from "@/content/ui";
import type { HeroCarousel } from "./hero-carousel";

/**
 * The carousel's props, for the page to render it as an island inside `HeroSection`: the
 * slides with their pictures resolved here, so the image manifest stays on the server.
 */
export const heroCarouselProps = {
  slides: heroSlides.map((slide) => ({ ...slide, image: images[slide.image] })),
  copy: heroCopy,
  intervalMs: heroTimings.slideIntervalMs,
  pillNavigationDelayMs: heroTimings.pillNavigationDelayMs,
} satisfies ComponentProps<typeof HeroCarousel>;

/** #home: the page's h1, the credentials and (as `children`) the service carousel island. */
export function HeroSection({ children }: { children: ReactNode }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="container-page pt-10 pb-12 lg:pt-14 lg:pb-16">
        <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
          {homeIntro.eyebrow}
        </p>
        <h1 id="home-title" className="mt-2 max-w-4xl text-3xl sm:text-4xl lg:text-5xl">
          {homeIntro.title}
        </h1>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2" aria-label={uiCopy.credentials}>
          {trustBadges.map((badge) => (
            <li key={badge} className="flex items-center gap-2 font-semibold text-brand-900">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {badge}
            </li>
          ))}
        </ul>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
