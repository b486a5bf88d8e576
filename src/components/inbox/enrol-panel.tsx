import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxCopy } from "@/content/inbox";
import type { EnrolmentOptions } from "@/shared/wire/inbox-api";
import { setEnrolledOnDevice } from "./device-key-warning";
import { Problem } from "./problem";
import { useTask } from "./use-task";
import type { InboxSession } from "./use-inbox-session";

const copy = inboxCopy.enrol;

/** Enrolment from an invitation link: the passkey, the member key, then the workspace. */
export function EnrolPanel({ session, token }: { session: InboxSession; token: string }) {
  const [invitation, setInvitation] = useState<EnrolmentOptions | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { busy, error, run } = useTask();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    session.client.enrolmentOptions(token).then(setInvitation, () => setInvalid(true));
  }, [session.client, token]);

  return (
    <Card padding="md" className="mx-auto my-10 flex max-w-xl flex-col gap-5">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
        {copy.title}
      </h1>
      {invalid && <Problem text={copy.invalid} />}
      {invitation && (
        <>
          <p>{copy.intro(invitation.invitation.name, invitation.invitation.role)}</p>
          <Problem text={error} />
          <button
            type="button"
            className={buttonVariants({ size: "lg" })}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const kind = await session.enrol(token, invitation.options);
                // The workspace (this panel is gone by now) warns of a key kept in this browser.
                setEnrolledOnDevice(kind === "device");
              })
            }
          >
            <Icon name="key-round" />
            {busy ? copy.busy : copy.button}
          </button>
        </>
      )}
    </Card>
  );
}
