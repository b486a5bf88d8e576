import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeEmbla } from "../../../test/carousel-fakes";
import { CareInAction } from "./care-in-action";
import { CareInActionSection, careInActionProps } from "./care-in-action-section";

vi.mock("embla-carousel-react", () => import("../../../test/carousel-fakes"));

beforeEach(() => {
  fakeEmbla.reset(8);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** The section with its island, as the home page composes them. */
const Section = () => (
  <CareInActionSection>
    <CareInAction {...careInActionProps} />
  </CareInActionSection>
);

const region = () => screen.getByRole("region", { name: "Care in Action pictures" });
const current = () => region().querySelector('[aria-roledescription="slide"]:not([inert])');

describe("CareInActionSection", () => {
  it("shows eight captioned pictures, one at a time", () => {
    render(<Section />);
    expect(region().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(8);
    expect(current()).toHaveAttribute("aria-label", "1 of 8");
    expect(current()?.querySelector("img")).toHaveAttribute("src", "/illustrations/care-1.svg");
    expect(current()).toHaveTextContent("A clinician writes down the medicine list");
  });

  it("moves on after exactly 4 s: still on picture 1 at 3,999 ms, on picture 2 at 4,000 ms", () => {
    render(<Section />);
    act(() => vi.advanceTimersByTime(3999));
    expect(current()).toHaveAttribute("aria-label", "1 of 8");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveAttribute("aria-label", "2 of 8");
  });

  it("announces the picture and its caption after the user moves (rotation paused)", () => {
    const { container } = render(<Section />);
    fireEvent.click(screen.getByRole("button", { name: "Pause pictures" }));
    fireEvent.click(screen.getByRole("button", { name: "Next picture" }));
    const live = container.querySelector("[data-carousel-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toHaveTextContent(
      "Picture 2 of 8: Washing hands at the sink, a simple way to stop germs",
    );
  });
});
