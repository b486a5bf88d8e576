import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxCopy, inboxViewCopy } from "@/content/inbox";
import { EnrolPanel } from "./enrol-panel";
import { SignInPanel } from "./sign-in-panel";
import { useInboxSession } from "./use-inbox-session";
import { Workspace } from "./workspace";

/*
 * The idle dialog (Radix) shows a minute before an idle sign-out: loaded after sign-in rather
 * than with the page, which keeps the first visit within its budget.
 */
const loadIdleWarning = () => import("./idle-warning");
const IdleWarning = lazy(() => loadIdleWarning().then((m) => ({ default: m.IdleWarning })));

/**
 * The staff inbox (docs/INBOX-DESIGN.md): sign-in or enrolment, then the workspace. The staff member's
 * name and "Sign out" go into the header the page renders (`#inbox-user`).
 */
export function InboxApp() {
  const session = useInboxSession();
  const { phase } = session;
  useEffect(() => {
    if (phase.kind === "in") void loadIdleWarning().catch(() => undefined);
  }, [phase.kind]);
  const [userSlot] = useState(() =>
    typeof document === "undefined" ? null : document.getElementById("inbox-user"),
  );

  return (
    <div data-inbox data-phase={phase.kind}>
      {phase.kind === "starting" && (
        <p role="status" className="py-10 text-muted">
          {inboxViewCopy.loading}
        </p>
      )}
      {phase.kind === "enrol" && <EnrolPanel session={session} token={phase.token} />}
      {phase.kind === "signed-out" && <SignInPanel session={session} message={phase.message} />}
      {phase.kind === "in" && (
        <>
          <Workspace session={session} phase={phase} />
          {session.warning && (
            <Suspense fallback={null}>
              <IdleWarning
                minutes={Math.round(phase.session.idleTimeoutMs / 60_000)}
                onStay={session.stay}
              />
            </Suspense>
          )}
          {userSlot &&
            createPortal(
              <div className="flex items-center gap-3">
                <span className="hidden text-sm font-semibold text-ink sm:inline">
                  {phase.session.staff.name}
                </span>
                <button
                  type="button"
                  onClick={() => void session.signOut()}
                  className={buttonVariants({ variant: "secondary", size: "sm" })}
                >
                  {inboxCopy.signOut}
                  <span className="sr-only">
                    {inboxViewCopy
                      .signOutOf(phase.session.staff.name)
                      .slice(inboxCopy.signOut.length)}
                  </span>
                </button>
              </div>,
              userSlot,
            )}
        </>
      )}
    </div>
  );
}
