import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeEmbla } from "../../../test/carousel-fakes";
import { TestimonialCarousel } from "./testimonial-carousel";
import { TestimonialsSection, testimonialCarouselProps } from "./testimonials-section";

vi.mock("embla-carousel-react", () => import("../../../test/carousel-fakes"));

beforeEach(() => {
  fakeEmbla.reset(5);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** The section with its island, as the home page composes them. */
const Section = () => (
  <TestimonialsSection>
    <TestimonialCarousel {...testimonialCarouselProps} />
  </TestimonialsSection>
);

const region = () => screen.getByRole("region", { name: "Patient testimonials" });
const currentDot = () =>
  within(region())
    .getAllByRole("button", { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute("aria-current") === "true");

describe("TestimonialsSection", () => {
  it("labels the stories as examples, in the heading and on every card", () => {
    render(<Section />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "What Care at Home Can Feel Like",
    );
    expect(screen.getByText("Example stories")).toBeInTheDocument();
    expect(screen.getByText(/not the words of real patients/)).toBeInTheDocument();
    const labels = region().querySelectorAll("[data-example-label]");
    expect(labels).toHaveLength(5);
    expect(labels[0]).toHaveTextContent("Example");
    expect(labels[0]).toHaveAttribute("data-placeholder", "testimonials.margaret-t");
  });

  it("shows no Example label on a confirmed story", () => {
    const confirmed = testimonialCarouselProps.testimonials.map((item) => ({
      ...item,
      example: {},
    }));
    render(<TestimonialCarousel {...testimonialCarouselProps} testimonials={confirmed} />);
    expect(region().querySelector("[data-example-label]")).toBeNull();
    expect(screen.queryByText("Example")).not.toBeInTheDocument();
    // A confirmed story shows its rating.
    expect(within(region()).getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(5);
  });

  it("shows five testimonials, all reachable (several show at once); examples show no rating", () => {
    render(<Section />);
    const slides = region().querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(5);
    expect(slides[4]).toHaveAttribute("aria-label", "5 of 5");
    for (const slide of slides) expect(slide).not.toHaveAttribute("inert");
    // Issue 14: an example story with five stars would be an invented rating (16 CFR 465).
    expect(within(region()).queryAllByRole("img", { name: /^Rated/ })).toHaveLength(0);
    expect(slides[0]?.querySelector("blockquote")).toHaveTextContent(
      /^\u201CAfter Dad came home from the hospital, .* through the night\.\u201D$/,
    );
    expect(slides[0]?.querySelector("figcaption")).toHaveTextContent(
      "Margaret T.Daughter of a patient, Arlington Heights, IL",
    );
    expect(slides[0]?.querySelector("figcaption img")).toHaveAttribute(
      "src",
      "/illustrations/avatar-1.svg",
    );
  });

  it("moves on after exactly 6 s: still on slide 1 at 5,999 ms, on slide 2 at 6,000 ms", () => {
    render(<Section />);
    expect(currentDot()).toHaveAccessibleName("Go to slide 1");
    act(() => vi.advanceTimersByTime(5999));
    expect(currentDot()).toHaveAccessibleName("Go to slide 1");
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName("Go to slide 2");
  });

  it("gives a slide the user picks a full 6 s, then wraps from the last to the first", () => {
    render(<Section />);
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 5" }));
    act(() => vi.advanceTimersByTime(5999));
    expect(currentDot()).toHaveAccessibleName("Go to slide 5");
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName("Go to slide 1");
  });
});
