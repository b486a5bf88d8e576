import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Keys } from "@/shared/wire/inbox-api";
import type { InboxClient } from "@/lib/inbox/client";
import { clearKeys, unlockGrants } from "@/lib/inbox/keys";
import { WorkbenchContext, type Workbench } from "./inbox-context";
import { KeysGate } from "./keys-gate";
import { KeysView } from "./keys-view";
import { fakeIntake } from "../../../test/keys-intake-fake";

function Harness({ client: fake, admin = true }: { client: object; admin?: boolean }) {
  const client = fake as InboxClient;
  const [keys, setKeys] = useState<Keys>({ agencyKeys: [], memberKeys: [], grants: [] });
  const bench = {
    client,
    keys,
    session: { staff: { id: "s1", name: "Ada", role: admin ? "admin" : "staff" } },
    refreshKeys: async () => {
      const next = await client.keys();
      setKeys(next);
      return next;
    },
    announce: () => {},
    keysChanged: () => {},
  } as unknown as Workbench;
  return (
    <WorkbenchContext value={bench}>
      <KeysGate admin={admin} locked={keys.agencyKeys.length === 0} unlocked>
        <p>The requests</p>
        {keys.agencyKeys.length > 0 && <KeysView />}
      </KeysGate>
    </WorkbenchContext>
  );
}

beforeEach(async () => {
  clearKeys();
  const identity = await generateX25519Identity();
  const me = { id: "m1", identity, recipient: await identityToRecipient(identity) };
  await unlockGrants({ agencyKeys: [], memberKeys: [], grants: [] }, me);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) =>
      Response.json(
        path.endsWith("/recipients")
          ? { recipients: [], sample: false, pinned: null }
          : { events: [] },
      ),
    ),
  );
});

describe("first set-up and the recovery kit", () => {
  it("says the samples are in use, sets up, and holds the views until the kit is confirmed", async () => {
    const user = userEvent.setup();
    const { client, sent, agencyKeys } = fakeIntake();
    render(<Harness client={client} />);
    expect(screen.getByRole("note")).toHaveTextContent("sealed to the sample keys");
    await user.click(await screen.findByRole("button", { name: "Set up the agency's keys" }));
    const identity = (await screen.findByText(/^AGE-SECRET-KEY-1/)).textContent ?? "";
    expect(agencyKeys.map((key) => key.recovery)).toEqual([true, false]);
    expect(JSON.stringify(sent)).not.toContain(identity);
    expect(screen.queryByText("The requests")).toBeNull();
    expect(screen.queryByText(/sealed to the sample keys/)).toBeNull();

    const field = screen.getByLabelText("Last 6 characters of the recovery identity");
    await user.type(field, "ZZZZZZ");
    await user.click(screen.getByRole("button", { name: "I saved the kit" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/not the last 6 characters/);
    expect(screen.queryByText("The requests")).toBeNull();

    await user.clear(field);
    await user.type(field, identity.slice(-6).toLowerCase());
    await user.click(screen.getByRole("button", { name: "I saved the kit" }));
    expect(screen.getByText("The requests")).toBeInTheDocument();
    expect(screen.queryByText(identity)).toBeNull();
    // The keys page now shown loads its facts (through `fetch`, stubbed per test): the test ends
    // once that load has, so that no request of this test reaches the next test's stub.
    const rotate = await screen.findByRole("button", { name: "Rotate the agency key" });
    await waitFor(() => expect(rotate).toBeEnabled());
  });

  it("staff are told to ask an admin, and get no set-up button", async () => {
    render(<Harness client={fakeIntake().client} admin={false} />);
    expect(await screen.findByText(/Ask an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Set up the agency's keys" })).toBeNull();
  });
});
