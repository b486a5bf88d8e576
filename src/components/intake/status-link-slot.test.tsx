import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const secret = "q0UJ5jR8-b_3ZxWk2T9aLg";
const url = `${window.location.origin}/status#${secret}`;

async function renderSlot() {
  // After vi.resetModules: the context from the same module graph as the slot's.
  const { StatusLinkSlot } = await import("./status-link-slot");
  const { StatusLinkContext } = await import("./status-secret");
  return render(
    <StatusLinkContext value={{ secret, reference: "BC-7K2M9" }}>
      <StatusLinkSlot />
    </StatusLinkContext>,
  );
}

afterEach(() => {
  vi.doUnmock("./status-link-panel");
});

describe("the status link's slot on a confirmation (the panel loads on demand)", () => {
  it("shows the link as text at once, then the panel with its actions", async () => {
    vi.resetModules();
    await renderSlot();
    expect(screen.getByText(url)).toHaveAttribute("data-status-link-plain");
    expect(await screen.findByRole("button", { name: /copy/i })).toBeVisible();
    expect(screen.getByText(url)).toHaveAttribute("data-status-url");
  });

  it("keeps the link in view when the panel's code cannot load", async () => {
    vi.resetModules();
    vi.doMock("./status-link-panel", () => {
      throw new Error("offline");
    });
    await renderSlot();
    // Suspense's stand-in, then the boundary's once the import has failed: the link either way.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText(url)).toHaveAttribute("data-status-link-plain");
    expect(screen.queryByRole("button", { name: /copy/i })).toBeNull();
  });
});
