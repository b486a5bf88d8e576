import { useEffect, useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { fieldControlClasses } from "@/components/ui/input";
import { recoveryKitCopy as copy } from "@/content/inbox-keys";
import { fingerprints } from "@/lib/inbox/fingerprint";
import { saveBlob } from "@/lib/inbox/save-blob";
import {
  KIT_CHECK_LENGTH,
  kitConfirmed,
  kitFileName,
  recoveryKitText,
  type RecoveryKit,
} from "@/lib/inbox/recovery-kit";
import { ViewHeading } from "./view-heading";

/** The kit file saved from the page itself (a Blob): the identity is never sent anywhere. */
async function download(kit: RecoveryKit) {
  const text = await recoveryKitText(kit);
  saveBlob(new Blob([text], { type: "text/plain" }), kitFileName(kit.created));
}

/**
 * The recovery kit, shown once: printable (`data-print-summary` prints it alone, globals.css)
 * and downloadable, then confirmed by typing the identity's last characters. Until confirmed
 * the workspace shows nothing else, so the kit is not skipped by accident.
 */
export function RecoveryKitPanel({
  kit,
  onConfirmed,
}: {
  kit: RecoveryKit;
  onConfirmed: () => void;
}) {
  const [prints, setPrints] = useState<Map<string, string>>(new Map());
  const [typed, setTyped] = useState("");
  const [wrong, setWrong] = useState(false);
  const [saved, setSaved] = useState("");
  const id = useId();
  useEffect(() => {
    void fingerprints([kit.recoveryRecipient, ...kit.agencyRecipients]).then(setPrints);
  }, [kit]);
  const date = kit.created.toISOString().slice(0, 10);
  const recipients = [
    { kind: copy.kindRecovery, recipient: kit.recoveryRecipient },
    ...kit.agencyRecipients.map((recipient) => ({ kind: copy.kindAgency, recipient })),
  ];

  return (
    <Card tone="raised" padding="sm" className="mt-6 flex flex-col gap-4" data-recovery-kit>
      <div data-print-summary className="flex flex-col gap-3">
        {/* In place of the views: the page's h1, focused, so a screen reader lands on it. */}
        <ViewHeading>{copy.title}</ViewHeading>
        <p>{copy.created(date)}</p>
        <p>{copy.fileWhat}</p>
        <h2 className="font-semibold">{copy.identity}</h2>
        <code data-kit-identity className="rounded bg-surface p-3 text-lg break-all">
          {kit.identity}
        </code>
        <h2 className="font-semibold">{copy.recipients}</h2>
        <ul className="flex flex-col gap-2">
          {recipients.map(({ kind, recipient }) => (
            <li key={recipient} className="break-all">
              <span className="font-semibold">{kind}: </span>
              <code className="text-sm">{recipient}</code>
              <br />
              <span data-fingerprint>{copy.fingerprintOf(prints.get(recipient) ?? "…")}</span>
            </li>
          ))}
        </ul>
        <h2 className="font-semibold">{copy.stepsTitle}</h2>
        <ol className="list-decimal pl-6">
          {copy.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" className={buttonVariants()} onClick={() => window.print()}>
          {copy.print}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => void download(kit).then(() => setSaved(copy.downloaded))}
        >
          {copy.download}
        </button>
        <p role="status" className="self-center">
          {saved}
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-2 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          if (kitConfirmed(kit, typed)) onConfirmed();
          else setWrong(true);
        }}
      >
        <p>{copy.confirmIntro}</p>
        <label htmlFor={`${id}-check`} className="font-semibold">
          {copy.confirmLabel}
        </label>
        <input
          id={`${id}-check`}
          value={typed}
          maxLength={KIT_CHECK_LENGTH + 4}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-wrong` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setWrong(false);
          }}
          className={`${fieldControlClasses} max-w-xs font-mono uppercase`}
        />
        {wrong && (
          <p id={`${id}-wrong`} className="font-semibold text-danger">
            {copy.confirmWrong}
          </p>
        )}
        <button type="submit" className={`${buttonVariants()} self-start`}>
          {copy.confirm}
        </button>
      </form>
    </Card>
  );
}
