import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import type { ComponentProps } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeldKey } from "@/lib/inbox/age-files";
import type { RequestList as List, RequestSummary } from "@/shared/wire/inbox-api";
import type { InboxClient } from "@/lib/inbox/client";
import {
  STAFF,
  renderInBench as renderIn,
  requestSummary,
  sealedDetail,
} from "../../../test/inbox-fakes";
import { RequestList } from "./request-list";
import { RequestView } from "./request-view";

/*
 * A visitor controls every byte of the sealed payload. Whatever it holds, the request view and
 * the list show text, nothing unmounts the inbox, and the request can still be assigned, marked
 * contacted and closed.
 */

let held: HeldKey;
vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => [held],
}));

// A part of the request that throws while rendering (a bug, or input nobody foresaw).
vi.mock("./request-fields", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./request-fields")>();
  return {
    RequestFields: (props: ComponentProps<typeof actual.RequestFields>) => {
      if (Object.hasOwn(props.payload, "explode")) throw new Error("render failed");
      return actual.RequestFields(props);
    },
  };
});

const REFERENCE = "BC-7K2QX";

/** Every hostile key and value at once; `JSON.parse` makes `__proto__` an own key. */
const HOSTILE = `{
  "__proto__": {"polluted": "yes"},
  "constructor": "Ctor value", "toString": "ts value", "valueOf": "vo value",
  "hasOwnProperty": "hop value",
  "language": "__proto__", "careType": "__proto__", "insurancePlan": "__proto__",
  "patientName": {"first": "Ada", "last": ["Love", "lace"], "deep": [[[[["x"]]]]]},
  "email": "ada@example.com?body=Send%20the%20records",
  "phone": "847-555-0142",
  "referrerEmail": {"toString": "x"},
  "attachments": [{"uploadId": "u1", "name": "report\\u202Elmth.pdf", "type": "text/html"}]
}`;

const summary = (overrides: Partial<RequestSummary> = {}) =>
  requestSummary({ reference: REFERENCE, formType: "referral", ...overrides });

beforeAll(async () => {
  const identity = await generateX25519Identity();
  held = { agencyKeyId: "k1", identity, recipient: await identityToRecipient(identity) };
});

describe("the request view, with a hostile payload", () => {
  let client: Partial<InboxClient>;
  const open = async (payload: string) => {
    const detail = await sealedDetail(summary(), payload, [held.recipient]);
    client = {
      request: vi.fn(async () => detail),
      assign: vi.fn(async () => summary({ assignee: STAFF })),
      setStatus: vi.fn(async (_reference, status, outcome) =>
        summary({ status, outcome: outcome ?? null }),
      ),
    };
    renderIn(client, <RequestView reference={REFERENCE} />);
  };

  beforeEach(() => {
    // React reports errors a boundary caught; the test reads the page instead.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows every key and value as text, links nothing the visitor shaped", async () => {
    await open(HOSTILE);
    await screen.findByText("Proto");
    const text = (term: string) =>
      within(document.querySelector("[data-request-fields]") as HTMLElement).getByText(term, {
        selector: "dt",
      }).nextElementSibling?.textContent;
    expect(text("Proto")).toBe("polluted: yes");
    expect(text("Constructor")).toBe("Ctor value");
    expect(text("To string")).toBe("ts value");
    expect(text("Value of")).toBe("vo value");
    expect(text("Has own property")).toBe("hop value");
    expect(text("Language")).toBe("__proto__");
    expect(text("Start or resumption of care")).toBe("__proto__");
    expect(text("Insurance")).toBe("__proto__");
    expect(text("Patient name")).toBe("first: Ada; last: (Love, lace); deep: ((((…))))");
    expect(text("Email")).toBe("ada@example.com?body=Send%20the%20records");
    expect(screen.queryByRole("link", { name: /ada@example\.com/ })).toBeNull();
    expect(screen.getByRole("link", { name: "847-555-0142" })).toHaveAttribute(
      "href",
      "tel:+18475550142",
    );
    expect(screen.getByRole("button", { name: "Download reportlmth.pdf" })).toBeInTheDocument();
    expect(document.querySelector("[data-undisplayable]")).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    await userEvent.click(screen.getByRole("button", { name: "Assign to me" }));
    expect(client.assign).toHaveBeenCalledWith(REFERENCE, STAFF.id);
  });

  it("says a request that cannot be shown could not be displayed, and still closes it", async () => {
    await open(`{"explode": true, "name": "Ada"}`);
    const alert = await screen.findByText("This request could not be displayed");
    expect(alert.closest("[data-undisplayable]")).toHaveTextContent(`Request ${REFERENCE}`);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(REFERENCE);

    await userEvent.click(screen.getByRole("button", { name: "Assign to me" }));
    expect(client.assign).toHaveBeenCalledWith(REFERENCE, STAFF.id);
    await userEvent.click(screen.getByRole("button", { name: "Mark contacted" }));
    expect(client.setStatus).toHaveBeenCalledWith(REFERENCE, "contacted");
    await userEvent.selectOptions(screen.getByLabelText("Outcome"), "duplicate");
    await userEvent.click(screen.getByRole("button", { name: "Close request" }));
    expect(client.setStatus).toHaveBeenCalledWith(REFERENCE, "closed", "duplicate");
    expect(await screen.findByRole("button", { name: "Reopen" })).toBeInTheDocument();
    // The status shows though the contents could not.
    expect(document.querySelector("[data-status]")).toHaveAttribute("data-status", "closed");
  });
});

describe("the request view, with what is not a form's answers", () => {
  it.each([
    ["a list", "[1,2,3]", "The request does not hold a form's answers."],
    [
      "nesting 10,000 deep",
      `{"name":"Deep","notes":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
      "",
    ],
  ])("shows %s with its reference, and closes it", async (_what, payload, problem) => {
    const detail = await sealedDetail(summary(), payload, [held.recipient]);
    const client: Partial<InboxClient> = {
      request: vi.fn(async () => detail),
      setStatus: vi.fn(async (_reference, status, outcome) =>
        summary({ status, outcome: outcome ?? null }),
      ),
    };
    renderIn(client, <RequestView reference={REFERENCE} />);
    if (problem) expect(await screen.findByRole("alert")).toHaveTextContent(problem);
    else expect(await screen.findByText("Deep")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Outcome"), "duplicate");
    await userEvent.click(screen.getByRole("button", { name: "Close request" }));
    expect(client.setStatus).toHaveBeenCalledWith(REFERENCE, "closed", "duplicate");
  });
});

describe("the request list, with hostile and broken rows", () => {
  it("shows each row it can, and says which one it cannot, linking to it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const list: List = {
      items: [
        summary({ reference: "BC-AAAAA", formType: "__proto__" }),
        summary({ reference: "BC-BBBBB", formType: "constructor" }),
        summary({ reference: "BC-CCCCC", receivedAt: "not a time" }),
        summary({ reference: "BC-DDDDD", formType: "contact" }),
      ],
      nextCursor: null,
      oldestUnansweredAt: null,
      notificationFailures: 0,
    };
    renderIn({ requests: vi.fn(async () => list), changes: vi.fn() }, <RequestList />);
    const row = (reference: string) =>
      document.querySelector(`[data-reference="${reference}"]`) as HTMLElement;
    await screen.findByRole("link", { name: "BC-DDDDD" });
    expect(row("BC-AAAAA")).toHaveTextContent("__proto__");
    expect(row("BC-BBBBB")).toHaveTextContent("constructor");
    expect(row("BC-DDDDD")).toHaveTextContent("Care request");
    const broken = row("BC-CCCCC");
    expect(broken).toHaveAttribute("data-undisplayable");
    expect(broken).toHaveTextContent("This request could not be displayed");
    expect(within(broken).getByRole("link")).toHaveAttribute("href", "#request/BC-CCCCC");
  });
});
