import { useId, useState, type ChangeEvent } from "react";
import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { fieldControlClasses } from "@/components/ui/input";
import { inboxViewCopy } from "@/content/inbox";
import { importIdentityFile } from "@/lib/inbox/keys";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.keySetup;

/**
 * Shown while this page holds no agency key. An admin imports an identity file (the first
 * set-up, or every device lost); anyone else is told to ask an admin for access.
 */
export function KeySetup({ admin, unlocked }: { admin: boolean; unlocked: boolean }) {
  const { client, keys, refreshKeys, announce, keysChanged } = useWorkbench();
  const [text, setText] = useState("");
  const [recovery, setRecovery] = useState(false);
  const { busy, error, run, setError } = useTask();
  const id = useId();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = () =>
    run(async () => {
      if (!text.trim()) return setError(copy.empty);
      const result = await importIdentityFile(text, keys.agencyKeys, client, {
        recovery,
        label: copy.label,
      });
      setText("");
      await refreshKeys();
      keysChanged(result.registered);
      announce(copy.imported);
    });

  return (
    <Card tone="quiet" padding="sm" className="mt-6 flex flex-col gap-4" data-key-setup>
      <h2 className="text-xl font-bold text-brand-900">{copy.title}</h2>
      {!unlocked && <p>{copy.noMemberKey}</p>}
      {!admin ? (
        <p>{copy.askAdmin}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>{copy.intro}</p>
          <label htmlFor={`${id}-file`} className="font-semibold">
            {copy.file}
          </label>
          <input id={`${id}-file`} type="file" accept=".key,.txt,text/plain" onChange={readFile} />
          <label htmlFor={`${id}-paste`} className="font-semibold">
            {copy.paste}
          </label>
          <textarea
            id={`${id}-paste`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            className={`${fieldControlClasses} font-mono text-sm`}
          />
          <label htmlFor={`${id}-recovery`} className="flex items-center gap-3">
            <input
              id={`${id}-recovery`}
              type="checkbox"
              className="size-5"
              checked={recovery}
              onChange={(event) => setRecovery(event.target.checked)}
            />
            {copy.recovery}
          </label>
          <Problem text={error} />
          <button type="submit" className={buttonVariants()} disabled={busy}>
            {copy.submit}
          </button>
        </form>
      )}
    </Card>
  );
}

/** After the first set-up: print the recovery identity and lock it away. */
export function RecoveryReminder() {
  return (
    <Card tone="tint" padding="sm" className="mt-6" role="note">
      <p className="font-semibold">{copy.setUp}</p>
    </Card>
  );
}
