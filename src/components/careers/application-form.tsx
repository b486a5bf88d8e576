import { Icon } from "@/components/ui/icon";
import { useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { errorSummaryItems } from "@/components/ui/error-summary";
import { fieldIds } from "@/components/ui/form-field";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import { IntakeForm } from "@/components/intake/intake-form";
import { bindFields } from "@/components/intake/field-binding";
import type { ChosenUpload } from "@/lib/intake/send-files";
import { useIntakeForm } from "@/components/intake/use-intake-form";
import { applicationCopy } from "@/content/application";
import { intakeCopy } from "@/content/intake";
import {
  APPLICATION_FIELDS,
  applicationDefaults,
  applicationValidation,
} from "@/lib/forms/application-form";
import type { ApplicationValues } from "@/lib/forms/application-schema";
import { filesProblem, sniffFile } from "@/lib/forms/file-kind";
import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import type { IntakeSettings } from "@/lib/intake/settings";
import { ApplicationConfirmation } from "./application-confirmation";
import { ApplicationFields, applicationIdPrefix } from "./application-fields";

const copy = applicationCopy;
const limits = ATTACHMENT_LIMITS.application;

/**
 * The job application on an opening's page, in the intake's form shell with the résumé as an
 * encrypted attachment (`useIntakeForm`'s files): the file's kind is read from its first bytes
 * and its size checked when chosen, the message by the field and in the error summary; the
 * opening's title and page are sealed with the values.
 */
export function ApplicationForm({
  intake: settings,
  opening,
}: {
  intake: IntakeSettings;
  opening: { title: string; slug: string };
}) {
  const intake = useIntakeForm(settings, "application");
  const { status, send, reset: newRequest, hydrated } = intake;
  const form = useSchemaForm(applicationValidation, applicationDefaults);
  const { handleSubmit, reset, setFocus, errors, submitCount } = form;
  const [counties, setCounties] = useState<string[]>([]);
  const [resume, setResume] = useState<ChosenUpload[]>([]);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [sentResume, setSentResume] = useState<string | null>(null);
  const [fileChecks, setFileChecks] = useState(0);
  const resumeId = fieldIds("resume", applicationIdPrefix).inputId;

  async function chooseResume(files: File[]) {
    const chosen = await Promise.all(
      files.map(async (file) => ({ file, kind: await sniffFile(file) })),
    );
    const problem = filesProblem(
      chosen.map(({ file, kind }) => ({ name: file.name, size: file.size, kind })),
      limits,
    );
    setResumeError(problem);
    setResume(problem ? [] : chosen.flatMap(({ file, kind }) => (kind ? [{ file, kind }] : [])));
  }

  async function sendValid(values: ApplicationValues) {
    if (resumeError) {
      setFileChecks((n) => n + 1);
      document.getElementById(resumeId)?.focus();
      return;
    }
    setSentResume(resume[0]?.file.name ?? null);
    await send(
      {
        position: opening.title,
        positionPage: `/careers/${opening.slug}`,
        ...values,
        counties,
      },
      resume,
    );
  }

  const submit = (event?: FormEvent<HTMLFormElement>) => handleSubmit(sendValid)(event);

  function sendAnother() {
    reset(applicationDefaults);
    setCounties([]);
    setResume([]);
    setResumeError(undefined);
    newRequest();
    requestAnimationFrame(() => setFocus("name"));
  }

  const sending = status.state === "sending" || form.isSubmitting;
  const allErrors = { ...errors, ...(resumeError ? { resume: { message: resumeError } } : {}) };
  return (
    <IntakeForm
      intake={intake}
      label={{ "aria-labelledby": "apply-title" }}
      action={copy.noScript.path}
      idPrefix={applicationIdPrefix}
      errors={errorSummaryItems(APPLICATION_FIELDS, allErrors, applicationIdPrefix)}
      errorsKey={submitCount + fileChecks}
      onSubmit={(event) => {
        if (status.state === "sending") event.preventDefault();
        else void submit(event);
      }}
      onStart={() => {
        applicationValidation.preload();
        intake.begin();
      }}
      onRetry={() => void submit()}
      className="flex flex-col gap-6 rounded-xl bg-canvas p-5 text-ink sm:p-8"
      confirmation={
        status.state === "sent" ? (
          <ApplicationConfirmation
            headingRef={intake.headingRef}
            reference={status.receipt.reference}
            resume={sentResume}
            onSendAnother={sendAnother}
          />
        ) : null
      }
      actions={
        <>
          <p className="text-base text-muted">{intakeCopy.privacy}</p>
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={buttonVariants({ variant: "accent", size: "lg", className: "self-start" })}
          >
            <Icon name="send" />
            {sending ? intakeCopy.sending : copy.submit}
          </button>
        </>
      }
    >
      <ApplicationFields
        fields={bindFields(form, hydrated, applicationIdPrefix)}
        counties={counties}
        onCounties={setCounties}
        resume={resume.map((item) => item.file)}
        onResume={(files) => void chooseResume(files)}
        resumeError={resumeError}
      />
    </IntakeForm>
  );
}
