import {
  invitationSchema,
  keysSchema,
  staffMemberSchema,
  type Role,
} from "@/shared/wire/inbox-api";
import { pendingInvitationsSchema } from "@/shared/wire/inbox-team";

type Schema<T> = { parse: (data: unknown) => T };
type Call = <T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  schema: Schema<T>,
  body?: unknown,
  activity?: boolean,
) => Promise<T>;

const nothing: Schema<void> = { parse: () => undefined };
const staffPath = (id: string) => `/staff/${encodeURIComponent(id)}`;

/** The team's calls (docs/INBOX-DESIGN.md, "The team"), spread into the inbox client. */
export function teamCalls(call: Call) {
  return {
    changeStaff: (id: string, change: { email?: string | null; role?: Role }) =>
      call("PATCH", staffPath(id), staffMemberSchema, change),
    reinvite: (id: string) => call("POST", `${staffPath(id)}/reinvite`, invitationSchema, {}),
    invitations: () => call("GET", "/staff/invitations", pendingInvitationsSchema),
    revokeInvitation: (id: string) =>
      call("DELETE", `/staff/invitations/${encodeURIComponent(id)}`, nothing),
    setOwnEmail: (email: string | null) => call("PATCH", "/staff/me", staffMemberSchema, { email }),
    /** One's keys and grants without counting as activity: the poll for a new grant. */
    pollKeys: () => call("GET", "/staff/me/keys", keysSchema, undefined, false),
  };
}
