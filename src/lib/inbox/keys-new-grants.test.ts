// @vitest-environment node
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeEach, describe, expect, it } from "vitest";
import { makeGrant } from "./age-files";
import type { Keys } from "@/shared/wire/inbox-api";
import { clearKeys, heldKeys, unlockGrants, unlockNewGrants } from "./keys";
import { agencyKey } from "../../../test/keys-intake-fake";

beforeEach(() => clearKeys());

describe("unlockNewGrants (a grant made while the page is open)", () => {
  it("opens the grants to this page's member key that arrived since, and only those", async () => {
    const member = await generateX25519Identity();
    const memberRecipient = await identityToRecipient(member);
    const agency = await generateX25519Identity();
    const agencyRecipient = await identityToRecipient(agency);
    const keys = (grants: Keys["grants"]): Keys => ({
      agencyKeys: [agencyKey("a1", agencyRecipient)],
      memberKeys: [],
      grants,
    });
    expect(await unlockNewGrants(keys([]))).toBe(0); // no member key yet: nothing to open with

    await unlockGrants(keys([]), { id: "m1", recipient: memberRecipient, identity: member });
    expect(heldKeys()).toHaveLength(0);
    const grant = {
      id: "g1",
      memberKeyId: "m1",
      agencyKeyId: "a1",
      ciphertext: await makeGrant(agency, memberRecipient),
    };
    expect(await unlockNewGrants(keys([grant]))).toBe(1);
    expect(heldKeys()).toEqual([
      { agencyKeyId: "a1", recipient: agencyRecipient, identity: agency },
    ]);
    expect(await unlockNewGrants(keys([grant]))).toBe(0);
  });
});
