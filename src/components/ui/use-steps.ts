import { useEffect, useRef, useState, type FormEvent } from "react";

/** What a step form needs of its form state (`useSchemaForm` gives all three). */
type StepFormState<Field extends string> = {
  trigger: (names: readonly Field[], options?: { shouldFocus?: boolean }) => Promise<boolean>;
  setFocus: (name: Field) => void;
};

export type UseStepsOptions<Step extends number, Field extends string> = {
  /** The steps in order (at least one). */
  steps: readonly [Step, ...Step[]];
  /** The fields of each step, in on-screen order. */
  fieldsOf: Record<Step, readonly Field[]>;
  form: StepFormState<Field>;
  /**
   * A check of the step beyond its fields (e.g. chosen files): return a function that focuses
   * the problem to stay on the step, or null to move on.
   */
  problemOf?: (step: Step) => (() => void) | null;
};

/**
 * The step machinery of a one-thing-per-page form (GOV.UK's question pages): the current
 * step; Next checks only that step's fields (focus on the first invalid one) and then moves
 * focus to the new step's heading; Back keeps every value; a failed send goes back to the
 * step of the first invalid field and focuses it. `failedAttempts` changes on every refusal,
 * so the error summary is announced again even with the same errors.
 */
export function useSteps<Step extends number, Field extends string>({
  steps,
  fieldsOf,
  form,
  problemOf,
}: UseStepsOptions<Step, Field>) {
  const first = steps[0];
  const last = steps.at(-1) ?? first;
  const [step, setStep] = useState<Step>(first);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /*
   * Focus moves once the new step is on screen: in the effects of the very render that carries
   * the request. An effect of the render before (React may run it late, after the click that
   * asks) must not take it while the old step is still shown: a busy machine did, and focus
   * fell to the page after "Submit Another Verification".
   */
  const [focusRequest, setFocusRequest] = useState(0);
  const requests = useRef(0);
  const pendingFocus = useRef<{ request: number; focus: () => void } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending?.request !== focusRequest) return;
    pendingFocus.current = null;
    pending.focus();
  }, [focusRequest]);

  const focusHeading = () => headingRef.current?.focus();
  const offset = (by: 1 | -1) => steps[steps.indexOf(step) + by] ?? step;

  /** Shows `target` and, once it is on screen, runs `focus` (default: its heading). */
  function goTo(target: Step, focus: () => void = focusHeading) {
    const request = ++requests.current;
    pendingFocus.current = { request, focus };
    setFocusRequest(request);
    setStep(target);
  }

  /** Counts a refusal: the error summary is announced again. */
  const refuse = () => setFailedAttempts((count) => count + 1);

  async function next() {
    if (!(await form.trigger(fieldsOf[step], { shouldFocus: true }))) return refuse();
    const problem = problemOf?.(step);
    if (problem) {
      refuse();
      return problem();
    }
    goTo(offset(1));
  }

  const previous = () => goTo(offset(-1));

  /** After a refused send: the step of the first invalid field, focused there. */
  function sendRefused(invalid: Partial<Record<string, unknown>>) {
    refuse();
    const field = steps.flatMap((s) => fieldsOf[s]).find((name) => invalid[name]);
    if (field === undefined) return;
    const target = steps.find((s) => fieldsOf[s].includes(field)) ?? first;
    if (target !== step) goTo(target, () => form.setFocus(field));
  }

  /** The form's submit: Next before the last step, there `send` (not while one travels). */
  function onSubmit(event: FormEvent<HTMLFormElement>, send: () => void, sending: boolean) {
    event.preventDefault();
    if (step !== last) return void next();
    if (!sending) send();
  }

  /** Back to the first step with nothing refused, focus on `focus` (default: its heading). */
  function restart(focus?: () => void) {
    setFailedAttempts(0);
    goTo(first, focus);
  }

  return {
    step,
    total: steps.length,
    isFirst: step === first,
    isLast: step === last,
    failedAttempts,
    headingRef,
    fields: fieldsOf[step],
    goTo,
    refuse,
    next,
    previous,
    sendRefused,
    onSubmit,
    restart,
  };
}
