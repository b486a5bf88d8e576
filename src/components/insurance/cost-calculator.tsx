import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { ErrorSummary, errorSummaryItems } from "@/components/ui/error-summary";
import { toast } from "@/components/ui/toast";
import { calculatorCopy as copy } from "@/content/calculator";
import {
  calculateCost,
  isValidEstimate,
  type CostEstimate,
  type InsuranceType,
} from "@/lib/cost-calculator";
import {
  CALCULATOR_FIELDS,
  calculatorDefaults,
  calculatorValidation,
} from "@/lib/forms/calculator-form";
import type { CalculatorField, CalculatorValues } from "@/lib/forms/calculator-schema";
import { CostCalculatorFields } from "./cost-calculator-fields";
import { CostEstimatePanel, type EstimateStatus } from "./cost-estimate";
import { Card } from "@/components/ui/card";
import { islandFormProps } from "@/components/ui/form-field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { HeldSubmitNotice, useHeldSubmit } from "@/components/ui/held-submit";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import { noScriptFormAction } from "@/content/needs-javascript";

/** SPEC §9: the calculator's simulated delay. */
const CALCULATOR_DELAY_MS = 1000;

export type CostCalculatorProps = {
  /** Pre-selects the insurance type (e.g. "medicare" on the Medicare provider page). */
  defaultInsuranceType?: InsuranceType;
  /** How long "Calculating..." shows before the estimate; default 1000 ms. */
  delayMs?: number;
  /** Prefix of every id, so two calculators (or a calculator and a form) can share a page. */
  idPrefix?: string;
  /** Level of the form and result headings; the breakdown heading is one below. */
  headingLevel?: "h2" | "h3";
};

/** The estimate, or null when the maths throws or gives a non-finite or negative amount. */
function estimateOrNull(values: CalculatorValues): CostEstimate | null {
  try {
    const estimate = calculateCost(values);
    return isValidEstimate(estimate) ? estimate : null;
  } catch {
    return null;
  }
}

/**
 * The home-care cost calculator (SPEC §4, §5, §9). Everything happens in the browser:
 * nothing typed is sent or stored. The form is on the left and the estimate on the right
 * from `lg` up, stacked below.
 */
export function CostCalculator({
  defaultInsuranceType,
  delayMs = CALCULATOR_DELAY_MS,
  idPrefix = "calculator",
  headingLevel: Heading = "h2",
}: CostCalculatorProps) {
  const { register, handleSubmit, markClean, errors, submitCount, isDirty } = useSchemaForm(
    calculatorValidation,
    calculatorDefaults(defaultInsuranceType),
  );
  // Answers typed but not yet turned into an estimate: leaving the page asks first.
  useLeaveWarning(isDirty);
  const [status, setStatus] = useState<EstimateStatus>({ kind: "idle" });
  // Fields that were invalid at the last submit: the summary lists those still invalid,
  // but does not grow while the visitor types (each field shows its own new errors).
  const [summaryFields, setSummaryFields] = useState<CalculatorField[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  // Until the island runs, the form cannot check or answer: it says so (aria-disabled).
  const hydrated = useHydrated();
  // A Calculate tapped before hydration (held by the page's script) is checked now.
  const formRef = useHeldSubmit(hydrated);
  useEffect(() => () => clearTimeout(timer.current), []);

  const calculating = status.kind === "calculating";
  const titleId = `${idPrefix}-title`;
  const summary = errorSummaryItems(summaryFields, errors, idPrefix);

  // Any change makes the estimate (or the one being worked out) stale: it goes, never to stand
  // beside answers it does not match, or beside an error.
  function clearEstimate() {
    clearTimeout(timer.current);
    busy.current = false;
    setStatus((current) => {
      if (current.kind === "idle") return current;
      // "Calculation Complete" no longer holds either.
      if (current.kind === "done") toast.dismiss();
      return { kind: "changed" };
    });
  }

  function onValid(values: CalculatorValues) {
    setSummaryFields([]);
    if (busy.current) return;
    busy.current = true;
    setStatus({ kind: "calculating" });
    toast.prepare();
    timer.current = setTimeout(() => {
      busy.current = false;
      const estimate = estimateOrNull(values);
      if (estimate) {
        setStatus({ kind: "done", estimate, input: values });
        markClean();
        toast.success(copy.toast.success);
      } else {
        setStatus({ kind: "error" });
        toast.error(copy.toast.errorTitle, { description: copy.toast.errorDescription });
      }
    }, delayMs);
  }

  function onInvalid(invalid: FormErrors) {
    clearEstimate();
    setSummaryFields(CALCULATOR_FIELDS.filter((name) => invalid[name]));
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card asChild>
        <form
          {...islandFormProps(noScriptFormAction, hydrated)}
          ref={formRef}
          aria-labelledby={titleId}
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
          onChange={clearEstimate}
          // The rules load when the visitor reaches the form, not with the page.
          onFocus={calculatorValidation.preload}
          className="flex flex-col gap-8"
        >
          <ErrorSummary key={submitCount} errors={summary} />
          <div className="flex flex-col gap-2">
            <Heading
              id={titleId}
              className="text-xl leading-snug font-bold text-brand-900 sm:text-2xl"
            >
              {copy.formTitle}
            </Heading>
            <p className="text-muted">{copy.formIntro}</p>
          </div>
          <CostCalculatorFields register={register} errors={errors} idPrefix={idPrefix} />
          {hydrated ? null : <HeldSubmitNotice />}
          {/* aria-disabled (not disabled) keeps keyboard focus on the button while calculating. */}
          <button
            type="submit"
            aria-disabled={calculating || undefined}
            className={clsx(buttonVariants({ size: "lg" }), "w-full sm:w-auto sm:self-start")}
          >
            {calculating ? copy.submitting : copy.submit}
          </button>
        </form>
      </Card>

      <Card asChild tone="quiet">
        <section aria-label={copy.result.title} className="flex flex-col gap-6 lg:sticky lg:top-32">
          <div aria-live="polite" aria-busy={calculating}>
            <CostEstimatePanel status={status} as={Heading} />
          </div>
          <p className="border-t border-line pt-4 text-base text-muted">{copy.disclaimer}</p>
          {/* The spec gives the button no action; visitors expect it to reach us, so it opens the contact form. */}
          <a
            href={copy.quote.href}
            className={clsx(buttonVariants({ variant: "secondary" }), "self-start")}
          >
            {copy.quote.text}
          </a>
        </section>
      </Card>
    </div>
  );
}
