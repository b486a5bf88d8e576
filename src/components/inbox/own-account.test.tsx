import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Keys } from "@/shared/wire/inbox-api";
import { EnrolmentDeviceWarning, setEnrolledOnDevice } from "./device-key-warning";
import { WorkbenchContext, type Workbench } from "./inbox-context";
import { OwnAccount } from "./own-account";

const current = vi.hoisted(() => ({ memberKeyId: "m1" as string | null }));
vi.mock("@/lib/inbox/keys", () => ({
  heldMember: () =>
    current.memberKeyId ? { memberKeyId: current.memberKeyId, recipient: "age1m" } : null,
}));

const memberKey = (id: string, kind: "passkey" | "device") => ({
  id,
  kind,
  recipient: "age1m",
  credentialId: null,
  wrappedIdentity: null,
  createdAt: "2026-03-02T15:00:00.000Z",
});

function setUp(memberKeys: ReturnType<typeof memberKey>[]) {
  const client = {
    setOwnEmail: vi.fn((email: string | null) => Promise.resolve({ email })),
  };
  const bench = {
    client,
    session: { staff: { id: "s1", name: "Ada", role: "staff", notify: true, email: null } },
    keys: { agencyKeys: [], memberKeys, grants: [] } as unknown as Keys,
    announce: vi.fn(),
  } as unknown as Workbench;
  render(
    <WorkbenchContext value={bench}>
      <OwnAccount />
    </WorkbenchContext>,
  );
  return { client, bench, user: userEvent.setup() };
}
const WARNING = "Your key lives in this browser only";

describe("Settings: my e-mail and the device-key warning", () => {
  it("saves one's own e-mail, and clears it when emptied", async () => {
    const { client, bench, user } = setUp([memberKey("m1", "passkey")]);
    await user.type(screen.getByLabelText("E-mail for alerts"), "ada@agency.example");
    await user.click(screen.getByRole("button", { name: "Save my e-mail" }));
    expect(client.setOwnEmail).toHaveBeenCalledWith("ada@agency.example");
    expect(bench.announce).toHaveBeenCalledWith("Your e-mail was saved.");
    await user.clear(screen.getByLabelText("E-mail for alerts"));
    await user.click(screen.getByRole("button", { name: "Save my e-mail" }));
    expect(client.setOwnEmail).toHaveBeenLastCalledWith(null);
  });

  it("warns when the member key in use is a device key, not when it is a passkey", () => {
    current.memberKeyId = "m2";
    setUp([memberKey("m1", "passkey"), memberKey("m2", "device")]);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
  });

  it("does not warn on a passkey member key", () => {
    current.memberKeyId = "m1";
    setUp([memberKey("m1", "passkey"), memberKey("m2", "device")]);
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});

describe("the warning after enrolment", () => {
  it("shows once the enrolment says it made a device key, until dismissed", async () => {
    render(<EnrolmentDeviceWarning />);
    expect(screen.queryByText(WARNING)).toBeNull();
    act(() => setEnrolledOnDevice(true));
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "I understand" }));
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
