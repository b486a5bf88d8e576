import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeEmbla, stubPointerAndMotion } from "../../../test/carousel-fakes";
import { Carousel, CarouselContent, CarouselItem } from "./carousel";
import { CarouselControls, CarouselDots, CarouselPause } from "./carousel-controls";

vi.mock("embla-carousel-react", () => import("../../../test/carousel-fakes"));

/*
 * The carousel before its island runs (issue 32: it hydrates only when a visitor comes to it,
 * `client:interact`): the server HTML is the whole first view, a native scroll-snap row.
 */

beforeEach(() => {
  fakeEmbla.reset(3);
  stubPointerAndMotion(() => false);
});
afterEach(() => vi.unstubAllGlobals());

const names = ["Apples", "Pears", "Plums"];
const fruit = () => (
  <Carousel name="fruit" label="Fruit" count={3} intervalMs={5000}>
    <CarouselPause pauseLabel="Pause fruit" playLabel="Play fruit" />
    <CarouselContent>
      {names.map((name, index) => (
        <CarouselItem key={name} index={index}>
          {name}
        </CarouselItem>
      ))}
    </CarouselContent>
    <CarouselControls previousLabel="Previous fruit" nextLabel="Next fruit">
      <CarouselDots />
    </CarouselControls>
  </Carousel>
);

function serverHtml() {
  const host = document.createElement("div");
  host.innerHTML = renderToString(fruit());
  return host;
}

describe("Carousel in the server HTML", () => {
  it("has every slide, none inert, in a row that scrolls and snaps natively (a thumb can swipe it)", () => {
    const html = serverHtml();
    const slides = [...html.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.textContent)).toEqual(names);
    expect(slides.some((slide) => slide.hasAttribute("inert"))).toBe(false);
    expect(slides.every((slide) => slide.classList.contains("snap-start"))).toBe(true);
    const viewport = slides[0]!.parentElement!.parentElement!;
    expect(viewport.className).toMatch(/\bsnap-x\b/);
    expect(viewport.className).toMatch(/\bsnap-mandatory\b/);
    expect(viewport.className).toMatch(/\boverflow-x-auto\b/);
    // It holds what the slides position (sr-only words): clipped with them, not off the page.
    expect(viewport.className).toMatch(/(^| )relative( |$)/);
    // A horizontal swipe must reach the browser: no touch-action that keeps only vertical pans.
    expect(slides[0]!.parentElement!.className).not.toMatch(/touch-pan-y/);
    expect(html.querySelector("[data-carousel-ready]")).toBeNull();
  });

  it("once running, Embla clips the row and takes the drag", () => {
    render(fruit());
    const viewport = screen.getByText("Apples").parentElement!.parentElement!;
    expect(viewport.className).toMatch(/\boverflow-hidden\b/);
    expect(viewport.className).not.toMatch(/\bsnap-x\b/);
    expect(screen.getByText("Apples").parentElement!.className).toMatch(/touch-pan-y/);
  });

  it("a press made before Embla has started (the click that woke the island) is made once it has", () => {
    fakeEmbla.setStarted(false);
    const { rerender } = render(fruit());
    fireEvent.click(screen.getByRole("button", { name: "Next fruit" }));
    expect(fakeEmbla.calls).toEqual([]);
    fakeEmbla.setStarted(true);
    act(() => rerender(fruit()));
    expect(fakeEmbla.calls).toEqual(["scrollNext"]);
  });

  it("a row of slides with nothing to focus takes focus itself, so a keyboard can scroll it", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(
      <Carousel name="quotes" label="Quotes" count={1} intervalMs={5000}>
        <CarouselContent focusable>
          <CarouselItem index={0}>A quote</CarouselItem>
        </CarouselContent>
      </Carousel>,
    );
    const viewport = host.querySelector('[aria-roledescription="slide"]')!.parentElement!
      .parentElement!;
    expect(viewport).toHaveAttribute("tabindex", "0");
    expect(serverHtml().querySelector("[tabindex='0']")).toBeNull();
  });
});
