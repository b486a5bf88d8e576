import { describe, expect, it } from "vitest";
import {
  ageRecipient,
  newMemberKeySchema,
  requestListQuerySchema,
  statusBodySchema,
} from "@/shared/wire/inbox-api";
import { teamInvitationBodySchema } from "@/shared/wire/inbox-team";

const RECIPIENT = `age1${"q".repeat(58)}`;
const ARMORED = "-----BEGIN AGE ENCRYPTED FILE-----\nYQ==\n-----END AGE ENCRYPTED FILE-----\n";

describe("the inbox API's shared schemas", () => {
  it("accepts an age recipient and refuses anything else", () => {
    expect(ageRecipient.safeParse(RECIPIENT).success).toBe(true);
    expect(ageRecipient.safeParse(`age1${"b".repeat(58)}`).success).toBe(false); // b is not bech32
    expect(ageRecipient.safeParse("AGE-SECRET-KEY-1QQQ").success).toBe(false);
  });

  it("takes a member key's wrapped identity only as an armored age file", () => {
    const key = { kind: "passkey", recipient: RECIPIENT, wrappedIdentity: ARMORED };
    expect(newMemberKeySchema.safeParse(key).success).toBe(true);
    expect(
      newMemberKeySchema.safeParse({ ...key, wrappedIdentity: "AGE-SECRET-KEY-1QQQ" }).success,
    ).toBe(false);
    expect(newMemberKeySchema.safeParse({ ...key, extra: 1 }).success).toBe(false);
  });

  it("names the allowed statuses and outcomes", () => {
    expect(statusBodySchema.safeParse({ status: "closed", outcome: "admitted" }).success).toBe(
      true,
    );
    const wrong = statusBodySchema.safeParse({ status: "done" });
    expect(wrong.error?.issues[0]?.message).toBe("status must be one of: new, contacted, closed");
    expect(statusBodySchema.safeParse({ status: "closed", outcome: "won" }).success).toBe(false);
  });

  it("trims an invitee's name and refuses an empty one or a bad address", () => {
    expect(teamInvitationBodySchema.parse({ name: "  Ada  ", role: "staff" }).name).toBe("Ada");
    expect(teamInvitationBodySchema.safeParse({ name: " ", role: "staff" }).success).toBe(false);
    expect(
      teamInvitationBodySchema.safeParse({ name: "Ada", role: "staff", email: "not-an-address" })
        .success,
    ).toBe(false);
  });

  it("limits a list page to 1–100", () => {
    expect(requestListQuerySchema.safeParse({ limit: "100" }).success).toBe(true);
    expect(requestListQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(requestListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
