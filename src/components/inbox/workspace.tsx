import { clsx } from "clsx";
import { lazy, Suspense, useCallback, useMemo, useReducer, useState } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { inboxCopy } from "@/content/inbox";
import { inboxSafetyCopy } from "@/content/inbox-safety";
import { heldKeys } from "@/lib/inbox/keys";
import { WorkbenchContext, type Workbench } from "./inbox-context";
import { AdminOnly } from "./admin-only";
import { RecoveryReminder } from "./recovery-reminder";
import { KeysGate } from "./keys-gate";
import { Problem } from "./problem";
import { RequestList } from "./request-list";
import { EnrolmentDeviceWarning } from "./device-key-warning";
import { useGrantPoll } from "./use-grant-poll";
import { routeHref, useHashRoute, type Route } from "./use-hash-route";
import type { InboxSession, Phase } from "./use-inbox-session";

/*
 * The views a day starts without (the team, the audit, retention, one's settings) load when
 * first opened, so the inbox's first visit carries only the requests.
 */
// A request (its fields, files, notes, referral panel) loads when the first one is opened.
const RequestView = lazy(() => import("./request-view").then((m) => ({ default: m.RequestView })));
const StaffView = lazy(() => import("./staff-view").then((m) => ({ default: m.StaffView })));
const AuditView = lazy(() => import("./audit-view").then((m) => ({ default: m.AuditView })));
const RetentionView = lazy(() =>
  import("./retention-view").then((m) => ({ default: m.RetentionView })),
);
const SettingsView = lazy(() =>
  import("./settings-view").then((m) => ({ default: m.SettingsView })),
);

type Props = { session: InboxSession; phase: Extract<Phase, { kind: "in" }> };

const copy = inboxCopy.nav;

/** The signed-in inbox: its menu, the view the address names, the key set-up when needed. */
export function Workspace({ session, phase }: Props) {
  const route = useHashRoute();
  const [message, setMessage] = useState("");
  const [keysVersion, rerender] = useReducer((n: number) => n + 1, 0);
  const [setUp, setSetUp] = useState(false);
  const keysChanged = useCallback((firstSetUp = false) => {
    if (firstSetUp) setSetUp(true);
    rerender();
  }, []);
  const admin = phase.session.staff.role === "admin";

  const announce = useCallback((text: string) => {
    // A changed text is announced; clearing first lets the same words be said twice.
    setMessage("");
    window.setTimeout(() => setMessage(text), 50);
  }, []);
  const bench: Workbench = useMemo(
    () => ({
      client: session.client,
      session: phase.session,
      keys: phase.keys,
      refreshKeys: session.refreshKeys,
      announce,
      keysChanged,
    }),
    [session.client, session.refreshKeys, phase.session, phase.keys, announce, keysChanged],
  );
  useGrantPoll(bench);

  const items: { route: Route; label: string }[] = [
    { route: { view: "requests" }, label: copy.requests },
    ...(admin
      ? ([
          { route: { view: "staff" }, label: copy.staff },
          { route: { view: "audit" }, label: copy.audit },
        ] as const)
      : []),
    { route: { view: "retention" }, label: copy.retention },
    { route: { view: "settings" }, label: copy.settings },
  ];
  const current = route.view === "request" ? "requests" : route.view;
  const locked = heldKeys().length === 0;

  return (
    <WorkbenchContext value={bench}>
      <nav aria-label={copy.label} className="border-b border-line print:hidden">
        <ul className="flex flex-wrap gap-x-1">
          {items.map((item) => (
            <li key={item.route.view}>
              <a
                href={routeHref(item.route)}
                aria-current={current === item.route.view ? "page" : undefined}
                className={clsx(
                  "inline-flex min-h-11 items-center border-b-4 px-3 font-semibold no-underline",
                  current === item.route.view
                    ? "border-brand-700 text-brand-900"
                    : "border-transparent text-muted hover:text-brand-800",
                )}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status" aria-live="polite" className="sr-only" data-announcer>
        {message}
      </div>
      {/* Settings shows the same warning in its own place: never twice on one screen. */}
      {current !== "settings" && <EnrolmentDeviceWarning />}
      <KeysGate admin={admin} locked={locked} unlocked={phase.unlocked}>
        {setUp && <RecoveryReminder />}
        <div className="py-6">
          {/* The last net: a view that throws leaves the menu, and the other views, working. */}
          <ErrorBoundary
            key={routeHref(route)}
            fallback={<Problem text={inboxSafetyCopy.viewUndisplayable} />}
          >
            <Suspense fallback={<p className="text-muted">{copy.loading}</p>}>
              <WorkspaceView route={route} admin={admin} keysVersion={keysVersion} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </KeysGate>
    </WorkbenchContext>
  );
}

function WorkspaceView({
  route,
  admin,
  keysVersion,
}: {
  route: Route;
  admin: boolean;
  keysVersion: number;
}) {
  return (
    <>
      {route.view === "requests" && <RequestList />}
      {route.view === "request" && (
        <RequestView reference={route.reference} keysVersion={keysVersion} />
      )}
      {route.view === "staff" && (admin ? <StaffView /> : <AdminOnly />)}
      {route.view === "audit" && (admin ? <AuditView /> : <AdminOnly />)}
      {route.view === "retention" && <RetentionView />}
      {route.view === "settings" && <SettingsView />}
    </>
  );
}
