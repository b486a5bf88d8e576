// @vitest-environment node
import { readFileSync } from "node:fs";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeEach, describe, expect, it } from "vitest";
import { makeGrant, openGrant, parseIdentityFile } from "./age-files";
import type { AgencyKey, Keys } from "@/shared/wire/inbox-api";
import { InboxApiError } from "./client";
import {
  clearKeys,
  grantHeldKeys,
  heldKeys,
  importIdentityFile,
  openNote,
  rotateAgencyKey,
  sealNote,
  unlockGrants,
  type KeyApi,
} from "./keys";
import { agencyKey } from "../../../test/keys-intake-fake";

/** A stand-in for the service that records what the page sent. */
function fakeApi() {
  const grants: { memberKeyId: string; agencyKeyId: string; ciphertext: string }[] = [];
  const added: AgencyKey[] = [];
  const retired: string[] = [];
  const api: KeyApi = {
    keys: async () => ({ agencyKeys: added, memberKeys: [], grants: [] }),
    addAgencyKey: async (recipient, label, recovery = false) => {
      const key = agencyKey(`new-${added.length + 1}`, recipient, { label, recovery });
      added.push(key);
      return key;
    },
    grant: async (memberKeyId, agencyKeyId, ciphertext) => {
      grants.push({ memberKeyId, agencyKeyId, ciphertext });
      return {};
    },
    retireAgencyKey: async (id) => {
      retired.push(id);
      return agencyKey(id, added[0]?.recipient ?? "", { retiredAt: "now" });
    },
  };
  return { api, grants, added, retired };
}

async function member(id = "m1") {
  const identity = await generateX25519Identity();
  return { id, identity, recipient: await identityToRecipient(identity) };
}

const sampleFile = readFileSync("test/fixtures/intake/agency.key", "utf8");
const sampleIdentity = parseIdentityFile(sampleFile)[0] ?? "";

beforeEach(() => clearKeys());

describe("unlockGrants", () => {
  it("opens the member's own grants only, and clearKeys forgets them", async () => {
    const me = await member("m1");
    const recipient = await identityToRecipient(sampleIdentity);
    const keys: Keys = {
      agencyKeys: [agencyKey("a1", recipient)],
      memberKeys: [],
      grants: [
        {
          id: "g1",
          memberKeyId: "m1",
          agencyKeyId: "a1",
          ciphertext: await makeGrant(sampleIdentity, me.recipient),
        },
        { id: "g2", memberKeyId: "m2", agencyKeyId: "a1", ciphertext: "not mine" },
      ],
    };
    expect(await unlockGrants(keys, me)).toBe(1);
    expect(heldKeys()).toEqual([{ agencyKeyId: "a1", recipient, identity: sampleIdentity }]);
    clearKeys();
    expect(heldKeys()).toEqual([]);
  });
});

describe("importIdentityFile", () => {
  it("first set-up: registers the unknown agency key and grants it to the importer", async () => {
    const me = await member();
    await unlockGrants({ agencyKeys: [], memberKeys: [], grants: [] }, me);
    const { api, grants, added } = fakeApi();
    const result = await importIdentityFile(sampleFile, [], api, {
      recovery: false,
      label: "Agency key",
    });
    expect(result).toEqual({ registered: true, recovery: false, count: 1 });
    expect(added.map((key) => key.recipient)).toEqual([await identityToRecipient(sampleIdentity)]);
    expect(grants).toHaveLength(1);
    expect(grants[0]?.memberKeyId).toBe("m1");
    expect(await openGrant(grants[0]?.ciphertext ?? "", me.identity)).toBe(sampleIdentity);
  });

  it("another admin registered the same key meanwhile (409): that key is used and granted", async () => {
    const me = await member();
    await unlockGrants({ agencyKeys: [], memberKeys: [], grants: [] }, me);
    const { api, grants, added } = fakeApi();
    const recipient = await identityToRecipient(sampleIdentity);
    added.push(agencyKey("theirs", recipient));
    api.addAgencyKey = async () => {
      throw new InboxApiError(409, "conflict", "This recipient is already registered.");
    };
    const result = await importIdentityFile(sampleFile, [], api, { recovery: false, label: "x" });
    expect(result).toEqual({ registered: false, recovery: false, count: 1 });
    expect(grants.map((grant) => [grant.memberKeyId, grant.agencyKeyId])).toEqual([
      ["m1", "theirs"],
    ]);
    expect(heldKeys().map((key) => key.agencyKeyId)).toEqual(["theirs"]);
  });

  it("an unknown recovery key is registered as recovery and held, never granted", async () => {
    await unlockGrants({ agencyKeys: [], memberKeys: [], grants: [] }, await member());
    const { api, grants, added } = fakeApi();
    await importIdentityFile(sampleFile, [], api, { recovery: true, label: "Recovery key" });
    expect(added.map((key) => [key.recipient, key.recovery])).toEqual([
      [await identityToRecipient(sampleIdentity), true],
    ]);
    expect(grants).toEqual([]);
    expect(heldKeys().map((key) => [key.identity, key.agencyKeyId])).toEqual([
      [sampleIdentity, "new-1"],
    ]);
  });

  it("a recovery key already registered is held, not registered again", async () => {
    const recipient = await identityToRecipient(sampleIdentity);
    const { api, added } = fakeApi();
    const known = [agencyKey("rec", recipient, { recovery: true })];
    await importIdentityFile(sampleFile, known, api, { recovery: true, label: "x" });
    expect(added).toEqual([]);
    expect(heldKeys().map((key) => key.agencyKeyId)).toEqual(["rec"]);
  });
});

describe("grantHeldKeys and rotateAgencyKey", () => {
  it("grants only the keys a colleague lacks, each opened by their member key", async () => {
    const recipient = await identityToRecipient(sampleIdentity);
    const me = await member("m1");
    await unlockGrants(
      {
        agencyKeys: [agencyKey("a1", recipient)],
        memberKeys: [],
        grants: [
          {
            id: "g",
            memberKeyId: "m1",
            agencyKeyId: "a1",
            ciphertext: await makeGrant(sampleIdentity, me.recipient),
          },
        ],
      },
      me,
    );
    const colleague = await member("m2");
    const { api, grants } = fakeApi();
    const targets = [
      { memberKeyId: "m2", recipient: colleague.recipient, lacks: ["a1"] },
      { memberKeyId: "m3", recipient: colleague.recipient, lacks: [] },
    ];
    expect(await grantHeldKeys(targets, api)).toBe(1);
    expect(await openGrant(grants[0]?.ciphertext ?? "", colleague.identity)).toBe(sampleIdentity);
  });

  it("rotation registers a new key, grants it to every member key and retires the old one", async () => {
    const a = await member("m1");
    const b = await member("m2");
    const { api, grants, added, retired } = fakeApi();
    const old = [agencyKey("old", "age1old"), agencyKey("rec", "age1rec", { recovery: true })];
    const recipient = await rotateAgencyKey(
      old,
      [a, b].map((m) => ({ memberKeyId: m.id, recipient: m.recipient })),
      api,
      "Agency key 2",
    );
    expect(added.map((key) => key.recipient)).toEqual([recipient]);
    expect(retired).toEqual(["old"]);
    expect(grants.map((grant) => grant.memberKeyId)).toEqual(["m1", "m2"]);
    const opened = await openGrant(grants[1]?.ciphertext ?? "", b.identity);
    expect(await identityToRecipient(opened)).toBe(recipient);
  });
});

describe("notes", () => {
  it("are sealed to the active agency keys and opened with a held one", async () => {
    const recipient = await identityToRecipient(sampleIdentity);
    const retired = await identityToRecipient(await generateX25519Identity());
    const sealed = await sealNote("Called back, left a message", [
      agencyKey("a1", recipient),
      agencyKey("a0", retired, { retiredAt: "2026-11-02T00:00:00Z" }),
    ]);
    expect(await openNote(sealed)).toBeUndefined();
    await importIdentityFile(sampleFile, [agencyKey("a1", recipient)], fakeApi().api, {
      recovery: true,
      label: "",
    });
    expect(await openNote(sealed)).toBe("Called back, left a message");
  });

  it("are also sealed to the retired key that opened their request", async () => {
    const recipient = await identityToRecipient(sampleIdentity);
    const current = await identityToRecipient(await generateX25519Identity());
    const keys = [
      agencyKey("a0", recipient, { retiredAt: "2026-11-02T00:00:00Z" }),
      agencyKey("a1", current),
    ];
    const sealed = await sealNote("Left a voicemail", keys, recipient);
    await importIdentityFile(sampleFile, keys, fakeApi().api, { recovery: true, label: "" });
    expect(await openNote(sealed)).toBe("Left a voicemail");
  });
});
