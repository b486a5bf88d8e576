import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sealText, type HeldKey } from "@/lib/inbox/age-files";
import type { RequestList as List, RequestSummary } from "@/shared/wire/inbox-api";
import { fakeWorkbench, requestSummary } from "../../../test/inbox-fakes";
import { WorkbenchContext } from "./inbox-context";
import { RequestList } from "./request-list";

// One stable ring, as keys.ts keeps it (the list's cache belongs to the ring).
let ring: HeldKey[] = [];
vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => ring,
}));

let agency: HeldKey;
let stranger: string;

const summary = (reference: string, overrides: Partial<RequestSummary>) =>
  requestSummary({ reference, sealedTo: [agency.recipient], ...overrides });

/** One request of each form type, and one sealed to a key this page does not hold. */
async function fixture() {
  const rows: [RequestSummary, unknown, string?][] = [
    [
      summary("BC-CARE1", { receivedAt: "2026-11-25T10:00:00.000Z" }),
      { name: "Ada Lovelace", phone: "(847) 555-0142", message: "Mom needs wound care at home." },
    ],
    [
      summary("BC-COVR1", { formType: "verification", receivedAt: "2026-11-25T11:00:00.000Z" }),
      {
        firstName: "María",
        lastName: "Gómez",
        email: "maria@example.com",
        medicalCondition: "Hip",
      },
    ],
    [
      summary("BC-REFR1", {
        formType: "referral",
        overdue: true,
        receivedAt: "2026-11-25T14:00:00.000Z",
      }),
      { patientFirstName: "Lee", patientLastName: "Park", patientZip: "60601", reason: "CHF" },
    ],
    [
      summary("BC-JOBS1", { formType: "application", status: "closed", outcome: "hired" }),
      { name: "Sam Nurse", note: "Weekends too" },
    ],
    [summary("BC-LOCK1", { sealedTo: [] }), { name: "Hidden Person" }, stranger],
  ];
  const ciphertexts = new Map<string, string>();
  for (const [item, payload, to] of rows) {
    ciphertexts.set(
      item.reference,
      await sealText(JSON.stringify(payload), [to ?? agency.recipient]),
    );
  }
  const list: List = {
    items: rows.map(([item]) => item),
    nextCursor: null,
    oldestUnansweredAt: null,
    notificationFailures: 0,
  };
  const client = {
    requests: vi.fn(async () => list),
    changes: vi.fn(async () => ({ items: [], now: "2026-11-25T16:00:00.000Z" })),
    sealed: vi.fn(async (references: readonly string[]) => ({
      items: references.map((reference) => ({
        reference,
        ciphertext: ciphertexts.get(reference) ?? "",
      })),
    })),
  };
  const workbench = fakeWorkbench(client);
  // A new element each time: `again` renders the list anew, as a key granted in the page does
  // (the same element would be skipped, and only the next 15 s poll would draw the new ring).
  const ui = () => (
    <WorkbenchContext value={workbench}>
      <RequestList />
    </WorkbenchContext>
  );
  const { rerender } = render(ui());
  return Object.assign(client, { again: () => rerender(ui()) });
}

const rowOf = (reference: string) =>
  document.querySelector(`li[data-reference="${reference}"]`) as HTMLElement;
const references = () =>
  [...document.querySelectorAll("li[data-reference]")].map((li) =>
    li.getAttribute("data-reference"),
  );

beforeAll(async () => {
  const identity = await generateX25519Identity();
  agency = { agencyKeyId: "k1", identity, recipient: await identityToRecipient(identity) };
  ring = [agency];
  stranger = await identityToRecipient(await generateX25519Identity());
});
afterEach(() => {
  vi.restoreAllMocks();
  ring = [agency];
});

describe("the request list, decrypted in the page", () => {
  it("shows each person's name and first words, and reference and type where it holds no key", async () => {
    await fixture();
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(
      within(rowOf("BC-CARE1")).getByText("Mom needs wound care at home."),
    ).toBeInTheDocument();
    expect(within(rowOf("BC-COVR1")).getByText("María Gómez")).toBeInTheDocument();
    expect(within(rowOf("BC-REFR1")).getByText("Lee Park")).toBeInTheDocument();
    expect(within(rowOf("BC-JOBS1")).getByText("Sam Nurse")).toBeInTheDocument();
    const locked = rowOf("BC-LOCK1");
    expect(await within(locked).findByText("No key held here opens it")).toBeInTheDocument();
    expect(locked).toHaveTextContent("BC-LOCK1");
    expect(locked).toHaveTextContent("Care request");
    expect(locked).not.toHaveTextContent("Hidden Person");
  });

  it("sorts by due first: overdue, then the oldest unanswered, closed last", async () => {
    await fixture();
    await screen.findByText("Ada Lovelace");
    expect(references()).toEqual(["BC-REFR1", "BC-CARE1", "BC-COVR1", "BC-LOCK1", "BC-JOBS1"]);
    await userEvent.selectOptions(screen.getByLabelText("Sort"), "newest");
    expect(references()).toEqual(["BC-JOBS1", "BC-LOCK1", "BC-REFR1", "BC-COVR1", "BC-CARE1"]);
  });

  it("searches names, phones, e-mails, ZIP and references without a request or a URL", async () => {
    const client = await fixture();
    await screen.findByText("Ada Lovelace");
    await screen.findByText("No key held here opens it");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const url = window.location.href;
    const calls = () =>
      [client.requests, client.changes, client.sealed].map((fn) => fn.mock.calls.length);
    const before = calls();
    const search = screen.getByLabelText("Search the list");
    // No pause between keys (user-event's default is a timer each): the search is not timed.
    const user = userEvent.setup({ delay: null });
    const finds = async (typed: string) => {
      await user.clear(search);
      await user.type(search, typed);
      return references();
    };
    expect(await finds("gómez")).toEqual(["BC-COVR1"]);
    expect(await finds("847 555 0142")).toEqual(["BC-CARE1"]);
    expect(await finds("maria@example")).toEqual(["BC-COVR1"]);
    expect(await finds("60601")).toEqual(["BC-REFR1"]);
    expect(await finds("bc-lock")).toEqual(["BC-LOCK1"]);
    // What a row this page cannot open holds is not searched.
    expect(await finds("hidden")).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("No request in the list matches");
    expect(calls()).toEqual(before);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.location.href).toBe(url);
  });

  it("fetches nothing without a key, and decrypts once a key is held (a new ring)", async () => {
    // No 15 s poll: the new ring alone must open the rows, not a poll's new list. (Testing
    // Library's findBy still sees the page change, through its MutationObserver.)
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      ring = [];
      const client = await fixture();
      expect(await screen.findAllByText("No key held here opens it")).toHaveLength(5);
      expect(client.sealed).not.toHaveBeenCalled();
      ring = [agency];
      client.again();
      expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
      expect(client.changes).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
