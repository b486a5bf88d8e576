import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeEmbla, stubPointerAndMotion } from "../../../test/carousel-fakes";
import { Carousel, CarouselContent, CarouselItem } from "./carousel";
import {
  CarouselControls,
  CarouselDots,
  CarouselLiveRegion,
  CarouselPause,
  CarouselPosition,
} from "./carousel-controls";

vi.mock("embla-carousel-react", () => import("../../../test/carousel-fakes"));

let reduce = false;
beforeEach(() => {
  reduce = false;
  fakeEmbla.reset(3);
  vi.useFakeTimers();
  stubPointerAndMotion(() => reduce);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const names = ["Apples", "Pears", "Plums"];

function renderCarousel() {
  return render(
    <Carousel name="fruit" label="Fruit" count={3} intervalMs={5000}>
      <CarouselPause pauseLabel="Pause fruit" playLabel="Play fruit" />
      <CarouselContent>
        {names.map((name, index) => (
          <CarouselItem key={name} index={index} tabIndex={-1}>
            <button type="button">{name}</button>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls previousLabel="Previous fruit" nextLabel="Next fruit">
        <CarouselPosition />
        <CarouselDots />
      </CarouselControls>
      <CarouselLiveRegion kind="Slide" names={names} />
    </Carousel>,
  );
}

const region = () => screen.getByRole("region", { name: "Fruit" });
const current = () => region().querySelector('[aria-roledescription="slide"]:not([inert])');
const live = () => region().querySelector("[data-carousel-live]");
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Carousel", () => {
  it("is a labelled carousel region of slides; only the current slide is reachable", () => {
    renderCarousel();
    expect(region()).toHaveAttribute("aria-roledescription", "carousel");
    expect(region()).toHaveAttribute("data-carousel", "fruit");
    const slides = region().querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect([...slides].map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true]);
    expect(within(region()).getByText("1 of 3", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("moves on every interval (5,000 ms here) and wraps from the last slide to the first", () => {
    renderCarousel();
    wait(4999);
    expect(current()).toHaveAttribute("aria-label", "1 of 3");
    wait(1);
    expect(current()).toHaveAttribute("aria-label", "2 of 3");
    wait(5000);
    wait(5000);
    expect(current()).toHaveAttribute("aria-label", "1 of 3");
    expect(fakeEmbla.jumps).toEqual([false, false, false]);
  });

  it("restarts the interval on every change, so a dot the user picks gets a full interval", () => {
    renderCarousel();
    wait(3000);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    wait(4999);
    expect(current()).toHaveAttribute("aria-label", "3 of 3");
    wait(1);
    expect(current()).toHaveAttribute("aria-label", "1 of 3");
  });

  it("Pause stops it and Play resumes it; the button names the action it performs", () => {
    renderCarousel();
    const toggle = screen.getByRole("button", { name: "Pause fruit" });
    expect(toggle).toHaveAttribute("data-carousel-toggle", "playing");
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Play fruit");
    expect(toggle).toHaveAttribute("data-carousel-toggle", "paused");
    wait(20000);
    expect(fakeEmbla.calls).toEqual([]);
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Pause fruit");
    wait(5000);
    expect(current()).toHaveAttribute("aria-label", "2 of 3");
  });

  it("keeps the live region silent while rotating and polite otherwise, naming the slide", () => {
    renderCarousel();
    expect(live()).toHaveAttribute("aria-live", "off");
    expect(live()).toHaveAttribute("aria-atomic", "true");
    expect(live()).toHaveTextContent("Slide 1 of 3: Apples");
    fireEvent.click(screen.getByRole("button", { name: "Pause fruit" }));
    expect(live()).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "Next fruit" }));
    expect(live()).toHaveTextContent("Slide 2 of 3: Pears");
  });

  it("moves with the arrow keys (not with a modifier) and keeps focus on the new slide", () => {
    renderCarousel();
    fireEvent.keyDown(region(), { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(region(), { key: "ArrowRight" });
    fireEvent.keyDown(region(), { key: "ArrowLeft" });
    fireEvent.keyDown(region(), { key: "ArrowLeft" });
    expect(fakeEmbla.calls).toEqual(["scrollNext", "scrollPrev", "scrollPrev"]);
    expect(current()).toHaveAttribute("aria-label", "3 of 3");

    const inSlide = within(current() as HTMLElement).getByRole("button");
    act(() => inSlide.focus());
    fireEvent.keyDown(inSlide, { key: "ArrowRight" });
    act(() => vi.advanceTimersToNextFrame());
    expect(current()).toHaveAttribute("aria-label", "1 of 3");
    expect(document.activeElement).toBe(current());
  });

  it("holds while the mouse is over it (not for a tap), focus is inside or a drag is on", () => {
    renderCarousel();
    fireEvent.pointerEnter(region(), { pointerType: "touch" });
    wait(5000);
    expect(current()).toHaveAttribute("aria-label", "2 of 3");

    fireEvent.pointerEnter(region(), { pointerType: "mouse" });
    expect(live()).toHaveAttribute("aria-live", "polite");
    wait(15000);
    expect(current()).toHaveAttribute("aria-label", "2 of 3");
    fireEvent.pointerLeave(region(), { pointerType: "mouse" });
    wait(5000);
    expect(current()).toHaveAttribute("aria-label", "3 of 3");

    act(() => screen.getByRole("button", { name: "Next fruit" }).focus());
    wait(15000);
    expect(current()).toHaveAttribute("aria-label", "3 of 3");
    act(() => screen.getByRole("button", { name: "Next fruit" }).blur());

    act(() => fakeEmbla.emit("pointerDown"));
    wait(15000);
    expect(current()).toHaveAttribute("aria-label", "3 of 3");
    act(() => fakeEmbla.emit("pointerUp"));
    wait(5000);
    expect(current()).toHaveAttribute("aria-label", "1 of 3");
  });

  it("under reduced motion starts paused, and every move is a jump", () => {
    reduce = true;
    renderCarousel();
    expect(live()).toHaveAttribute("aria-live", "polite");
    wait(60000);
    expect(fakeEmbla.calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Play fruit" }));
    wait(5000);
    expect(fakeEmbla.calls).toEqual(["scrollTo:1", "scrollNext"]);
    expect(fakeEmbla.jumps).toEqual([true, true]);
  });
});
