import { Icon } from "@/components/ui/icon";
import { useEffect, useRef } from "react";
import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxCopy } from "@/content/inbox";
import { Problem } from "./problem";
import { useTask } from "./use-task";
import type { InboxSession } from "./use-inbox-session";

const copy = inboxCopy.signIn;

export function SignInPanel({ session, message }: { session: InboxSession; message: string }) {
  const { busy, error, run } = useTask();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card padding="md" className="mx-auto my-10 flex max-w-xl flex-col gap-5">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
        {copy.title}
      </h1>
      {message && (
        <p role="status" className="rounded-md bg-brand-50 p-4 text-ink">
          {message}
        </p>
      )}
      <p>{copy.intro}</p>
      <Problem text={error} />
      <button
        type="button"
        className={buttonVariants({ size: "lg" })}
        disabled={busy}
        onClick={() => void run(session.signIn)}
      >
        <Icon name="key-round" />
        {busy ? copy.busy : copy.button}
      </button>
    </Card>
  );
}
