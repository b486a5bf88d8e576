import { useEffect, useState, type FormEvent } from "react";
import { IntakeForm } from "@/components/intake/intake-form";
import { bindFields } from "@/components/intake/field-binding";
import { useIntakeForm } from "@/components/intake/use-intake-form";
import { Card } from "@/components/ui/card";
import { errorSummaryItems } from "@/components/ui/error-summary";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import { StepNav } from "@/components/ui/step-form";
import { useSteps } from "@/components/ui/use-steps";
import { referralFormCopy as copy } from "@/content/referral-form";
import { faceToFaceWarning } from "@/lib/forms/referral-dates";
import type { Referral, ReferralField } from "@/lib/forms/referral-schema";
import {
  DOCUMENTS_STEP,
  REFERRAL_STEPS,
  REVIEW_STEP,
  REFERRAL_STEP_FIELDS,
  referralDefaults,
  referralValidation,
  type FieldStep,
} from "@/lib/forms/referral-steps";
import type { IntakeSettings } from "@/lib/intake/settings";
import { ReferralConfirmation } from "./referral-confirmation";
import { ReferralDocuments } from "./referral-documents";
import { ReferralFormIntro } from "./referral-form-parts";
import { referralReviewGroups } from "./referral-review";
import { ReferralReviewStep } from "./referral-review-step";
import { ReferralStepFields } from "./referral-step-fields";
import { useReferralFiles } from "./use-referral-files";

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
  const [sent, setSent] = useState<{ referral: Referral; files: string[] } | null>(null);
  // What "Review and send" shows (the checked referral), and whether a "Change" is under way.
  const [review, setReview] = useState<{ referral: Referral; files: string[] } | null>(null);
  const [changing, setChanging] = useState(false);
  const [, setChanges] = useState(0);
  const intake = useIntakeForm(settings, "referral");
  const { status, begin, send, reset: newRequest, hydrated } = intake;
  const [defaults] = useState(referralDefaults);
  const documents = useReferralFiles(idPrefix);
  const form = useSchemaForm(referralValidation, defaults);
  const { handleSubmit, reset, markClean, errors, isSubmitting } = form;
  useLeaveWarning(form.isDirty);
  // The documents step's files are no schema fields: Next checks them here.
  const steps = useSteps({
    steps: REFERRAL_STEPS,
    fieldsOf: REFERRAL_STEP_FIELDS,
    form,
    problemOf: (at) => (at === DOCUMENTS_STEP && documents.problem ? documents.focus : null),
  });
  const { step } = steps;
  const sending = isSubmitting || status.state === "sending";
  // Next from the last step of fields, or from a step reached by "Change", checks everything
  // and shows the review; Send is only on the review.
  const toReview = step !== REVIEW_STEP && (step === REVIEW_STEP - 1 || changing);

  useEffect(() => {
    if (status.state === "sent") markClean();
  }, [status, markClean]);

  const read = (name: ReferralField) => String(form.getValue(name) ?? "");
  const warning = faceToFaceWarning(read("faceToFaceDate"), read("startOfCareDate"), new Date());

  const fileNames = () => documents.uploads.map(({ file }) => file.name);

  function showReview(referral: Referral) {
    if (documents.problem) {
      steps.refuse();
      return steps.goTo(DOCUMENTS_STEP, documents.focus);
    }
    setReview({ referral, files: fileNames() });
    setChanging(false);
    steps.goTo(REVIEW_STEP);
  }

  function change(target: FieldStep) {
    setChanging(true);
    steps.goTo(target);
  }

  async function submitValid(referral: Referral) {
    if (documents.problem) {
      steps.refuse();
      return steps.goTo(DOCUMENTS_STEP, documents.focus);
    }
    setSent({ referral, files: fileNames() });
    await send(referral, documents.uploads);
  }

  const submitAll = (event?: FormEvent<HTMLFormElement>) =>
    handleSubmit(submitValid, steps.sendRefused)(event);

  function startAgain() {
    reset(defaults);
    documents.clear();
    newRequest();
    setSent(null);
    setReview(null);
    setChanging(false);
    steps.restart();
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
            : errorSummaryItems(steps.fields, errors, idPrefix)
        }
        errorsKey={steps.failedAttempts}
        onSubmit={(event) =>
          toReview
            ? void handleSubmit(showReview, steps.sendRefused)(event)
            : steps.onSubmit(event, () => void submitAll(), sending)
        }
        onStart={() => {
          referralValidation.preload();
          begin();
        }}
        onRetry={() => void submitAll()}
        showFailure={steps.isLast}
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
        actions={<StepNav steps={steps} sending={sending} copy={copy.buttons} />}
      >
        {step === REVIEW_STEP ? (
          <ReferralReviewStep
            groups={review ? referralReviewGroups(review.referral, review.files) : []}
            headingRef={steps.headingRef}
            onChange={change}
          />
        ) : (
          <ReferralStepFields
            step={step}
            fields={bindFields(form, hydrated, idPrefix)}
            registerGroup={form.registerGroup}
            headingRef={steps.headingRef}
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
        )}
      </IntakeForm>
    </Card>
  );
}
