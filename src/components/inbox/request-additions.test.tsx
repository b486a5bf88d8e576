import { render, screen, within } from "@testing-library/react";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { inboxAdditionsCopy } from "@/content/inbox-additions";
import type { HeldKey } from "@/lib/inbox/age-files";
import { sealText } from "@/lib/inbox/age-files";
import { exactTime } from "@/lib/inbox/format";
import { historyWords } from "@/lib/inbox/history-words";
import type { Addition, RequestDetail } from "@/shared/wire/inbox-api";
import { renderInBench, requestSummary, sealedDetail } from "../../../test/inbox-fakes";
import { RequestAdditions } from "./request-additions";
import { RequestRow } from "./request-row";

let held: HeldKey;
vi.mock("@/lib/inbox/keys", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/keys")>()),
  heldKeys: () => [held],
}));

const AT = "2026-11-25T21:30:00.000Z";

beforeAll(async () => {
  const identity = await generateX25519Identity();
  held = { agencyKeyId: "k1", identity, recipient: await identityToRecipient(identity) };
});

/** An addition whose sealed payload is `payload` (any text), tagged with `uploads`. */
const addition = async (
  id: string,
  payload: string,
  uploads: string[] = [],
): Promise<Addition> => ({
  id,
  at: AT,
  ciphertext: await sealText(payload, [held.recipient]),
  sealedTo: [held.recipient],
  attachments: uploads.map((uploadId) => ({ uploadId, bytes: 100 })),
});

async function show(additions: Addition[]) {
  const summary = requestSummary({ formType: "referral" });
  const detail: RequestDetail = {
    ...(await sealedDetail(summary, "{}", [held.recipient])),
    additions,
  };
  renderInBench({ attachment: vi.fn() }, <RequestAdditions detail={detail} />);
}

describe("RequestAdditions", () => {
  it("shows each addition's time, message and files, read as hostile data", async () => {
    const hostile = `{
      "__proto__": {"polluted": "yes"},
      "kind": "addition",
      "message": {"toString": "x", "constructor": ["a", "b"]},
      "attachments": [
        {"uploadId": "u1", "name": "order\\u202Efdp.exe", "size": 2048},
        {"uploadId": "u-of-the-request", "name": "renamed.pdf"}
      ]
    }`;
    await show([await addition("a1", hostile, ["u1"])]);
    const section = await screen.findByRole("region", {
      name: inboxAdditionsCopy.title(exactTime(AT)),
    });
    const message = await within(section).findByText("toString: x; constructor: (a, b)");
    expect(message).toHaveAttribute("data-addition-message");
    // Only the file the intake tagged with this addition, its name without the bidi control.
    expect(within(section).getByRole("button", { name: "Download orderfdp.exe" })).toBeVisible();
    expect(within(section).queryByText(/renamed\.pdf/)).toBeNull();
    expect(
      within(section).getByRole("heading", { name: inboxAdditionsCopy.files(exactTime(AT)) }),
    ).toBeVisible();
    expect(Reflect.get({}, "polluted")).toBeUndefined();
  });

  it("says when one cannot be shown, and still shows the others; a number is text", async () => {
    await show([
      await addition("a1", "[1, 2, 3]"),
      await addition("a2", `{"message": 42}`),
      await addition("a3", `{"attachments": "none"}`),
    ]);
    expect(await screen.findByText("The request does not hold a form's answers.")).toBeVisible();
    expect(await screen.findByText("42")).toHaveAttribute("data-addition-message");
    expect(await screen.findByText(inboxAdditionsCopy.noMessage)).toBeVisible();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("shows nothing for a request without additions (an older answer has none)", async () => {
    await show([]);
    expect(document.querySelector("[data-additions]")).toBeNull();
  });
});

describe("the list's Updated badge", () => {
  it("flags a row updated only when the service says so", () => {
    const now = Date.parse(AT);
    const { rerender } = render(
      <ul>
        <RequestRow item={requestSummary({ updated: true })} preview={undefined} now={now} />
      </ul>,
    );
    expect(screen.getByText(inboxAdditionsCopy.updated)).toHaveAttribute(
      "title",
      inboxAdditionsCopy.updatedHint,
    );
    rerender(
      <ul>
        <RequestRow item={requestSummary({ updated: false })} preview={undefined} now={now} />
      </ul>,
    );
    expect(screen.queryByText(inboxAdditionsCopy.updated)).toBeNull();
  });
});

describe("the request's history", () => {
  it("words an addition's audit row (the service's, with no content)", () => {
    const entry = { at: AT, actor: null, action: "addition", detail: { files: 1 } };
    expect(historyWords(entry)).toBe(inboxAdditionsCopy.history);
  });
});
