import { Icon } from "@/components/ui/icon";
import type { ComponentProps, ReactNode } from "react";
import {
  heroAnswers,
  heroCopy,
  heroSlides,
  heroTimings,
  homeIntro,
  trustBadges,
} from "@/content/home";
import { images } from "@/content/images";
import { siteConfig, telHref } from "@/content/site";
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

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/**
 * #home: the page's h1, the three answers of the first screen (a person's number, the plans
 * we take and, as `zipCheck`, the ZIP or town check island), the credentials, and (as
 * `children`) the service carousel island. The answers come before the carousel at every
 * width, so all three are in view at 375 x 667 and at 1280 x 800 without scrolling.
 */
export function HeroSection({ children, zipCheck }: { children: ReactNode; zipCheck: ReactNode }) {
  const { phone } = siteConfig;
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="container-page pt-6 pb-12 lg:pt-10 lg:pb-16">
        <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
          {homeIntro.eyebrow}
        </p>
        <h1 id="home-title" className="mt-1 max-w-4xl text-3xl sm:text-4xl lg:text-5xl">
          {homeIntro.title}
        </h1>
        <div
          role="group"
          aria-label={heroAnswers.label}
          data-hero-answers
          className="mt-4 grid grid-cols-1 gap-4 rounded-xl border border-line bg-canvas p-4 shadow-soft sm:p-6 lg:mt-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)] lg:gap-8"
        >
          <div className="flex flex-wrap items-center gap-x-3 lg:flex-col lg:items-start lg:gap-1">
            <p className="font-semibold text-muted">{heroAnswers.phone}</p>
            <a
              href={telHref(phone)}
              data-hero-phone
              className="inline-flex min-h-11 items-center gap-2 self-start text-2xl font-bold whitespace-nowrap text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              <Icon name="phone" className="size-6 shrink-0" />
              {phone.display}
            </a>
          </div>
          <p data-hero-insurance className="font-semibold text-ink">
            {heroAnswers.insurance}{" "}
            <a href={heroAnswers.insuranceLink.href} className={linkClass}>
              {heroAnswers.insuranceLink.label}
            </a>
          </p>
          {zipCheck}
        </div>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2" aria-label={uiCopy.credentials}>
          {trustBadges.map((badge) => (
            <li key={badge} className="flex items-center gap-2 font-semibold text-brand-900">
              <Icon name="shield-check" className="size-5 shrink-0 text-brand-600" />
              {badge}
            </li>
          ))}
        </ul>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
