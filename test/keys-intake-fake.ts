import type { AgencyKey, Keys } from "@/shared/wire/inbox-api";

/** A registered agency key as the keys answer lists it: labelled by its id, current, not recovery. */
export const agencyKey = (
  id: string,
  recipient: string,
  extra: Partial<AgencyKey> = {},
): AgencyKey => ({
  id,
  recipient,
  label: id,
  recovery: false,
  createdAt: "2026-11-01T00:00:00Z",
  retiredAt: null,
  ...extra,
});

/** For the inbox keys components' tests: a stand-in intake holding the registered keys, every call's arguments recorded. */
export function fakeIntake(start: AgencyKey[] = []) {
  const agencyKeys = [...start];
  const sent: unknown[] = [];
  const client = {
    keys: async (): Promise<Keys> => ({ agencyKeys: [...agencyKeys], memberKeys: [], grants: [] }),
    addAgencyKey: async (recipient: string, label: string, recovery = false) => {
      sent.push({ recipient, label, recovery });
      const key = agencyKey(`k${agencyKeys.length + 1}`, recipient, {
        label,
        recovery,
        createdAt: "2026-11-28T17:00:00Z",
      });
      agencyKeys.push(key);
      return key;
    },
    grant: async (...args: unknown[]) => sent.push(args),
    retireAgencyKey: async (id: string) => {
      sent.push({ retire: id });
      const key = agencyKeys.find((each) => each.id === id);
      if (key) key.retiredAt = "2026-11-28T18:00:00Z";
      return key;
    },
  };
  return { client, sent, agencyKeys };
}
