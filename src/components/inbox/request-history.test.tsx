import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { HeldKey } from "@/lib/inbox/age-files";
import type { HistoryEntry, RequestSummary } from "@/shared/wire/inbox-api";
import { historyWords } from "@/lib/inbox/history-words";
import {
  STAFF as ME,
  renderInBench,
  requestSummary,
  sealedDetail,
} from "../../../test/inbox-fakes";
import { RequestView } from "./request-view";

const ring: HeldKey[] = [];
vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => ring,
}));

const REFERENCE = "BC-HIST1";
let agency: HeldKey;
let stranger: string;

const summary = (overrides: Partial<RequestSummary> = {}) =>
  requestSummary({ reference: REFERENCE, formType: "application", ...overrides });

const entry = (action: string, detail: Record<string, unknown>): HistoryEntry => ({
  at: "2026-11-25T16:00:00.000Z",
  actor: ME,
  action,
  detail,
});

async function view(sealedTo: string) {
  const detail = await sealedDetail(
    summary(),
    '{"name":"Sam Nurse"}',
    [sealedTo],
    [entry("view", {})],
  );
  const client = {
    request: vi.fn(async () => detail),
    setStatus: vi.fn(async (_reference: string, status: RequestSummary["status"]) =>
      summary({ status }),
    ),
    history: vi.fn(async () => ({
      history: [entry("view", {}), entry("status", { from: "new", to: "contacted" })],
    })),
  };
  renderInBench(client, <RequestView reference={REFERENCE} />);
  return client;
}

beforeAll(async () => {
  const identity = await generateX25519Identity();
  agency = { agencyKeyId: "k1", identity, recipient: await identityToRecipient(identity) };
  ring.push(agency);
  stranger = await identityToRecipient(await generateX25519Identity());
});

describe("the request's history and actions", () => {
  it("refreshes the history after an action, naming the new status in words", async () => {
    const client = await view(agency.recipient);
    await screen.findByText("Sam Nurse");
    const history = () => document.querySelector("[data-history]");
    expect(history()).toHaveTextContent("Sam Staff, opened it");
    await userEvent.click(screen.getByRole("button", { name: "Mark contacted" }));
    expect(client.history).toHaveBeenCalledWith(REFERENCE);
    expect(await screen.findByText(/status: Contacted/)).toBeInTheDocument();
    // A job application offers its own outcomes, not a patient's.
    const outcomes = [...screen.getByLabelText("Outcome").querySelectorAll("option")].map(
      (option) => option.textContent,
    );
    expect(outcomes).toEqual([
      "Choose an outcome",
      "Hired",
      "Not hired",
      "Withdrawn",
      "Not reachable",
    ]);
  });

  it("turns the actions off, saying why, when no held key opens the request", async () => {
    const client = await view(stranger);
    expect(await screen.findByText(/you cannot answer what you cannot read/)).toBeInTheDocument();
    for (const name of ["Assign to me", "Mark contacted", "Close request"]) {
      expect(screen.getByRole("button", { name })).toBeDisabled();
    }
    await userEvent.click(screen.getByRole("button", { name: "Mark contacted" }));
    expect(client.setStatus).not.toHaveBeenCalled();
  });

  it("words each kind of entry, never a code", () => {
    expect(historyWords(entry("status", { to: "closed", outcome: "not_hired" }))).toBe(
      "status: Closed (Not hired)",
    );
    expect(historyWords(entry("assign", { assignee: ME.id }))).toBe("took it");
    expect(historyWords(entry("assign", { assignee: "someone-else" }))).toBe("assigned it");
    expect(historyWords(entry("assign", { assignee: null }))).toBe("unassigned it");
    expect(historyWords(entry("referral_outcome", { outcome: "declined" }))).toBe(
      "referral outcome: Declined",
    );
    expect(historyWords(entry("status", { to: "__proto__" }))).toBe("status: __proto__");
  });
});
