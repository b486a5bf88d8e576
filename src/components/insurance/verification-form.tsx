import { Icon } from "@/components/ui/icon";
import { useEffect, useState, type FormEvent } from "react";
import { errorSummaryItems } from "@/components/ui/error-summary";
import { toast } from "@/components/ui/toast";
import { verificationCopy as copy } from "@/content/verification";
import {
  STEP_FIELDS,
  VERIFICATION_STEPS,
  verificationDefaults,
  verificationValidation,
} from "@/lib/forms/verification-steps";
import type { VerificationRequest } from "@/lib/forms/verification-schema";
import type { InsuranceCompany } from "@/content/insurance/provider-choices";
import type { IntakeSettings } from "@/lib/intake/settings";
import { VerificationIntro, VerificationProgress } from "./verification-progress";
import { VerificationStepFields } from "./verification-steps";
import { StepNav } from "@/components/ui/step-form";
import { Card } from "@/components/ui/card";
import { IntakeForm } from "@/components/intake/intake-form";
import { bindFields } from "@/components/intake/field-binding";
import { useIntakeForm } from "@/components/intake/use-intake-form";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import { useSteps } from "@/components/ui/use-steps";
import { noScriptFormAction } from "@/content/needs-javascript";
import { loadOnce } from "@/lib/load-once";

/**
 * The result screen loads when the visitor reaches the form (most never send), and the intake
 * waits for it before sending, so a stored request always has its screen.
 */
const resultScreen = loadOnce(() =>
  import("./verification-result").then((module) => module.VerificationResultScreen),
);

export type VerificationFormProps = {
  /** Where and to whom it sends (`intakeSettings()` at build time). */
  intake: IntakeSettings;
  /** Keeps ids unique when two forms share a page. */
  idPrefix?: string;
  /** Names the plan in the intro, e.g. "Medicare". */
  providerName?: string;
  /** Chooses the insurance company already (a provider page); the visitor can change it. */
  insuranceCompany?: InsuranceCompany;
  /** Level of the step and result headings; pick the one that fits the page outline. */
  headingLevel?: 2 | 3;
};

/**
 * The 4-step insurance verification (spec §4), in the intake's form shell (IntakeForm), its
 * steps run by the ui's step-form shell (`useSteps`). Next validates only the current step; Submit checks every step and sends the request through the
 * intake (sealed in the browser for the agency, docs/INTAKE.md). Stored: "Verification Pending", the reference and what was sent,
 * until the visitor sends another. Not stored: the reason above the buttons, every value
 * kept, "Try again" (the same request) and the phone number.
 */
export function VerificationForm({
  intake: settings,
  idPrefix = "verification",
  providerName,
  insuranceCompany,
  headingLevel = 2,
}: VerificationFormProps) {
  // What the last send carried: the result screen sums it up.
  const [sentRequest, setSentRequest] = useState<VerificationRequest | null>(null);
  const intake = useIntakeForm(settings, "verification", { confirmation: resultScreen.load });
  const { status, begin, send, reset: newRequest, hydrated } = intake;

  const [defaults] = useState(() => verificationDefaults(insuranceCompany));
  const form = useSchemaForm(verificationValidation, defaults);
  const { handleSubmit, reset, setFocus, markClean, errors, isSubmitting } = form;
  // Typed but not sent: leaving the page asks first.
  useLeaveWarning(form.isDirty);
  const steps = useSteps({ steps: VERIFICATION_STEPS, fieldsOf: STEP_FIELDS, form });
  const { step } = steps;

  const sending = isSubmitting || status.state === "sending";
  const result = status.state === "sent" && sentRequest ? status.receipt : null;

  // Stored: the toast, and nothing left unsent (the shell focuses the result's heading).
  useEffect(() => {
    if (status.state !== "sent") return;
    markClean();
    toast.success(copy.toast.success);
  }, [status, markClean]);

  async function submitValid(request: VerificationRequest) {
    toast.prepare();
    setSentRequest(request);
    // One request at a time: a second click while this one travels sends nothing.
    await send(request);
  }

  /** Checks every step, then sends; the submit button and "Try again" both come here. */
  function submitAll(event?: FormEvent<HTMLFormElement>) {
    // A refused send (only if an earlier step became invalid) goes back to it.
    return handleSubmit(submitValid, steps.sendRefused)(event);
  }

  // The visitor starts: the rules load, and the intake's clock and proof of work start.
  function onStart() {
    verificationValidation.preload();
    resultScreen.preload();
    begin();
  }

  function startAgain() {
    reset(defaults);
    newRequest();
    setSentRequest(null);
    steps.restart(() => setFocus("firstName"));
  }

  const stepErrors = errorSummaryItems(steps.fields, errors, idPrefix);
  const ResultScreen = resultScreen.current;

  return (
    <Card className="flex flex-col gap-6">
      {result ? null : (
        <>
          <VerificationIntro providerName={providerName} connected={settings.endpoint !== null} />
          <VerificationProgress step={step} />
        </>
      )}
      <IntakeForm
        intake={intake}
        label={{ "aria-label": copy.formLabel }}
        action={noScriptFormAction}
        idPrefix={idPrefix}
        errors={stepErrors}
        errorsKey={steps.failedAttempts}
        onSubmit={(event) => steps.onSubmit(event, () => void submitAll(), sending)}
        // Nothing loads or starts until the visitor reaches the form.
        onStart={onStart}
        onRetry={() => void submitAll()}
        showFailure={steps.isLast}
        className="relative flex flex-col gap-8"
        confirmation={
          result && sentRequest && ResultScreen ? (
            <ResultScreen
              receipt={result}
              request={sentRequest}
              onReset={startAgain}
              headingLevel={headingLevel}
              headingRef={intake.headingRef}
              office={settings.office}
            />
          ) : null
        }
        actions={
          // Previous and Next with their chevrons; on the last step Next becomes Submit.
          <StepNav
            steps={steps}
            sending={sending}
            copy={copy.buttons}
            previousIcon={<Icon name="chevron-left" strokeWidth={1.75} />}
            nextIcon={<Icon name="chevron-right" strokeWidth={1.75} />}
          />
        }
      >
        <VerificationStepFields
          step={step}
          fields={bindFields(form, hydrated, idPrefix)}
          headingLevel={headingLevel}
          headingRef={steps.headingRef}
        />
      </IntakeForm>
    </Card>
  );
}
