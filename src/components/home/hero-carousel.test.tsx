import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeEmbla as embla, stubPointerAndMotion } from "../../../test/carousel-fakes";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { HeroCarousel } from "./hero-carousel";

type HeroSlideData = ComponentProps<typeof HeroCarousel>["slides"][number];
import { HeroSection, heroCarouselProps } from "./hero-section";
import { heroCopy } from "@/content/home";

vi.mock("embla-carousel-react", () => import("../../../test/carousel-fakes"));

const push = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock("@/lib/navigate", () => ({ navigateTo: (href: string) => push.calls.push(href) }));

const ids = ["skilled-nursing", "health-aide", "social-worker", "physical-therapy"] as const;
const slides: HeroSlideData[] = Array.from({ length: 10 }, (_, i) => ({
  serviceId: ids[i] ?? `service-${i}`,
  title: `Title ${i + 1}`,
  subtitle: `Subtitle ${i + 1}`,
  link: `/services/${ids[i] ?? `service-${i}`}`,
  shortTitle: `Service ${i + 1}`,
  image: { src: `/illustrations/service-${i}.svg`, width: 800, height: 600, alt: `Picture ${i}` },
}));
const copy = heroCopy;

let reduce = false;
beforeEach(() => {
  reduce = false;
  embla.reset(10);
  push.calls.length = 0;
  vi.useFakeTimers();
  stubPointerAndMotion(() => reduce);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderHero() {
  const view = render(
    <>
      <HeroCarousel slides={slides} copy={copy} intervalMs={6000} pillNavigationDelayMs={1000} />
      <section id="services" />
    </>,
  );
  const services = document.getElementById("services")!;
  const scrollIntoView = vi.fn();
  services.scrollIntoView = scrollIntoView;
  return { ...view, scrollIntoView };
}

const currentDot = () =>
  within(screen.getByRole("region", { name: "Our services" }))
    .getAllByRole("button", { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute("aria-current") === "true");

describe("HeroCarousel", () => {
  it("is a labelled carousel of 10 slides; only the current one is reachable", () => {
    renderHero();
    const region = screen.getByRole("region", { name: "Our services" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups).toHaveLength(10);
    expect(groups[0]).toHaveAttribute("aria-label", "1 of 10");
    expect(groups[0]).not.toHaveAttribute("inert");
    expect(groups[1]).toHaveAttribute("inert");
    expect(region).toHaveAttribute("data-carousel-ready", "");
    expect(screen.getByRole("heading", { level: 2, name: "Title 1" })).toBeInTheDocument();
    const images = region.querySelectorAll("img");
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    // Chromium fetches the other slides ahead (they sit in the scroller): never before slide 1.
    expect(images[1]).toHaveAttribute("fetchpriority", "low");
  });

  it("advances every 6 s and wraps from slide 10 to slide 1", () => {
    renderHero();
    act(() => vi.advanceTimersByTime(5999));
    expect(currentDot()).toHaveAccessibleName("Go to slide 1");
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName("Go to slide 2");
    for (let i = 0; i < 8; i++) act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 10");
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 1");
  });

  it("Pause stops the rotation and turns the live region polite; Play resumes", () => {
    const { container } = renderHero();
    const live = container.querySelector("[data-carousel-live]")!;
    expect(live).toHaveAttribute("aria-live", "off");
    // fireEvent.click does not move focus, so only the user's choice holds the carousel here.
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(live).toHaveAttribute("aria-live", "polite");
    act(() => vi.advanceTimersByTime(30000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 1");
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 2");
  });

  it("holds still while the mouse is over it or focus is inside, not for a touch", () => {
    renderHero();
    const region = screen.getByRole("region", { name: "Our services" });
    fireEvent.pointerEnter(region, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 2");
    fireEvent.pointerEnter(region, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(12000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 2");
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    act(() => vi.advanceTimersByTime(12000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 2");
    act(() => screen.getByRole("button", { name: "Next slide" }).blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName("Go to slide 3");
  });

  it("does not move under reduced motion until the user presses Play", () => {
    reduce = true;
    renderHero();
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60000));
    expect(embla.calls).toEqual([]);
  });

  it("prerenders every slide readable, none inert, until the island runs", () => {
    const html = renderToString(
      <HeroCarousel slides={slides} copy={copy} intervalMs={6000} pillNavigationDelayMs={1000} />,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(10);
    expect(html).not.toMatch(/\binert\b/);
    expect(html).not.toContain("data-carousel-ready");
  });

  it("draws another slide's picture only near the view until the island runs (issue 32)", () => {
    const frames = (root: ParentNode) =>
      [...root.querySelectorAll("img")].map((img) =>
        img.parentElement!.classList.contains("[content-visibility:auto]"),
      );
    const holder = document.createElement("div");
    holder.innerHTML = renderToString(
      <HeroCarousel slides={slides} copy={copy} intervalMs={6000} pillNavigationDelayMs={1000} />,
    );
    // Prerendered: the first picture drawn and fetched at once, the nine others as they near.
    expect(frames(holder)).toEqual([false, ...Array<boolean>(9).fill(true)]);
    // Running (the visitor reached for it): every picture drawn, the next ones fetched ahead.
    const { container } = renderHero();
    expect(frames(container)).toEqual(Array<boolean>(10).fill(false));
  });

  it("moves with Previous/Next, dots and the arrow keys", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    const region = screen.getByRole("region", { name: "Our services" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(embla.calls).toEqual([
      "scrollNext",
      "scrollTo:4",
      "scrollPrev",
      "scrollNext",
      "scrollPrev",
    ]);
    expect(currentDot()).toHaveAccessibleName("Go to slide 4");
  });

  it("pill: selects the slide, scrolls to #services, navigates after exactly 1 s", () => {
    const { scrollIntoView } = renderHero();
    fireEvent.click(screen.getByRole("link", { name: "Service 4" }));
    expect(embla.calls).toEqual(["scrollTo:3"]);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    act(() => vi.advanceTimersByTime(999));
    expect(push.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(push.calls).toEqual(["/services/physical-therapy"]);
  });

  it("pill under reduced motion scrolls instantly; unmounting cancels the navigation", () => {
    reduce = true;
    const { scrollIntoView, unmount } = renderHero();
    fireEvent.click(screen.getByRole("link", { name: "Service 1" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(push.calls).toEqual([]);
  });
});

describe("HeroSection", () => {
  it("rotates the page's ten service slides every 6 s (spec §3)", () => {
    render(
      <HeroSection zipCheck={null}>
        <HeroCarousel {...heroCarouselProps} />
      </HeroSection>,
    );
    const region = screen.getByRole("region", { name: "Our services" });
    const current = () => region.querySelector('[aria-roledescription="slide"]:not([inert])');
    expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(10);
    expect(current()).toHaveAttribute("aria-label", "1 of 10");
    act(() => vi.advanceTimersByTime(5999));
    expect(current()).toHaveAttribute("aria-label", "1 of 10");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveAttribute("aria-label", "2 of 10");
  });

  it("shows the first service's picture, resolved from the image manifest", () => {
    render(
      <HeroSection zipCheck={null}>
        <HeroCarousel {...heroCarouselProps} />
      </HeroSection>,
    );
    const first = screen.getByRole("region", { name: "Our services" }).querySelector("img");
    expect(first).toHaveAttribute("src", "/illustrations/service-skilled-nursing.svg");
    expect(first).toHaveAttribute("width", "1086");
    expect(first).toHaveAttribute("height", "783");
  });
});
