import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster, toast } from "./toast";

/*
 * One module state for the whole file (as on a page): the tests run in order, from a page
 * where nothing has asked for a toast yet. So this file keeps its own module registry
 * (test/vitest/module-isolation.ts): another file's toast would be this one's first state.
 *
 * Sonner puts a toast in the DOM hidden (`data-mounted="false"`, opacity 0) and shows it from
 * an effect that runs after: wait for it to be visible, not only present (a busy machine
 * widened that gap and failed CI once).
 */
// In this order even in a shuffled run (docs/TESTING.md): each test starts from the one before.
describe("Toaster and toast", { shuffle: false }, () => {
  it("renders nothing, and loads no toaster, until a form asks for one", () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("puts the live region on the page on prepare, before any toast", async () => {
    render(<Toaster />);
    act(() => toast.prepare());
    const region = await screen.findByRole("region", { name: /Notifications/ });
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
  });

  it("shows a success toast and an error toast with its description", async () => {
    render(<Toaster />);
    act(() => toast.success("Calculation Complete"));
    await waitFor(() => expect(screen.getByText("Calculation Complete")).toBeVisible());
    act(() => toast.error("Submission Failed", { description: "Please try again." }));
    await waitFor(() => expect(screen.getByText("Submission Failed")).toBeVisible());
    expect(screen.getByText("Please try again.")).toBeVisible();
  });

  it("takes the toasts down on dismiss", async () => {
    render(<Toaster />);
    act(() => toast.success("A toast to take down"));
    await waitFor(() => expect(screen.getByText("A toast to take down")).toBeVisible());
    act(() => toast.dismiss());
    await waitFor(() => expect(screen.queryByText("A toast to take down")).toBeNull());
  });
});
