import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffMember } from "@/shared/wire/inbox-api";
import { renderInBench } from "../../../test/inbox-fakes";
import { StaffView } from "./staff-view";

vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => [{ agencyKeyId: "a1", recipient: "age1x", identity: "AGE-SECRET-KEY-1X" }],
}));

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: "s2",
  name: "Bo",
  role: "staff",
  email: null,
  notify: true,
  disabledAt: null,
  createdAt: "2026-03-02T15:00:00.000Z",
  memberKeys: [],
  agencyKeyIds: [],
  ...over,
});
const LINK = {
  link: "http://localhost/inbox/#invite=abcdefghijklmnopqrstuvwxyz",
  expiresAt: "2026-03-03T15:00:00.000Z",
};

function setUp() {
  const client = {
    staff: vi.fn(() =>
      Promise.resolve({ staff: [member({ id: "s1", name: "Ada", role: "admin" }), member({})] }),
    ),
    invitations: vi.fn(() =>
      Promise.resolve({
        invitations: [
          {
            id: "i1",
            name: "Cy",
            role: "staff" as const,
            email: "cy@agency.example",
            createdAt: "2026-03-02T15:00:00.000Z",
            expiresAt: "2026-03-03T15:00:00.000Z",
            forStaffId: null,
            invitedBy: "Ada",
          },
        ],
      }),
    ),
    invite: vi.fn(() => Promise.resolve(LINK)),
    changeStaff: vi.fn(() => Promise.resolve(member({}))),
    reinvite: vi.fn(() => Promise.resolve(LINK)),
    revokeInvitation: vi.fn(() => Promise.resolve()),
  };
  renderInBench(client, <StaffView />, { id: "s1", name: "Ada", role: "admin", notify: true });
  return { client, user: userEvent.setup() };
}

beforeEach(() => {
  vi.spyOn(window, "confirm").mockReturnValue(true);
});

describe("StaffView (the team)", () => {
  it("invites with an e-mail, and refuses a malformed one before asking the server", async () => {
    const { client, user } = setUp();
    await user.type(screen.getByLabelText("Name"), "Dee");
    await user.type(screen.getByLabelText("E-mail (for alerts)"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Create invitation" }));
    expect(await screen.findByText(/Enter an e-mail address such as/)).toBeInTheDocument();
    expect(client.invite).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("E-mail (for alerts)"));
    await user.type(screen.getByLabelText("E-mail (for alerts)"), "dee@agency.example");
    await user.click(screen.getByRole("button", { name: "Create invitation" }));
    expect(client.invite).toHaveBeenCalledWith("Dee", "staff", "dee@agency.example");
  });

  it("lists pending invitations and revokes one", async () => {
    const { client, user } = setUp();
    const revoke = await screen.findByRole("button", { name: "Revoke Cy" });
    const row = revoke.closest("li");
    if (!row) throw new Error("no row");
    expect(row).toHaveTextContent("Staff, cy@agency.example, valid until");
    expect(row).toHaveTextContent("Invited by Ada.");
    await user.click(revoke);
    expect(client.revokeInvitation).toHaveBeenCalledWith("i1");
    expect(client.invitations).toHaveBeenCalledTimes(2);
  });

  it("changes a colleague's role and e-mail, and re-invites them with a new link", async () => {
    const { client, user } = setUp();
    await user.click(await screen.findByRole("button", { name: "Make administrator Bo" }));
    expect(client.changeStaff).toHaveBeenCalledWith("s2", { role: "admin" });
    await user.click(screen.getByRole("button", { name: "Change e-mail Bo" }));
    await user.type(screen.getByLabelText("E-mail for Bo"), "bo@agency.example");
    await user.click(screen.getByRole("button", { name: "Save e-mail" }));
    expect(client.changeStaff).toHaveBeenCalledWith("s2", { email: "bo@agency.example" });
    await user.click(screen.getByRole("button", { name: "Re-invite (lost passkey) Bo" }));
    expect(client.reinvite).toHaveBeenCalledWith("s2");
    expect(await screen.findByLabelText(/New passkey link for Bo/)).toHaveValue(LINK.link);
  });

  it("offers no re-invite or disable for oneself", async () => {
    setUp();
    await screen.findByRole("button", { name: "Re-invite (lost passkey) Bo" });
    expect(screen.queryByRole("button", { name: "Re-invite (lost passkey) Ada" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Disable Ada" })).toBeNull();
  });
});
