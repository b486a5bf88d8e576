import { screen } from "@testing-library/react";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearKeys, hold } from "@/lib/inbox/keys";
import { WorkbenchContext } from "./inbox-context";
import { fakeWorkbench, requestSummary, sealedDetail } from "../../../test/inbox-fakes";
import { render } from "@testing-library/react";
import { RequestView } from "./request-view";

/*
 * A request opened in the second after a key import (or before a grant's poll): the key reaches
 * the page's key ring after the view tried. The view opens the request once the workspace says
 * its keys changed, without reading it again (each read is audited as a view).
 */

const REFERENCE = "BC-7K2QX";
const PAYLOAD = JSON.stringify({ message: "Please call after lunch", phone: "847-555-0142" });

afterEach(() => clearKeys());

describe("the request view and a key that arrives late", () => {
  it("opens the request when the keys change, reading it from the service once", async () => {
    const identity = await generateX25519Identity();
    const recipient = await identityToRecipient(identity);
    const detail = await sealedDetail(requestSummary({ reference: REFERENCE }), PAYLOAD, [
      recipient,
    ]);
    const client = { request: vi.fn(async () => detail), history: vi.fn(async () => detail) };
    const bench = fakeWorkbench(client);
    const view = (keysVersion: number) =>
      createElement(
        WorkbenchContext,
        { value: bench },
        createElement(RequestView, { reference: REFERENCE, keysVersion }),
      );

    const { rerender } = render(view(0));
    // No key yet: the view says so.
    expect(await screen.findByText(/None of the keys this browser holds/)).toBeVisible();
    expect(screen.queryByText("Please call after lunch")).toBeNull();

    hold({ agencyKeyId: "k1", recipient, identity });
    rerender(view(1));
    expect(await screen.findByText("Please call after lunch")).toBeVisible();
    expect(screen.queryByText(/None of the keys this browser holds/)).toBeNull();
    expect(client.request).toHaveBeenCalledTimes(1);
  });
});
