import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RatingsSnapshot } from "@/content/ratings";
import { ownRatings } from "../../../test/ratings-fakes";

const state = vi.hoisted(() => ({ snapshot: undefined as RatingsSnapshot | undefined }));

// The component reads the committed snapshot; each test swaps in its own (the sample flag too).
vi.mock("@/content/ratings", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/content/ratings")>();
  return {
    ...actual,
    get medicareRatings() {
      const snapshot = state.snapshot ?? actual.ratingsSnapshot;
      return snapshot.sample
        ? { kind: "placeholder", id: "ratings.care-compare", value: snapshot, note: "x" }
        : snapshot;
    },
  };
});

const { MedicareRatings } = await import("./medicare-ratings");

describe("MedicareRatings", () => {
  beforeEach(() => {
    state.snapshot = undefined;
  });

  it("shows the committed sample with its Sample mark, stars in words, date and link", () => {
    render(<MedicareRatings />);
    const section = screen.getByRole("region", { name: "Our ratings, as Medicare publishes them" });
    expect(within(section).getByText("Sample")).toHaveAttribute(
      "data-placeholder",
      "ratings.care-compare",
    );
    expect(within(section).getByText("3.5 out of 5 stars")).toBeInTheDocument();
    expect(within(section).getByText("4 out of 5 stars")).toBeInTheDocument();
    expect(within(section).getByText("Medicare data released October 29, 2026.")).toHaveAttribute(
      "datetime",
      "2026-10-29",
    );
    expect(
      within(section).getByRole("link", { name: /See all our ratings on Medicare Care Compare/ }),
    ).toHaveAttribute("href", "https://www.medicare.gov/care-compare/?providerType=HomeHealth");
  });

  it("shows Medicare's footnote instead of stars, and no Sample mark for the agency's own", () => {
    state.snapshot = ownRatings;
    const { container } = render(<MedicareRatings />);
    expect(screen.queryByText("Sample")).toBeNull();
    const survey = container.querySelector('[data-rating="survey"]') as HTMLElement;
    expect(within(survey).getByText("No star rating")).toBeInTheDocument();
    expect(within(survey).getByText("Fewer than 40 completed surveys.")).toBeInTheDocument();
    expect(survey.querySelector("[data-star-row]")).toBeNull();
    const quality = container.querySelector('[data-rating="quality"]') as HTMLElement;
    expect(quality.querySelectorAll('[data-star="full"]')).toHaveLength(3);
    expect(quality.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(within(quality).getByText("3.5 out of 5 stars")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Care Compare/ })).toHaveAttribute(
      "href",
      ownRatings.careCompareUrl,
    );
  });
});
