// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import { pinnedRebuild, recipientsState } from "./keys-facts";
import { agencyKey } from "../../../test/keys-intake-fake";

const key = (recipient: string, extra: Partial<AgencyKey> = {}) =>
  agencyKey(recipient, recipient, extra);

describe("pinnedRebuild", () => {
  const keys = [
    key("age1new"),
    key("age1rec", { recovery: true }),
    key("age1old", { retiredAt: "2026-11-02T00:00:00Z" }),
  ];

  it("is the INTAKE_RECIPIENTS line of the active set when the pinned set differs", () => {
    expect(pinnedRebuild(["age1old", "age1rec"], keys)).toBe("INTAKE_RECIPIENTS=age1new,age1rec");
  });

  it("is null when nothing is pinned, the pinned set is current (any order), or none is active", () => {
    expect(pinnedRebuild(null, keys)).toBeNull();
    expect(pinnedRebuild(["age1rec", "age1new"], keys)).toBeNull();
    expect(pinnedRebuild(["age1x"], [])).toBeNull();
  });
});

describe("recipientsState", () => {
  it("reads the intake's answer, and is null when the intake does not say", async () => {
    const answer = { recipients: ["age1a"], sample: true, pinned: null };
    expect(await recipientsState(async () => Response.json(answer))).toEqual(answer);
    expect(await recipientsState(async () => new Response("", { status: 404 }))).toBeNull();
  });
});
