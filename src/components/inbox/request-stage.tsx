import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxStageCopy as copy } from "@/content/inbox-stage";
import { exactTime } from "@/lib/inbox/format";
import { noteWords, visitorStage } from "@/lib/inbox/stage-words";
import type { RequestDetail } from "@/shared/wire/inbox-api";
import type { RequestStage as Stage, StageAnswer } from "@/shared/wire/inbox-stage";
import { PUBLIC_NOTES, type PublicNote } from "@/shared/wire/status";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { StageMilestones, type MilestoneActions } from "./stage-milestones";
import { StageWithdraw } from "./stage-withdraw";
import { useTask } from "./use-task";

const NOTE_OPTIONS = PUBLIC_NOTES.map((value) => ({ value, label: noteWords(value) }));
const EMPTY: Stage = { link: null, milestones: [], note: null };
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The public note: a select of the status page's own words, and "None". */
function NoteForm({
  stage,
  disabled,
  busy,
  onSave,
}: {
  stage: Stage;
  disabled: boolean;
  busy: boolean;
  onSave: (code: PublicNote | null) => void;
}) {
  const id = useId();
  const [code, setCode] = useState<PublicNote | "">(stage.note?.code ?? "");
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(code || null);
      }}
    >
      <h3 className="font-bold">{copy.note.title}</h3>
      <p id={`${id}-hint`} className="max-w-prose text-muted">
        {copy.note.hint}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:max-w-md">
          <label htmlFor={`${id}-note`} className="font-semibold">
            {copy.note.label}
          </label>
          <NativeSelect
            id={`${id}-note`}
            value={code}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            placeholder={copy.note.none}
            options={NOTE_OPTIONS}
            onChange={(event) =>
              setCode(PUBLIC_NOTES.find((value) => value === event.target.value) ?? "")
            }
          />
        </div>
        <button
          type="submit"
          disabled={busy || disabled}
          className={buttonVariants({ variant: "secondary" })}
        >
          {copy.note.save}
        </button>
      </div>
      {stage.note ? (
        <p className="text-muted">{copy.note.current(exactTime(stage.note.at))}</p>
      ) : null}
    </form>
  );
}

/**
 * "What the visitor's status link shows" (issue 31): the stage the status gives them, the
 * milestones, the public note and withdrawing the link. The referrer's address is read here
 * from the decrypted referral (`payload`) and sent with a first visit's milestone, as with
 * the outcome. `onChanged` re-reads the history after each change.
 */
export function RequestStage({
  detail,
  payload,
  onChanged,
}: {
  detail: RequestDetail;
  payload: Record<string, unknown> | undefined;
  onChanged: () => unknown;
}) {
  const { client, announce } = useWorkbench();
  const { busy, error, run, setError } = useTask();
  const id = useId();
  const [stage, setStage] = useState<Stage>(detail.stage ?? EMPTY);
  const email = detail.formType === "referral" ? text(payload?.referrerEmail) : "";
  const link = stage.link;
  const reference = detail.reference;

  const apply = (step: () => Promise<StageAnswer>, said: (answer: StageAnswer) => string) =>
    run(async () => {
      const answer = await step();
      setStage(answer.stage);
      announce(said(answer));
      void onChanged();
    });
  const milestoneSaid = (answer: StageAnswer) =>
    answer.email === "sent"
      ? copy.milestones.savedSent
      : answer.email === "not_configured"
        ? copy.milestones.notConfigured
        : copy.milestones.saved;
  const actions: MilestoneActions = {
    set: (kind, body) =>
      void apply(() => client.setMilestone(reference, kind, body), milestoneSaid),
    remove: (kind) =>
      void apply(
        () => client.removeMilestone(reference, kind),
        () => copy.milestones.removed,
      ),
    invalid: setError,
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-5 print:hidden"
      data-request-stage
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {copy.title}
      </h2>
      <p className="max-w-prose">{copy.intro}</p>
      {!link ? <p data-no-link>{copy.noLink}</p> : null}
      {link?.revokedAt ? <p data-withdrawn>{copy.withdrawnOn(exactTime(link.revokedAt))}</p> : null}
      {/* A withdrawn link shows only that it was withdrawn; no link shows nothing. */}
      {link && !link.revokedAt ? (
        <p data-visitor-stage>
          <span className="font-semibold">{copy.visitorSees}</span>{" "}
          {copy.quoted(visitorStage(detail))}
        </p>
      ) : null}
      <StageMilestones detail={detail} stage={stage} email={email} busy={busy} actions={actions} />
      <NoteForm
        stage={stage}
        disabled={!link || Boolean(link.revokedAt)}
        busy={busy}
        onSave={(code) =>
          void apply(
            () => client.setPublicNote(reference, code),
            () => (code ? copy.note.saved : copy.note.cleared),
          )
        }
      />
      {link?.revokedAt ? null : (
        <StageWithdraw
          reason={!link ? copy.withdraw.noLink : ""}
          busy={busy}
          onWithdraw={() =>
            apply(
              () => client.revokeStatusLink(reference),
              () => copy.withdraw.done,
            )
          }
        />
      )}
      <Problem text={error} />
    </section>
  );
}
