import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxReferralCopy as copy } from "@/content/inbox-referral";
import {
  DECLINE_REASONS,
  type DeclineReason,
  type ReferralOutcome,
  type ReferralOutcomeBody,
  type RequestDetail,
  type RequestSummary,
} from "@/lib/inbox/api";
import { exactTime } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const REASON_OPTIONS = DECLINE_REASONS.map((value) => ({ value, label: copy.reasons[value] }));
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** An NPI to copy (never put in a URL: the CMS page is searched by pasting it). */
function Npi({ who, npi }: { who: string; npi: string }) {
  const { announce } = useWorkbench();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="font-semibold">{copy.pecos.npi(who)}</span>
      <span className="font-mono text-lg tracking-wider select-all" data-npi>
        {npi}
      </span>
      <button
        type="button"
        className={buttonVariants({ variant: "ghost", size: "sm" })}
        onClick={() =>
          void navigator.clipboard?.writeText(npi).then(() => announce(copy.pecos.copied))
        }
      >
        {copy.pecos.copy}
      </button>
    </div>
  );
}

/**
 * A referral's panel in the inbox: the PECOS check (the CMS Order and Referring page, and the
 * NPIs to copy), and the outcome: accept, or decline with a reason. The referrer's e-mail is
 * read here from the decrypted referral and sent with the outcome; the service e-mails it and
 * keeps only when ("E-mail sent to the referrer on …").
 */
export function ReferralPanel({
  detail,
  payload,
  onChanged,
}: {
  detail: RequestDetail;
  payload: Record<string, unknown>;
  onChanged: (summary: RequestSummary) => void;
}) {
  const { client, announce } = useWorkbench();
  const { busy, error, run, setError } = useTask();
  const id = useId();
  const [outcome, setOutcome] = useState<ReferralOutcome | "">("");
  const [reason, setReason] = useState<DeclineReason | "">("");
  const [reasonText, setReasonText] = useState("");
  const [lastBody, setLastBody] = useState<ReferralOutcomeBody | null>(null);
  const email = text(payload.referrerEmail);
  const npis = [
    { who: copy.pecos.referring, npi: text(payload.practitionerNpi) },
    { who: copy.pecos.signing, npi: text(payload.signerNpi) },
  ].filter((entry) => entry.npi !== "");
  const decided = detail.referral;

  const send = (body: ReferralOutcomeBody) =>
    run(async () => {
      setLastBody(body);
      const answer = await client.referralOutcome(detail.reference, body);
      onChanged(answer.summary);
      announce(
        answer.email === "sent"
          ? copy.outcome.doneSent
          : answer.email === "not_configured"
            ? copy.outcome.notConfigured
            : copy.outcome.done,
      );
    });

  function submit() {
    if (!outcome) return setError(copy.outcome.outcomeMissing);
    if (outcome === "declined" && !reason) return setError(copy.outcome.reasonMissing);
    if (reason === "other" && !reasonText.trim()) return setError(copy.outcome.reasonTextMissing);
    void send({
      outcome,
      ...(outcome === "declined" && reason ? { reason } : {}),
      ...(outcome === "declined" && reason === "other" ? { reasonText: reasonText.trim() } : {}),
      ...(email ? { email } : {}),
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-5 print:hidden"
      data-referral-panel
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {copy.title}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{copy.pecos.title}</h3>
        <p className="max-w-prose">{copy.pecos.text}</p>
        {npis.length > 0 ? (
          npis.map((entry) => <Npi key={entry.who} {...entry} />)
        ) : (
          <p>{copy.pecos.none}</p>
        )}
        <a
          href={copy.pecos.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
        >
          {copy.pecos.link}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
      {decided ? (
        <div className="flex flex-col gap-2" data-referral-outcome={decided.outcome}>
          <p className="font-semibold">
            {copy.decided(
              decided.reason
                ? `${copy.outcomes[decided.outcome]}: ${copy.reasons[decided.reason]}`
                : copy.outcomes[decided.outcome],
              exactTime(decided.decidedAt),
            )}
          </p>
          <p data-outcome-email>
            {decided.emailSentAt
              ? copy.emailSent(exactTime(decided.emailSentAt))
              : email
                ? copy.emailNotSent
                : copy.outcome.noEmail}
          </p>
          {!decided.emailSentAt && email && lastBody ? (
            <button
              type="button"
              disabled={busy}
              className={buttonVariants({ variant: "secondary", className: "self-start" })}
              onClick={() => void send(lastBody)}
            >
              {copy.outcome.retry}
            </button>
          ) : null}
        </div>
      ) : (
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
          <button
            type="submit"
            disabled={busy}
            className={buttonVariants({ className: "self-start" })}
          >
            {email ? copy.outcome.saveAndSend : copy.outcome.save}
          </button>
        </form>
      )}
      <Problem text={error} />
    </section>
  );
}
