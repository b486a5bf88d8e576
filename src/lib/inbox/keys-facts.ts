import { z } from "@/shared/wire/zod";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import { InboxApiError } from "./client";

/**
 * What the keys page reads beside `GET keys`: who added and retired each key (the audit,
 * admins) and the active set the forms seal to (`GET recipients`, public), with the recipients
 * a build pinned (INTAKE_RECIPIENTS), if any. Plain GETs with the session cookie: no CSRF.
 */
const historySchema = z.object({
  events: z.array(
    z.object({
      agencyKeyId: z.string(),
      action: z.enum(["added", "retired"]),
      at: z.string(),
      by: z.nullable(z.string()),
    }),
  ),
});
export type KeyEvent = z.infer<typeof historySchema>["events"][number];

const recipientsSchema = z.object({
  recipients: z.array(z.string()),
  sample: z.boolean(),
  pinned: z.nullable(z.array(z.string())),
});

async function get<T>(
  path: string,
  schema: { parse: (data: unknown) => T },
  fetcher: typeof fetch,
) {
  const response = await fetcher(`/api/v1${path}`, {
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) {
    throw new InboxApiError(response.status, "error", "The keys did not load. Try again.");
  }
  return schema.parse(await response.json());
}

export const keyHistory = (fetcher: typeof fetch = fetch) =>
  get("/keys/agency/history", historySchema, fetcher).then((answer) => answer.events);

/** The recipients state, or null when the service does not say (an older intake). */
export const recipientsState = (fetcher: typeof fetch = fetch) =>
  get("/recipients", recipientsSchema, fetcher).catch(() => null);

/**
 * The `INTAKE_RECIPIENTS=…` line to rebuild with, when the build pinned recipients that are not
 * the active keys (order aside); null when nothing is pinned or the pinned set is current.
 */
export function pinnedRebuild(
  pinned: readonly string[] | null,
  agencyKeys: readonly AgencyKey[],
): string | null {
  if (!pinned) return null;
  const active = agencyKeys.filter((key) => !key.retiredAt).map((key) => key.recipient);
  const same = active.length === pinned.length && active.every((r) => pinned.includes(r));
  return same || active.length === 0 ? null : `INTAKE_RECIPIENTS=${active.join(",")}`;
}
