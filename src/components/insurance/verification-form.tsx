"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { ErrorSummary, errorSummaryItems } from "@/components/ui/error-summary";
import { toast } from "@/components/ui/toast";
import {
  verificationCopy as copy,
  type VerificationField,
  type VerificationResult,
  type VerificationStep,
} from "@/content/verification";
import {
  STEP_FIELDS,
  TOTAL_STEPS,
  VERIFICATION_FIELDS,
  nextStep,
  pickRandomResult,
  previousStep,
  stepOfField,
  verificationDefaults,
  verificationValidation,
} from "@/lib/forms/verification-steps";
import type { InsuranceCompany } from "@/content/insurance/provider-choices";
import { VerificationIntro, VerificationProgress } from "./verification-progress";
import { VerificationResultScreen } from "./verification-result";
import { VerificationStepFields, VerificationStepNav } from "./verification-steps";
import { Card } from "@/components/ui/card";
import { islandFormProps } from "@/components/ui/form-field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import { noScriptFormAction } from "@/content/needs-javascript";

export type VerificationFormProps = {
  /** Chooses the outcome after the simulated delay; tests pass a fixed one. */
  pickResult?: () => VerificationResult;
  /** The simulated processing time (spec §9: 2 s). */
  delayMs?: number;
  /** Keeps ids unique when two forms share a page. */
  idPrefix?: string;
  /** Names the plan in the intro, e.g. "Medicare". */
  providerName?: string;
  /** Chooses the insurance company already (a provider page); the visitor can change it. */
  insuranceCompany?: InsuranceCompany;
  /** Level of the step and result headings; pick the one that fits the page outline. */
  headingLevel?: 2 | 3;
};

type FocusTarget =
  { kind: "step" } | { kind: "result" } | { kind: "field"; name: VerificationField };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The 4-step insurance verification (spec §4). Next validates only the current step; Submit
 * waits `delayMs`, then shows a result. Simulated entirely in the browser: no request, no
 * storage, no logging of what was typed.
 */
export function VerificationForm({
  pickResult = pickRandomResult,
  delayMs = 2000,
  idPrefix = "verification",
  providerName,
  insuranceCompany,
  headingLevel = 2,
}: VerificationFormProps) {
  const [step, setStep] = useState<VerificationStep>(1);
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const mounted = useRef(false);
  // Until the island runs, the form cannot check or answer: it says so (aria-disabled).
  const hydrated = useHydrated();

  const [defaults] = useState(() => verificationDefaults(insuranceCompany));
  const form = useSchemaForm(verificationValidation, defaults);
  const { register, trigger, handleSubmit, reset, setFocus, markClean, errors, isSubmitting } =
    form;
  // Typed but not sent: leaving the page asks first.
  useLeaveWarning(form.isDirty);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Move focus after the new step or result has rendered.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target?.kind === "step") stepHeadingRef.current?.focus();
    else if (target?.kind === "result") resultHeadingRef.current?.focus();
    else if (target?.kind === "field") setFocus(target.name);
  }, [step, result, setFocus]);

  async function goNext() {
    const valid = await trigger(STEP_FIELDS[step], { shouldFocus: true });
    if (!valid) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    focusTarget.current = { kind: "step" };
    setStep(nextStep(step));
  }

  function goPrevious() {
    focusTarget.current = { kind: "step" };
    setStep(previousStep(step));
  }

  async function submitValid() {
    toast.prepare();
    await wait(delayMs);
    if (!mounted.current) return;
    try {
      const outcome = pickResult();
      focusTarget.current = { kind: "result" };
      markClean();
      setResult(outcome);
      toast.success(copy.toast.success);
    } catch {
      toast.error(copy.toast.failureTitle, { description: copy.toast.failureDescription });
    }
  }

  // Only reachable if an earlier step became invalid: go back to it and focus the field.
  function submitInvalid(invalid: FormErrors) {
    setFailedAttempts((count) => count + 1);
    const firstInvalid = VERIFICATION_FIELDS.find((name) => invalid[name]);
    if (!firstInvalid) return;
    const target = stepOfField(firstInvalid);
    if (target !== step) {
      focusTarget.current = { kind: "field", name: firstInvalid };
      setStep(target);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step < TOTAL_STEPS) {
      event.preventDefault();
      void goNext();
      return;
    }
    void handleSubmit(submitValid, submitInvalid)(event);
  }

  function startAgain() {
    reset(defaults);
    focusTarget.current = { kind: "field", name: "firstName" };
    setFailedAttempts(0);
    setResult(null);
    setStep(1);
  }

  if (result) {
    return (
      <Card className="flex flex-col gap-6">
        <VerificationResultScreen
          result={result}
          onReset={startAgain}
          headingLevel={headingLevel}
          headingRef={resultHeadingRef}
        />
      </Card>
    );
  }

  const stepErrors = errorSummaryItems(STEP_FIELDS[step], errors, idPrefix);

  return (
    <Card className="flex flex-col gap-6">
      <VerificationIntro providerName={providerName} />
      <VerificationProgress step={step} />
      <ErrorSummary key={failedAttempts} errors={stepErrors} />
      <p role="status" className="sr-only">
        {isSubmitting ? copy.buttons.submitting : ""}
      </p>
      <form
        {...islandFormProps(noScriptFormAction, hydrated)}
        aria-label={copy.formLabel}
        onSubmit={onSubmit}
        // The rules load when the visitor reaches the form, not with the page.
        onFocus={verificationValidation.preload}
        className="flex flex-col gap-8"
      >
        <VerificationStepFields
          step={step}
          idPrefix={idPrefix}
          register={register}
          errors={errors}
          headingLevel={headingLevel}
          headingRef={stepHeadingRef}
        />
        <VerificationStepNav step={step} isSubmitting={isSubmitting} onPrevious={goPrevious} />
      </form>
    </Card>
  );
}
