import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { inboxStageCopy } from "@/content/inbox-stage";
import { exactTime } from "@/lib/inbox/format";
import { longUsDate } from "@/shared/calendar-date";
import type { RequestDetail } from "@/shared/wire/inbox-api";
import {
  DATED_MILESTONES,
  milestonesOf,
  type MilestoneBody,
  type RequestStage,
} from "@/shared/wire/inbox-stage";
import type { Milestone } from "@/shared/wire/status";

const copy = inboxStageCopy.milestones;

/** What the panel does with a milestone; both answer once the service has. */
export type MilestoneActions = {
  set: (kind: Milestone, body: MilestoneBody) => void;
  remove: (kind: Milestone) => void;
  invalid: (message: string) => void;
};

function MilestoneRow({
  kind,
  stage,
  blocked,
  busy,
  email,
  actions,
}: {
  kind: Milestone;
  stage: RequestStage;
  /** Why it cannot be recorded yet, or "". */
  blocked: string;
  busy: boolean;
  email: string;
  actions: MilestoneActions;
}) {
  const id = useId();
  const recorded = stage.milestones.find((entry) => entry.kind === kind);
  const [day, setDay] = useState(recorded?.date ?? "");
  const label = copy.labels[kind];
  const dated = DATED_MILESTONES.includes(kind);
  const mail = email && kind !== "interview" ? { email } : {};
  const reason =
    kind === "first_visit_completed" && !recorded && !blocked ? notScheduled(stage) : "";
  const why = blocked || reason;

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4" data-milestone={kind}>
      {recorded ? (
        <p className="font-semibold" data-recorded>
          {copy.recorded(
            label,
            recorded.date ? longUsDate(recorded.date) : null,
            exactTime(recorded.at),
          )}
        </p>
      ) : (
        <p className="font-semibold">{label}</p>
      )}
      {why ? (
        <p id={`${id}-why`} className="text-muted">
          {why}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {dated ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!day) return actions.invalid(copy.dateMissing);
              actions.set(kind, { date: day, ...mail });
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-day`} className="font-semibold">
                {copy.dayOf(label)}
              </label>
              <Input
                id={`${id}-day`}
                type="date"
                value={day}
                disabled={Boolean(why)}
                aria-describedby={why ? `${id}-why` : undefined}
                onChange={(event) => setDay(event.target.value)}
                className="sm:max-w-xs"
              />
            </div>
            <button
              type="submit"
              disabled={busy || Boolean(why)}
              className={buttonVariants({ variant: "secondary" })}
            >
              {recorded ? copy.change : copy.record}
            </button>
          </form>
        ) : !recorded ? (
          <button
            type="button"
            disabled={busy || Boolean(why)}
            aria-describedby={why ? `${id}-why` : undefined}
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => actions.set(kind, { date: null, ...mail })}
          >
            {copy.markCompleted}
          </button>
        ) : null}
        {recorded ? (
          <button
            type="button"
            disabled={busy}
            aria-label={copy.removeLabel(label)}
            className={buttonVariants({ variant: "ghost" })}
            onClick={() => actions.remove(kind)}
          >
            {copy.remove}
          </button>
        ) : null}
      </div>
    </li>
  );
}

const notScheduled = (stage: RequestStage) =>
  stage.milestones.some((entry) => entry.kind === "first_visit_scheduled")
    ? ""
    : copy.needsScheduled;

/**
 * The milestones this kind of request takes (a first visit, an interview), each recorded with
 * its day, re-dated or removed; a referral's only once accepted, and then e-mailed to the
 * referrer when the referral gives an address.
 */
export function StageMilestones({
  detail,
  stage,
  email,
  busy,
  actions,
}: {
  detail: RequestDetail;
  stage: RequestStage;
  email: string;
  busy: boolean;
  actions: MilestoneActions;
}) {
  const kinds = milestonesOf(detail.formType);
  if (kinds.length === 0) return null;
  const referral = detail.formType === "referral";
  const blocked = referral && detail.referral?.outcome !== "accepted" ? copy.needsAcceptance : "";
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold">{copy.title}</h3>
      {referral ? <p>{email ? copy.emailTo(email) : copy.noEmail}</p> : null}
      <ul className="flex flex-col gap-3">
        {kinds.map((kind) => (
          <MilestoneRow
            key={`${kind}-${stage.milestones.find((entry) => entry.kind === kind)?.date ?? ""}`}
            kind={kind}
            stage={stage}
            blocked={blocked}
            busy={busy}
            email={referral ? email : ""}
            actions={actions}
          />
        ))}
      </ul>
    </div>
  );
}
