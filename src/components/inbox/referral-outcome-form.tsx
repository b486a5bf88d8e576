import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxReferralCopy as copy } from "@/content/inbox-referral";
import {
  DECLINE_REASONS,
  type DeclineReason,
  type ReferralOutcome,
  type ReferralOutcomeBody,
} from "@/shared/wire/inbox-api";

const REASON_OPTIONS = DECLINE_REASONS.map((value) => ({ value, label: copy.reasons[value] }));

/**
 * Accept, or decline with a reason ("other" with its words, which go to the referrer and are
 * not stored); the referrer's address (`email`, from the decrypted referral) goes with it.
 */
export function ReferralOutcomeForm({
  email,
  busy,
  onSend,
  onInvalid,
}: {
  email: string;
  busy: boolean;
  onSend: (body: ReferralOutcomeBody) => void;
  /** A choice is missing: the reason in words. */
  onInvalid: (message: string) => void;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<ReferralOutcome | "">("");
  const [reason, setReason] = useState<DeclineReason | "">("");
  const [reasonText, setReasonText] = useState("");

  function submit() {
    if (!outcome) return onInvalid(copy.outcome.outcomeMissing);
    if (outcome === "declined" && !reason) return onInvalid(copy.outcome.reasonMissing);
    if (reason === "other" && !reasonText.trim()) return onInvalid(copy.outcome.reasonTextMissing);
    onSend({
      outcome,
      ...(outcome === "declined" && reason ? { reason } : {}),
      ...(outcome === "declined" && reason === "other" ? { reasonText: reasonText.trim() } : {}),
      ...(email ? { email } : {}),
    });
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{copy.outcome.legend}</legend>
        {(["accepted", "declined"] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="size-6 accent-brand-700"
            />
            {copy.outcome[value]}
          </label>
        ))}
      </fieldset>
      {outcome === "declined" ? (
        <div className="flex flex-col gap-1 sm:max-w-md">
          <label htmlFor={`${id}-reason`} className="font-semibold">
            {copy.outcome.reason}
          </label>
          <NativeSelect
            id={`${id}-reason`}
            value={reason}
            placeholder={copy.outcome.chooseReason}
            options={REASON_OPTIONS}
            onChange={(event) =>
              setReason(DECLINE_REASONS.find((value) => value === event.target.value) ?? "")
            }
          />
        </div>
      ) : null}
      {outcome === "declined" && reason === "other" ? (
        <div className="flex flex-col gap-1 sm:max-w-xl">
          <label htmlFor={`${id}-reason-text`} className="font-semibold">
            {copy.outcome.reasonText}
          </label>
          <p id={`${id}-reason-hint`} className="text-muted">
            {copy.outcome.reasonTextHint}
          </p>
          <textarea
            id={`${id}-reason-text`}
            aria-describedby={`${id}-reason-hint`}
            value={reasonText}
            maxLength={500}
            rows={2}
            onChange={(event) => setReasonText(event.target.value)}
            className="rounded-md border-2 border-muted bg-canvas px-4 py-2.5"
          />
        </div>
      ) : null}
      <p>{email ? copy.outcome.emailTo(email) : copy.outcome.noEmail}</p>
      <button type="submit" disabled={busy} className={buttonVariants({ className: "self-start" })}>
        {email ? copy.outcome.saveAndSend : copy.outcome.save}
      </button>
    </form>
  );
}
