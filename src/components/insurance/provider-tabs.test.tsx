import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toast";
import { providerPageCopy as copy } from "@/content/insurance-page";
import { ProviderTabs } from "./provider-tabs";

/*
 * Issue 32: a provider page hydrates its tabs on use (client:interact) and mounts its toaster in
 * them, not as an island of its own. This file keeps its own module registry: the toast module's
 * state starts fresh, as on a page.
 */
describe("ProviderTabs", { shuffle: false }, () => {
  it("selects a tab on a click alone (the press held before hydration is given again as a click)", () => {
    render(<ProviderTabs label={copy.tabsLabel} tabs={copy.tabs} overview={<p>Overview</p>} />);
    const second = screen.getAllByRole("tab")[1]!;
    expect(second).toHaveAttribute("aria-selected", "false");
    fireEvent.click(second);
    expect(second).toHaveAttribute("aria-selected", "true");
  });

  it("mounts the page's toaster: a form's toast shows", async () => {
    render(<ProviderTabs label={copy.tabsLabel} tabs={copy.tabs} />);
    act(() => toast.success("Verification request sent"));
    await waitFor(() => expect(screen.getByText("Verification request sent")).toBeVisible());
  });
});
