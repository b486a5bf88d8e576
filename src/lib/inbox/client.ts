import {
  agencyKeySchema,
  auditPageSchema,
  authenticationOptionsSchema,
  enrolmentOptionsSchema,
  grantSchema,
  invitationSchema,
  keysSchema,
  noteSchema,
  requestChangesSchema,
  requestDetailSchema,
  requestListSchema,
  requestSummarySchema,
  retentionSchema,
  sessionInfoSchema,
  staffListSchema,
  staffMemberSchema,
  problemSchema,
  referralOutcomeAnswerSchema,
  type NewMemberKey,
  type ReferralOutcomeBody,
  type Outcome,
  type RequestStatus,
  type Role,
  type SessionInfo,
} from "@/shared/wire/inbox-api";
import { requestHistorySchema, sealedRequestsSchema } from "@/shared/wire/inbox-list";
import { stageCalls } from "./stage-client";
import { teamCalls } from "./team-client";

/**
 * The inbox page's calls to `/api/v1` (docs/INBOX-DESIGN.md): same-origin with the session cookie,
 * `x-csrf-token` on every state-changing call, every answer checked against its schema.
 * `onActivity` hears of each call the server counts as activity (all but the list's poll and
 * the session check), so the page's idle clock restarts with the server's.
 */
export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Schema<T> = { parse: (data: unknown) => T };
type Options = {
  base?: string;
  fetcher?: typeof fetch;
  onActivity?: () => void;
  /** A 401: the session ended (idle, its 12 hours, disabled, signed out elsewhere). */
  onSignedOut?: () => void;
  /**
   * The re-authentication ceremony (a user-verified passkey assertion), run when the service
   * answers 403 `reauth_required` to a call that adds a credential or a key; the call is then
   * made once more. Several such calls at once share one ceremony.
   */
  reauthenticate?: () => Promise<void>;
};

/** An answer with no body worth reading (204, or one the page does not use). */
const nothing: Schema<void> = { parse: () => undefined };

const FALLBACK_MESSAGE = "The inbox service did not answer as expected. Try again.";

export function createInboxClient(options: Options = {}) {
  const base = options.base ?? "/api/v1";
  const fetcher = options.fetcher ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let csrfToken = "";
  let reauthenticating: Promise<void> | null = null;

  /** One ceremony for every call that asked for it meanwhile. */
  function reauthenticateOnce(run: () => Promise<void>) {
    reauthenticating ??= run().finally(() => {
      reauthenticating = null;
    });
    return reauthenticating;
  }

  async function call<T>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    schema: Schema<T>,
    body?: unknown,
    activity = true,
    retried = false,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        credentials: "same-origin",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new InboxApiError(0, "offline", "The inbox service cannot be reached. Try again.");
    }
    const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = problemSchema.safeParse(data);
      const problem = parsed.success ? parsed.data : { error: "error", message: undefined };
      const code = problem.error;
      const reauthenticate = options.reauthenticate;
      if (response.status === 403 && code === "reauth_required" && reauthenticate && !retried) {
        // Refused before any change: safe to make again once the ceremony is done.
        await reauthenticateOnce(reauthenticate);
        return call(method, path, schema, body, activity, true);
      }
      if (response.status === 401 && code !== "sign_in_failed") options.onSignedOut?.();
      const message = problem.message ?? FALLBACK_MESSAGE;
      throw new InboxApiError(response.status, code, message);
    }
    if (activity) options.onActivity?.();
    return schema.parse(data);
  }

  const session = (info: SessionInfo) => {
    csrfToken = info.csrfToken;
    return info;
  };
  const q = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    const text = search.toString();
    return text ? `?${text}` : "";
  };
  const ref = (reference: string) => `/requests/${encodeURIComponent(reference)}`;

  return {
    enrolmentOptions: (token: string) =>
      call("POST", "/enrolment/options", enrolmentOptionsSchema, { token }, false),
    enrol: async (token: string, response: unknown, memberKey: NewMemberKey) =>
      session(await call("POST", "/enrolment", sessionInfoSchema, { token, response, memberKey })),
    signInOptions: () => call("POST", "/sessions/options", authenticationOptionsSchema, {}, false),
    signIn: async (response: unknown) =>
      session(await call("POST", "/sessions", sessionInfoSchema, { response })),
    current: async () =>
      session(await call("GET", "/sessions/current", sessionInfoSchema, undefined, false)),
    touch: async () =>
      session(await call("POST", "/sessions/current/touch", sessionInfoSchema, {})),
    signOut: () => call("DELETE", "/sessions/current", nothing, undefined, false),
    reauthOptions: () => call("POST", "/reauth/options", authenticationOptionsSchema, {}),
    reauth: (response: unknown) => call("POST", "/reauth/verify", nothing, { response }),
    passkeyOptions: () => call("POST", "/passkeys/options", authenticationOptionsSchema, {}),
    addPasskey: (response: unknown, memberKey: NewMemberKey) =>
      call("POST", "/passkeys", nothing, { response, memberKey }),
    keys: () => call("GET", "/keys", keysSchema),
    addAgencyKey: (recipient: string, label: string, recovery = false) =>
      call("POST", "/keys/agency", agencyKeySchema, { recipient, label, recovery }),
    retireAgencyKey: (id: string) =>
      call("POST", `/keys/agency/${encodeURIComponent(id)}/retire`, agencyKeySchema, {}),
    grant: (memberKeyId: string, agencyKeyId: string, ciphertext: string) =>
      call("POST", "/keys/grants", grantSchema, { memberKeyId, agencyKeyId, ciphertext }),
    staff: () => call("GET", "/staff", staffListSchema),
    invite: (name: string, role: Role, email: string | null = null) =>
      call("POST", "/staff/invitations", invitationSchema, { name, role, email }),
    ...teamCalls(call),
    ...stageCalls(call),
    disable: (id: string) =>
      call("POST", `/staff/${encodeURIComponent(id)}/disable`, staffMemberSchema, {}),
    setNotify: (notify: boolean) => call("PATCH", "/staff/me", staffMemberSchema, { notify }),
    requests: (filters: { status?: string; type?: string; assignee?: string; cursor?: string }) =>
      call("GET", `/requests${q(filters)}`, requestListSchema),
    changes: (since: string) =>
      call("GET", `/requests/changes${q({ since })}`, requestChangesSchema, undefined, false),
    request: (reference: string) => call("GET", ref(reference), requestDetailSchema),
    /** The list's ciphertexts (decrypted in the page); with the poll, so not activity. */
    sealed: (references: readonly string[]) =>
      call(
        "GET",
        `/requests/sealed${q({ references: references.join(",") })}`,
        sealedRequestsSchema,
        undefined,
        false,
      ),
    history: (reference: string) => call("GET", `${ref(reference)}/history`, requestHistorySchema),
    assign: (reference: string, staffId: string | null) =>
      call("POST", `${ref(reference)}/assign`, requestSummarySchema, { staffId }),
    setStatus: (reference: string, status: RequestStatus, outcome?: Outcome) =>
      call("POST", `${ref(reference)}/status`, requestSummarySchema, { status, outcome }),
    referralOutcome: (reference: string, body: ReferralOutcomeBody) =>
      call("POST", `${ref(reference)}/referral-outcome`, referralOutcomeAnswerSchema, body),
    addNote: (reference: string, ciphertext: string) =>
      call("POST", `${ref(reference)}/notes`, noteSchema, { ciphertext }),
    exported: (reference: string) => call("POST", `${ref(reference)}/export`, nothing, {}),
    /** A request's file as the visitor's browser sealed it (binary age); audited as a download. */
    attachment: async (reference: string, uploadId: string): Promise<Uint8Array> => {
      const path = `${base}${ref(reference)}/attachments/${encodeURIComponent(uploadId)}`;
      let response: Response;
      try {
        response = await fetcher(path, { credentials: "same-origin" });
      } catch {
        throw new InboxApiError(0, "offline", "The inbox service cannot be reached. Try again.");
      }
      if (!response.ok) {
        if (response.status === 401) options.onSignedOut?.();
        const problem = problemSchema.safeParse(await response.json().catch(() => null));
        const message = problem.success ? problem.data.message : undefined;
        throw new InboxApiError(response.status, "error", message ?? FALLBACK_MESSAGE);
      }
      options.onActivity?.();
      return new Uint8Array(await response.arrayBuffer());
    },
    retention: () => call("GET", "/retention", retentionSchema),
    audit: (cursor?: string) => call("GET", `/audit${q({ cursor })}`, auditPageSchema),
  };
}

export type InboxClient = ReturnType<typeof createInboxClient>;
