import { act, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { Workspace } from "./workspace";

vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => [{ agencyKeyId: "k", recipient: "age1x", identity: "AGE-SECRET-KEY-1X" }],
}));
vi.mock("./request-list", () => ({ RequestList: () => <p>Requests</p> }));
vi.mock("./audit-view", () => ({ AuditView: () => <p>Audit rows</p> }));
vi.mock("./staff-view", () => ({ StaffView: () => <p>Staff members</p> }));

const props = (role: "admin" | "staff") =>
  ({
    session: { client: {}, refreshKeys: vi.fn() },
    phase: {
      kind: "in",
      unlocked: true,
      keys: { agencyKeys: [], memberKeys: [], grants: [] },
      session: { staff: { id: "s1", name: "Sam", role, notify: false, email: null } },
    },
  }) as unknown as ComponentProps<typeof Workspace>;

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
}

describe("admin-only views", () => {
  it("tell staff plainly they are for administrators, instead of a blank page", async () => {
    window.location.hash = "#requests";
    render(<Workspace {...props("staff")} />);
    for (const hash of ["#audit", "#staff"]) {
      await go(hash);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("For administrators");
      expect(screen.getByText(/This page is for administrators/)).toBeInTheDocument();
      expect(screen.queryByText("Audit rows")).toBeNull();
      expect(screen.queryByText("Staff members")).toBeNull();
    }
  });

  it("show administrators the view itself", async () => {
    window.location.hash = "#requests";
    render(<Workspace {...props("admin")} />);
    await go("#audit");
    expect(await screen.findByText("Audit rows")).toBeInTheDocument();
    expect(document.querySelector("[data-admin-only]")).toBeNull();
  });
});
