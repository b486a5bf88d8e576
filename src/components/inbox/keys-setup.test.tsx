import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AgencyKey, Keys } from "@/lib/inbox/api";
import type { InboxClient } from "@/lib/inbox/client";
import { clearKeys, unlockGrants } from "@/lib/inbox/keys";
import { WorkbenchContext, type Workbench } from "./inbox-context";
import { KeysGate } from "./keys-gate";
import { KeysView } from "./keys-view";

/** A stand-in intake holding the registered keys; every call's arguments recorded. */
function fakeIntake(start: AgencyKey[] = []) {
  const agencyKeys = [...start];
  const sent: unknown[] = [];
  const client = {
    keys: async (): Promise<Keys> => ({ agencyKeys: [...agencyKeys], memberKeys: [], grants: [] }),
    addAgencyKey: async (recipient: string, label: string, recovery = false) => {
      sent.push({ recipient, label, recovery });
      const key = {
        id: `k${agencyKeys.length + 1}`,
        recipient,
        label,
        recovery,
        createdAt: "2026-11-28T17:00:00Z",
        retiredAt: null,
      };
      agencyKeys.push(key);
      return key;
    },
    grant: async (...args: unknown[]) => sent.push(args),
    retireAgencyKey: async (id: string) => {
      sent.push({ retire: id });
      const key = agencyKeys.find((each) => each.id === id);
      if (key) key.retiredAt = "2026-11-28T18:00:00Z";
      return key;
    },
  };
  return { client: client as unknown as InboxClient, sent, agencyKeys };
}

function Harness({ client, admin = true }: { client: InboxClient; admin?: boolean }) {
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
    await user.click(screen.getByRole("button", { name: "Set up the agency's keys" }));
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
  });

  it("staff are told to ask an admin, and get no set-up button", () => {
    render(<Harness client={fakeIntake().client} admin={false} />);
    expect(screen.getByText(/Ask an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Set up the agency's keys" })).toBeNull();
  });
});

describe("the keys page", () => {
  const agency = "age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs3290gq";
  const recovery = "age1zvkyg2lqzu5p9kxvsy4j6zyh4x2fpxrpqzg5a9fwqnshgzgpj3esq8akd2";
  const registered = (): AgencyKey[] => [
    {
      id: "a1",
      recipient: agency,
      label: "Agency key",
      recovery: false,
      createdAt: "2026-11-01T15:00:00Z",
      retiredAt: null,
    },
    {
      id: "r1",
      recipient: recovery,
      label: "Recovery key",
      recovery: true,
      createdAt: "2026-11-01T15:00:00Z",
      retiredAt: null,
    },
  ];

  function renderPage(client: InboxClient, keys: AgencyKey[]) {
    const bench = {
      client,
      keys: { agencyKeys: keys, memberKeys: [], grants: [] },
      session: { staff: { id: "s1", name: "Ada", role: "admin" } },
      refreshKeys: client.keys,
      announce: () => {},
      keysChanged: () => {},
    } as unknown as Workbench;
    return render(
      <WorkbenchContext value={bench}>
        <KeysGate admin locked={false} unlocked>
          <KeysView />
        </KeysGate>
      </WorkbenchContext>,
    );
  }

  it("lists each key in use with its fingerprint and who added it, and the rebuild line", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) =>
        Response.json(
          path.endsWith("/recipients")
            ? { recipients: [agency, recovery], sample: false, pinned: ["age1old", recovery] }
            : { events: [{ agencyKeyId: "a1", action: "added", at: "x", by: "Ada Admin" }] },
        ),
      ),
    );
    renderPage(fakeIntake().client, registered());
    expect(await screen.findByText(`INTAKE_RECIPIENTS=${agency},${recovery}`)).toBeInTheDocument();
    expect(await screen.findByText(/by Ada Admin/)).toBeInTheDocument();
    const prints = screen.getAllByText(/^[0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4}$/);
    expect(prints).toHaveLength(2);
    expect(document.querySelectorAll("[data-in-use]")).toHaveLength(2);
  });

  it("replaces the recovery key: registered, the old one retired, and a new kit shown", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const intake = fakeIntake(registered());
    renderPage(intake.client, registered());
    await user.click(await screen.findByRole("button", { name: "Replace the recovery key" }));
    expect(await screen.findByText(/^AGE-SECRET-KEY-1/)).toBeInTheDocument();
    expect(intake.sent).toEqual([expect.objectContaining({ recovery: true }), { retire: "r1" }]);
    expect(screen.queryByText(/INTAKE_RECIPIENTS/)).toBeNull();
  });

  it("rotates the agency key from here: granted to each active colleague, the old one retired", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const intake = fakeIntake(registered());
    const colleague = await identityToRecipient(await generateX25519Identity());
    const staff = [
      { disabledAt: null, memberKeys: [{ id: "mk1", recipient: colleague }] },
      { disabledAt: "2026-11-28T17:00:00Z", memberKeys: [{ id: "mk2", recipient: colleague }] },
    ];
    Object.assign(intake.client, { staff: async () => ({ staff }) });
    renderPage(intake.client, registered());
    await user.click(await screen.findByRole("button", { name: "Rotate the agency key" }));
    await vi.waitFor(() => expect(intake.sent).toContainEqual({ retire: "a1" }));
    expect(intake.sent).toEqual([
      expect.objectContaining({ recovery: false }),
      ["mk1", "k3", expect.stringContaining("BEGIN AGE ENCRYPTED FILE")],
      { retire: "a1" },
    ]);
  });
});
