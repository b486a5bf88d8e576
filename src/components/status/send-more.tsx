import { useEffect, useRef, useState, type FormEvent } from "react";
import { statusSendCopy as copy } from "@/content/status-send";
import { IntakeFailure } from "@/components/intake/intake-failure";
import { buttonVariants } from "@/components/ui/button-variants";
import { ErrorSummary, type ErrorSummaryItem } from "@/components/ui/error-summary";
import { FileInput } from "@/components/ui/file-input";
import { FormControl, FormField, fieldIds } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { acceptOf } from "@/lib/forms/file-kind";
import type { FormType } from "@/shared/wire/form-types";
import { SendMoreRefused, SendMoreSent } from "./send-more-panels";
import { useAdditionFiles } from "./use-addition-files";
import { useSendMore, type SendMoreIntake } from "./use-send-more";

/** The longest message an addition carries (the visitor is told before sending). */
const MESSAGE_MAX = 2000;
const ID = "send-more";
const MESSAGE = "message";
const FILES = "files";

const refusals: Readonly<Record<string, string>> = copy.refusals;
/** A refusal no retry changes (the link or the request): its words, or undefined. */
const refusalOf = (error: string | undefined) =>
  error && Object.hasOwn(refusals, error) ? refusals[error] : undefined;

/**
 * "Send more" on the status page (issue 31), which mounts it while the link is open and the
 * request not closed: a message (optional, up to 2,000 characters) and files (the request's own
 * form's kinds and limits; none for a form that takes none), sealed in this page to the
 * office's active keys and sent with the link's secret in the body (src/lib/intake/
 * send-addition.ts). Sending, sent ("Received <time>"), or failed with everything kept, why,
 * "Try again" and the phone in view; a refusal of the link or the request says to call.
 */
export function SendMore({
  secret,
  formType,
  intake,
  onSent,
}: {
  secret: string;
  formType: FormType;
  intake: SendMoreIntake;
  /** After a stored addition (the page may read its stage again: it lists additions' times). */
  onSent?: ((at: string) => void) | undefined;
}) {
  const files = useAdditionFiles(formType);
  const { status, begin, send, reset } = useSendMore(secret, intake);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [tries, setTries] = useState(0);
  const failure = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status.state === "failed") failure.current?.focus();
    if (status.state === "sent") {
      done.current?.focus();
      onSent?.(status.at);
    }
  }, [status, onSent]);

  const messageError =
    errors.find((item) => item.id === fieldIds(MESSAGE, ID).inputId)?.message ?? undefined;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const found: ErrorSummaryItem[] = [];
    if (message.length > MESSAGE_MAX) {
      found.push({
        id: fieldIds(MESSAGE, ID).inputId,
        message: copy.messageTooLong(message.length),
      });
    } else if (message.trim() === "" && files.files.length === 0) {
      found.push({ id: fieldIds(MESSAGE, ID).inputId, message: copy.nothing });
    }
    if (files.problem) found.push({ id: fieldIds(FILES, ID).inputId, message: files.problem });
    setErrors(found);
    setTries((count) => count + 1);
    if (found.length > 0) {
      document.getElementById(found[0]!.id)?.focus();
      return;
    }
    void send(message, files.uploads);
  }

  function another() {
    setMessage("");
    files.clear();
    setErrors([]);
    reset();
  }

  const heading = (
    <h2 id={`${ID}-title`} className="text-2xl font-bold text-brand-900">
      {copy.title}
    </h2>
  );
  if (status.state === "sent") {
    return (
      <section aria-labelledby={`${ID}-title`} className="flex flex-col gap-4" data-send-more>
        {heading}
        <SendMoreSent ref={done} at={status.at} onAnother={another} />
      </section>
    );
  }

  const sending = status.state === "sending";
  const refusal = status.state === "failed" ? refusalOf(status.error) : undefined;
  return (
    <section aria-labelledby={`${ID}-title`} className="flex flex-col gap-4" data-send-more>
      {heading}
      <form noValidate onSubmit={submit} onFocus={begin} className="flex flex-col gap-6">
        <ErrorSummary key={tries} errors={errors} />
        <p>{files.limits ? copy.intro : copy.introNoFiles}</p>
        <FormField
          name={MESSAGE}
          idPrefix={ID}
          label={copy.messageLabel}
          hint={copy.messageHint}
          error={messageError}
        >
          <FormControl>
            <Textarea
              name={MESSAGE}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormControl>
        </FormField>
        {files.limits && (formType === "referral" || formType === "application") ? (
          <FileInput
            name={FILES}
            idPrefix={ID}
            label={copy.filesLabel}
            hint={copy.filesHint[formType]}
            error={files.problem}
            files={files.files}
            onChange={(chosen) => void files.choose(chosen)}
            multiple={files.limits.maxFiles > 1}
            accept={acceptOf(files.limits.kinds)}
            inputName={FILES}
          />
        ) : null}
        {status.state === "failed" && refusal ? (
          <SendMoreRefused ref={failure} code={status.error ?? ""} text={refusal} />
        ) : status.state === "failed" ? (
          <IntakeFailure
            ref={failure}
            failure={status.failure}
            message={status.message}
            retryAfterSeconds={status.retryAfterSeconds}
            onRetry={() => submit()}
          />
        ) : null}
        {refusal ? null : (
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={buttonVariants({ className: "self-start" })}
          >
            {sending ? copy.sending : copy.send}
          </button>
        )}
      </form>
    </section>
  );
}
