import { useId, useState, type ChangeEvent } from "react";
import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { fieldControlClasses } from "@/components/ui/input";
import { inboxViewCopy } from "@/content/inbox";
import { keysCopy } from "@/content/inbox-keys";
import { agencySetUp } from "@/lib/inbox/agency-setup";
import { importIdentityFile } from "@/lib/inbox/keys";
import type { RecoveryKit } from "@/lib/inbox/recovery-kit";
import { FirstSetUp } from "./first-setup";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.keySetup;

/**
 * Shown while this page holds no agency key. Before the agency has a key of its own, an admin
 * is offered the first set-up (keys made here, then the recovery kit), with importing a key
 * made by `npm run intake -- keygen` as the second choice; later an admin imports an identity
 * file (every device lost, or the recovery kit); anyone else is told to ask an admin for access.
 */
export function KeySetup({
  admin,
  unlocked,
  onKit,
}: {
  admin: boolean;
  unlocked: boolean;
  onKit: (kit: RecoveryKit) => void;
}) {
  const { keys } = useWorkbench();
  const firstTime = !agencySetUp(keys.agencyKeys);
  return (
    <Card tone="quiet" padding="sm" className="mt-6 flex flex-col gap-4" data-key-setup>
      {!firstTime && <h2 className="text-xl font-bold text-brand-900">{copy.title}</h2>}
      {!unlocked && <p>{copy.noMemberKey}</p>}
      {!admin ? (
        <p>{copy.askAdmin}</p>
      ) : firstTime ? (
        <>
          {unlocked && <FirstSetUp onKit={onKit} />}
          <details>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">
              {keysCopy.setUp.importInstead}
            </summary>
            <ImportForm />
          </details>
        </>
      ) : (
        <ImportForm />
      )}
    </Card>
  );
}

/** An identity file imported (the agency key, or the recovery key with the box ticked). */
function ImportForm() {
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
      const today = new Date().toISOString().slice(0, 10);
      const result = await importIdentityFile(text, keys.agencyKeys, client, {
        recovery,
        label: recovery ? keysCopy.setUp.recoveryLabel(today) : copy.label,
      });
      setText("");
      await refreshKeys();
      keysChanged(result.registered && !recovery);
      announce(copy.imported);
    });

  return (
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
  );
}
