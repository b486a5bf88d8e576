import { useEffect, useRef, useState, type FormEvent } from "react";
import { IntakeForm } from "@/components/intake/intake-form";
import { useIntakeForm } from "@/components/intake/use-intake-form";
import { Card } from "@/components/ui/card";
import { errorSummaryItems } from "@/components/ui/error-summary";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import { referralFormCopy as copy } from "@/content/referral-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import { faceToFaceWarning } from "@/lib/forms/referral-dates";
import type { Referral, ReferralField } from "@/lib/forms/referral-schema";
import {
  DOCUMENTS_STEP,
  REFERRAL_FIELDS,
  REFERRAL_STEP_FIELDS,
  TOTAL_REFERRAL_STEPS,
  referralDefaults,
  referralValidation,
  stepAfter,
  stepOfReferralField,
  type ReferralFormField,
  type ReferralStep,
} from "@/lib/forms/referral-steps";
import type { IntakeSettings } from "@/lib/intake/settings";
import { ReferralConfirmation } from "./referral-confirmation";
import { ReferralDocuments } from "./referral-documents";
import { ReferralFormIntro, ReferralStepNav } from "./referral-form-parts";
import { ReferralStepFields } from "./referral-step-fields";
import { useReferralFiles } from "./use-referral-files";

type FocusTarget = { kind: "step" | "files" } | { kind: "field"; name: ReferralFormField };

/**
 * The online referral (/refer) in the intake's form shell, in eight short steps as the
 * coverage check: Next checks only the current step (the error summary, each error by its
 * field, focus on the first); Send checks every step and sends the referral sealed for the
 * agency, with the documents step's files sealed and uploaded first (`send(values, files)`). A face-to-face date outside its window is a warning under the field, never a block.
 * Stored: the reference, what happens next and a printable summary built here from the values.
 */
export function ReferralForm({
  intake: settings,
  idPrefix = "referral",
}: {
  intake: IntakeSettings;
  idPrefix?: string;
}) {
  const [step, setStep] = useState<ReferralStep>(1);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [sent, setSent] = useState<{ referral: Referral; files: string[] } | null>(null);
  const [, setChanges] = useState(0);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const intake = useIntakeForm(settings, "referral");
  const { status, begin, send, reset: newRequest, hydrated } = intake;
  const [defaults] = useState(referralDefaults);
  const documents = useReferralFiles(idPrefix);
  const form = useSchemaForm(referralValidation, defaults);
  const { register, trigger, handleSubmit, reset, setFocus, markClean, errors, isSubmitting } =
    form;
  useLeaveWarning(form.isDirty);
  const sending = isSubmitting || status.state === "sending";

  useEffect(() => {
    if (status.state === "sent") markClean();
  }, [status, markClean]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target?.kind === "step") stepHeadingRef.current?.focus();
    else if (target?.kind === "files") documents.focus();
    else if (target?.kind === "field") setFocus(target.name);
  });

  const read = (name: ReferralField) => String(form.getValue(name) ?? "");
  const warning = faceToFaceWarning(read("faceToFaceDate"), read("startOfCareDate"), new Date());

  async function goNext() {
    const valid = await trigger(REFERRAL_STEP_FIELDS[step], { shouldFocus: true });
    if (!valid) return setFailedAttempts((count) => count + 1);
    if (step === DOCUMENTS_STEP && documents.problem) {
      setFailedAttempts((count) => count + 1);
      return documents.focus();
    }
    focusTarget.current = { kind: "step" };
    setStep(stepAfter(step, 1));
  }

  function goPrevious() {
    focusTarget.current = { kind: "step" };
    setStep(stepAfter(step, -1));
  }

  async function submitValid(referral: Referral) {
    if (documents.problem) {
      setFailedAttempts((count) => count + 1);
      focusTarget.current = { kind: "files" };
      return setStep(DOCUMENTS_STEP);
    }
    setSent({ referral, files: documents.uploads.map(({ file }) => file.name) });
    await send(referral, documents.uploads);
  }

  function submitInvalid(invalid: FormErrors) {
    setFailedAttempts((count) => count + 1);
    const first = REFERRAL_FIELDS.find((name) => invalid[name]);
    if (!first) return;
    const target = stepOfReferralField(first);
    if (target !== step) {
      focusTarget.current = { kind: "field", name: first };
      setStep(target);
    }
  }

  const submitAll = (event?: FormEvent<HTMLFormElement>) =>
    handleSubmit(submitValid, submitInvalid)(event);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < TOTAL_REFERRAL_STEPS) return void goNext();
    if (!sending) void submitAll();
  }

  function startAgain() {
    reset(defaults);
    documents.clear();
    newRequest();
    setFailedAttempts(0);
    setSent(null);
    focusTarget.current = { kind: "step" };
    setStep(1);
  }

  const result = status.state === "sent" && sent ? status.receipt : null;

  return (
    <Card className="mt-6 flex flex-col gap-6">
      {result ? null : <ReferralFormIntro step={step} />}
      <IntakeForm
        intake={intake}
        label={{ "aria-label": copy.formLabel }}
        action="/refer#referral-form"
        idPrefix={idPrefix}
        errors={
          step === DOCUMENTS_STEP
            ? documents.errors
            : errorSummaryItems(REFERRAL_STEP_FIELDS[step], errors, idPrefix)
        }
        errorsKey={failedAttempts}
        onSubmit={onSubmit}
        onStart={() => {
          referralValidation.preload();
          begin();
        }}
        onRetry={() => void submitAll()}
        showFailure={step === TOTAL_REFERRAL_STEPS}
        className="flex flex-col gap-8"
        confirmation={
          result && sent ? (
            <ReferralConfirmation
              receipt={result}
              referral={sent.referral}
              files={sent.files}
              headingRef={intake.headingRef}
              onReferAnother={startAgain}
            />
          ) : null
        }
        actions={<ReferralStepNav step={step} sending={sending} onPrevious={goPrevious} />}
      >
        <ReferralStepFields
          step={step}
          idPrefix={idPrefix}
          register={register}
          registerGroup={form.registerGroup}
          hydrated={hydrated}
          errors={errors}
          headingRef={stepHeadingRef}
          warning={warning}
          onFieldChange={(name) => {
            if (name === "faceToFaceDate" || name === "startOfCareDate") setChanges((n) => n + 1);
          }}
        >
          {step === DOCUMENTS_STEP ? (
            <ReferralDocuments
              idPrefix={idPrefix}
              hydrated={hydrated}
              files={documents.files}
              problem={documents.problem}
              onChange={(files) => void documents.choose(files)}
            />
          ) : null}
        </ReferralStepFields>
      </IntakeForm>
    </Card>
  );
}
