import { useCallback, useLayoutEffect, useRef } from "react";
import type { FormType } from "@/shared/wire/form-types";
import type { IntakeSettings } from "@/lib/intake/settings";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ChosenUpload } from "@/lib/intake/send-files";
import { useIntake, type IntakeOptions } from "./use-intake";

/**
 * What `IntakeForm` (the one shell of every form that sends to the intake) and the form that
 * uses it share: the intake's status, `send(values)` (which reads the honeypot itself), the
 * refs the shell moves focus to, and whether the island runs yet. When the request is stored
 * the confirmation's heading is scrolled to the top of the screen and focused; when it is not,
 * the failure panel is focused (a screen reader reads either).
 */
export function useIntakeForm(
  settings: IntakeSettings,
  formType: FormType,
  options?: IntakeOptions,
) {
  const intake = useIntake(settings, formType, options);
  const { status } = intake;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  // A layout effect: focus moves in the commit that shows the confirmation or the failure, so
  // there is no frame (nor a moment for a screen reader or a test) where the panel is on screen
  // and focus is still on the form's old button. A passive effect ran later on a busy machine.
  useLayoutEffect(() => {
    if (status.state === "sent") {
      const heading = headingRef.current;
      heading?.scrollIntoView?.({ block: "start" });
      heading?.focus({ preventScroll: true });
    } else if (status.state === "failed") {
      failureRef.current?.focus();
    }
  }, [status]);

  const { send: sendValues } = intake;
  const send = useCallback(
    (values: Record<string, unknown>, files?: readonly ChosenUpload[]) =>
      sendValues(values, honeypotRef.current?.value ?? "", files),
    [sendValues],
  );

  return { ...intake, send, settings, headingRef, failureRef, honeypotRef, hydrated };
}

export type IntakeFormState = ReturnType<typeof useIntakeForm>;
