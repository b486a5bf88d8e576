import { Icon } from "@/components/ui/icon";
import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxReferralCopy as copy } from "@/content/inbox-referral";
import {
  type ReferralOutcomeBody,
  type RequestDetail,
  type RequestSummary,
} from "@/shared/wire/inbox-api";
import { exactTime } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { ReferralOutcomeForm } from "./referral-outcome-form";
import { useTask } from "./use-task";

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
          <Icon name="external-link" className="size-4" />
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
        <ReferralOutcomeForm email={email} busy={busy} onSend={send} onInvalid={setError} />
      )}
      <Problem text={error} />
    </section>
  );
}
