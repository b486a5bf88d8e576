import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import type { InboxClient } from "@/lib/inbox/client";
import { clearKeys } from "@/lib/inbox/keys";
import { WorkbenchContext, type Workbench } from "./inbox-context";
import { KeysGate } from "./keys-gate";
import { KeysView } from "./keys-view";
import { agencyKey, fakeIntake } from "../../../test/keys-intake-fake";

beforeEach(() => clearKeys());

describe("the keys page", () => {
  const agency = "age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs3290gq";
  const recovery = "age1zvkyg2lqzu5p9kxvsy4j6zyh4x2fpxrpqzg5a9fwqnshgzgpj3esq8akd2";
  const createdAt = "2026-11-01T15:00:00Z";
  const registered = (): AgencyKey[] => [
    agencyKey("a1", agency, { label: "Agency key", createdAt }),
    agencyKey("r1", recovery, { label: "Recovery key", recovery: true, createdAt }),
  ];

  function renderPage(fake: object, keys: AgencyKey[]) {
    const client = fake as InboxClient;
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

  /**
   * An action's button once the page's first load is done: until then it is disabled, and a click
   * on it does nothing, for a person as for the test (CI clicked too early on a busy machine).
   */
  async function actionButton(name: string) {
    const button = await screen.findByRole("button", { name });
    await waitFor(() => expect(button).toBeEnabled());
    return button;
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
    await user.click(await actionButton("Replace the recovery key"));
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
    await user.click(await actionButton("Rotate the agency key"));
    await waitFor(() => expect(intake.sent).toContainEqual({ retire: "a1" }));
    expect(intake.sent).toEqual([
      expect.objectContaining({ recovery: false }),
      ["mk1", "k3", expect.stringContaining("BEGIN AGE ENCRYPTED FILE")],
      { retire: "a1" },
    ]);
  });
});
