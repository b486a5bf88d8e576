import { act, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { Workspace } from "./workspace";

// Held keys, so the key set-up is not shown; a list view that throws; a retention view that works.
vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => [{ agencyKeyId: "k", recipient: "age1x", identity: "AGE-SECRET-KEY-1X" }],
}));
vi.mock("./request-list", () => ({
  RequestList: () => {
    throw new Error("render failed");
  },
}));
vi.mock("./retention-view", () => ({ RetentionView: () => <p>Retention view</p> }));

describe("Workspace", () => {
  it("keeps the menu when a view throws, and shows the next view the menu opens", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    window.location.hash = "#requests";
    const props = {
      session: { client: {}, refreshKeys: vi.fn() },
      phase: {
        kind: "in",
        unlocked: true,
        keys: { agencyKeys: [], memberKeys: [], grants: [] },
        session: { staff: { id: "s1", name: "Sam", role: "staff", notify: false, email: null } },
      },
    } as unknown as ComponentProps<typeof Workspace>;
    render(<Workspace {...props} />);
    expect(screen.getByRole("alert")).toHaveTextContent("This page could not be displayed");
    expect(screen.getByRole("navigation")).toBeInTheDocument();

    await act(async () => {
      window.location.hash = "#retention";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByText("Retention view")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
