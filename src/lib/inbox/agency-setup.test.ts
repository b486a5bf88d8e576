// @vitest-environment node
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeEach, describe, expect, it } from "vitest";
import { openGrant, openText, recipientOf } from "./age-files";
import { agencySetUp, replaceRecoveryKey, setUpAgency } from "./agency-setup";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import { clearKeys, heldKeys, sealNote, unlockGrants, type KeyApi } from "./keys";
import { agencyKey as key } from "../../../test/keys-intake-fake";

/** A stand-in service that keeps every argument the page sent, to search for secrets. */
function recordingApi() {
  const sent: unknown[] = [];
  const added: AgencyKey[] = [];
  const grants: { memberKeyId: string; agencyKeyId: string; ciphertext: string }[] = [];
  const retired: string[] = [];
  const api: KeyApi = {
    keys: async () => ({ agencyKeys: added, memberKeys: [], grants: [] }),
    addAgencyKey: async (recipient, label, recovery = false) => {
      sent.push({ recipient, label, recovery });
      const made = key(`k${added.length + 1}`, recipient, { label, recovery });
      added.push(made);
      return made;
    },
    grant: async (memberKeyId, agencyKeyId, ciphertext) => {
      sent.push({ memberKeyId, agencyKeyId, ciphertext });
      grants.push({ memberKeyId, agencyKeyId, ciphertext });
      return {};
    },
    retireAgencyKey: async (id) => {
      sent.push({ retire: id });
      retired.push(id);
      return key(id, "age1x", { retiredAt: "now" });
    },
  };
  return { api, sent, added, grants, retired };
}

const now = new Date("2026-11-28T17:30:00Z");
const labels = { agency: "Agency key", recovery: "Recovery key 2026-11-28" };

async function signedIn() {
  const identity = await generateX25519Identity();
  const me = { id: "m1", identity, recipient: await identityToRecipient(identity) };
  await unlockGrants({ agencyKeys: [], memberKeys: [], grants: [] }, me);
  return me;
}

beforeEach(() => clearKeys());

describe("setUpAgency", () => {
  it("registers the recovery key (as recovery) then the agency key, granted to the admin", async () => {
    const me = await signedIn();
    const { api, added, grants } = recordingApi();
    const kit = await setUpAgency(api, labels, now);
    expect(added.map((each) => each.recovery)).toEqual([true, false]);
    expect(added[0]?.recipient).toBe(kit.recoveryRecipient);
    expect(await recipientOf(kit.identity)).toBe(kit.recoveryRecipient);
    expect(kit.agencyRecipients).toEqual([added[1]?.recipient]);
    expect(grants.map((grant) => [grant.memberKeyId, grant.agencyKeyId])).toEqual([["m1", "k2"]]);
    const agencyIdentity = await openGrant(grants[0]?.ciphertext ?? "", me.identity);
    expect(await recipientOf(agencyIdentity)).toBe(added[1]?.recipient);
    expect(heldKeys().map((held) => held.agencyKeyId)).toEqual(["k1", "k2"]);
    expect(agencySetUp(added)).toBe(true);
  });

  it("never sends the recovery identity (no argument of any call carries it)", async () => {
    await signedIn();
    const { api, sent } = recordingApi();
    const kit = await setUpAgency(api, labels, now);
    const wire = JSON.stringify(sent);
    expect(wire).toContain(kit.recoveryRecipient);
    expect(wire).not.toContain(kit.identity);
    expect(wire).not.toContain(kit.identity.slice(16));
  });

  it("retires the recovery key of a set-up cut short (never confirmed), after the new keys", async () => {
    await signedIn();
    const { api, sent, retired } = recordingApi();
    const earlier = [
      key("r0", "age1cutshort", { recovery: true }),
      key("r-old", "age1long", { recovery: true, retiredAt: "2026-01-01T00:00:00Z" }),
    ];
    await setUpAgency(api, labels, now, earlier);
    expect(retired).toEqual(["r0"]);
    expect(sent.at(-1)).toEqual({ retire: "r0" });
  });

  it("registers nothing without a member key to grant to", async () => {
    const { api, sent } = recordingApi();
    await expect(setUpAgency(api, labels, now)).rejects.toThrow(/passkey/);
    expect(sent).toEqual([]);
  });

  it("a note sealed after set-up opens with the recovery identity alone", async () => {
    await signedIn();
    const { api, added } = recordingApi();
    const kit = await setUpAgency(api, labels, now);
    const sealed = await sealNote("Called the daughter back", added);
    clearKeys();
    expect(JSON.parse(await openText(sealed, [kit.identity]))).toEqual({
      text: "Called the daughter back",
    });
  });
});

describe("replaceRecoveryKey", () => {
  it("registers a new recovery key, then retires the old recovery keys only", async () => {
    const agency = await identityToRecipient(await generateX25519Identity());
    const current = [
      key("a1", agency),
      key("r1", "age1oldrecovery", { recovery: true }),
      key("r0", "age1older", { recovery: true, retiredAt: "2026-01-01T00:00:00Z" }),
      key("a0", "age1oldagency", { retiredAt: "2026-01-01T00:00:00Z" }),
    ];
    const { api, sent, added, retired } = recordingApi();
    const kit = await replaceRecoveryKey(current, api, "Recovery key 2", now);
    expect(added.map((each) => [each.recipient, each.recovery])).toEqual([
      [kit.recoveryRecipient, true],
    ]);
    expect(retired).toEqual(["r1"]);
    // Registered before anything is retired: the site is never without a recovery key.
    expect(sent.findIndex((each) => "retire" in (each as object))).toBeGreaterThan(0);
    expect(kit.agencyRecipients).toEqual([agency]);
    expect(JSON.stringify(sent)).not.toContain(kit.identity);
    expect(heldKeys().map((held) => held.recipient)).toEqual([kit.recoveryRecipient]);
  });
});

describe("agencySetUp", () => {
  it("is false with no key, a recovery key alone, or retired agency keys only", () => {
    expect(agencySetUp([])).toBe(false);
    expect(agencySetUp([key("r", "age1r", { recovery: true })])).toBe(false);
    expect(agencySetUp([key("a", "age1a", { retiredAt: "2026-01-01T00:00:00Z" })])).toBe(false);
  });
});
